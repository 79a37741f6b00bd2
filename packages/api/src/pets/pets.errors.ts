import { HttpStatus } from '@nestjs/common';
import { ApiError } from '../platform/errors/domain-error.js';

export const PETS_ERROR_CODES = ['PET_NOT_FOUND', 'PET_IN_ACTIVE_BOOKING'] as const;
export type PetsErrorCode = (typeof PETS_ERROR_CODES)[number];

/** The message a person sees when the thrower gives none. */
const MESSAGES: Record<PetsErrorCode, string> = {
  PET_NOT_FOUND: 'Pet not found',
  PET_IN_ACTIVE_BOOKING: 'This pet is part of an upcoming or current booking, so it cannot be removed yet',
};

/** Refusals about pets, each with its status. */
export class PetsError extends ApiError {
  override readonly name = 'PetsError';

  constructor(
    readonly code: PetsErrorCode,
    message: string = MESSAGES[code],
  ) {
    super(message);
  }

  get status(): HttpStatus {
    switch (this.code) {
      case 'PET_NOT_FOUND':
        return HttpStatus.NOT_FOUND;
      case 'PET_IN_ACTIVE_BOOKING':
        return HttpStatus.CONFLICT;
      default:
        this.code satisfies never;
        return HttpStatus.NOT_FOUND;
    }
  }
}
