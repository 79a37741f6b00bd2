import { HttpStatus } from '@nestjs/common';
import { ApiError } from '../platform/errors/domain-error.js';

export const PROFILE_ERROR_CODES = ['INVALID_PHONE'] as const;
export type ProfileErrorCode = (typeof PROFILE_ERROR_CODES)[number];

/** The message a person sees when the thrower gives none. */
const MESSAGES: Record<ProfileErrorCode, string> = {
  INVALID_PHONE: 'Enter an Australian phone number, like 0412 345 678 or (02) 9876 5432',
};

/** The profile's refusals, each with its status. */
export class ProfileError extends ApiError {
  override readonly name = 'ProfileError';

  constructor(
    readonly code: ProfileErrorCode,
    message: string = MESSAGES[code],
  ) {
    super(message);
  }

  get status(): HttpStatus {
    switch (this.code) {
      case 'INVALID_PHONE':
        return HttpStatus.BAD_REQUEST;
      default:
        this.code satisfies never;
        return HttpStatus.BAD_REQUEST;
    }
  }
}
