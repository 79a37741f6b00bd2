import { ValidationPipe } from '@nestjs/common';

/**
 * The one validation pipe: unknown properties are refused (`property x should not exist`), values
 * are transformed into the DTO class. Used globally and by the HTML form handlers, so JSON and form
 * posts are validated by the same code.
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    forbidUnknownValues: true,
    transform: true,
    // One message per field ("Email is required"), not every rule it breaks.
    stopAtFirstError: true,
    validationError: { target: false, value: false },
  });
}
