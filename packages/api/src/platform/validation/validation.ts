import { BadRequestException, ValidationPipe } from '@nestjs/common';
import { type ValidationError } from 'class-validator';

/**
 * Problems one refusal lists at most: a body with 200 unknown fields is answered with the first
 * few and how many more there are, not 200 sentences (a person fixes the first ones and sends again).
 */
export const MAX_LISTED_PROBLEMS = 5;

/** The messages a 400 says, at most MAX_LISTED_PROBLEMS of them, then how many it left out. */
export function listedProblems(messages: readonly string[]): string[] {
  if (messages.length <= MAX_LISTED_PROBLEMS) return [...messages];
  const more = messages.length - MAX_LISTED_PROBLEMS;
  return [...messages.slice(0, MAX_LISTED_PROBLEMS), `and ${more} more ${more === 1 ? 'problem' : 'problems'}`];
}

class PawpalValidationPipe extends ValidationPipe {
  // Called by the base constructor; the messages are Nest's own (nested ones prefixed with their path).
  override createExceptionFactory(): (errors?: ValidationError[]) => BadRequestException {
    return (errors = []) => new BadRequestException(listedProblems(this.flattenValidationErrors(errors)));
  }
}

/**
 * The one validation pipe: unknown properties are refused (`property x should not exist`), values
 * are transformed into the DTO class. Used globally and by the HTML form handlers, so JSON and form
 * posts are validated by the same code. Its input's size is bounded before it runs
 * (INPUT_LIMITS in input-shape.ts).
 */
export function createValidationPipe(): ValidationPipe {
  return new PawpalValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    forbidUnknownValues: true,
    transform: true,
    // One message per field ("Email is required"), not every rule it breaks.
    stopAtFirstError: true,
    validationError: { target: false, value: false },
  });
}
