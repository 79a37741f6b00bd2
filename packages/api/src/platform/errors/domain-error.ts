import { HttpStatus } from '@nestjs/common';

/**
 * The base of every error a feature throws on purpose: it carries the HTTP status the client gets,
 * so the one exception filter maps by this class alone and knows no feature. A 4xx answers
 * `{ statusCode, error, message }` with the error's message; a 5xx is the server's fault (a broken
 * configuration, missing data): logged with its stack and answered with the generic 500.
 */
export abstract class ApiError extends Error {
  abstract readonly status: number;
  /** Fields a 4xx answer carries besides `{ statusCode, error, message }` (e.g. the new quote of a 409). */
  readonly details?: Readonly<Record<string, unknown>>;
  /** Response headers the answer carries (e.g. `Retry-After` on a 429). */
  readonly headers?: Readonly<Record<string, string>>;
  /**
   * True for a 5xx that is no bug but the state of the machine (a full disk: 507): answered with
   * its own status and message, which tell the person to try later. Other 5xx stay a generic 500.
   */
  readonly expected?: boolean;
}

/**
 * What went wrong, in the domain's words: the API's one vocabulary of error codes. Services throw
 * DomainError with one of these; each code's HTTP status is decided in statusForCode (exhaustive),
 * which the error carries. A new feature adds its codes here and the compiler points at the status table
 * until they are mapped. A module with its own error type extends ApiError instead (money, geo).
 */
export enum DomainErrorCode {
  NotSignedIn = 'NOT_SIGNED_IN',
  UploadMissing = 'UPLOAD_MISSING',
  UploadTooLarge = 'UPLOAD_TOO_LARGE',
  UnsupportedImage = 'UNSUPPORTED_IMAGE',
  UploadNotFound = 'UPLOAD_NOT_FOUND',
  InvalidPhone = 'INVALID_PHONE',
  ChannelNotFound = 'CHANNEL_NOT_FOUND',
  ChatPartnerNotFound = 'CHAT_PARTNER_NOT_FOUND',
  ChatWithYourself = 'CHAT_WITH_YOURSELF',
  InvalidCursor = 'INVALID_CURSOR',
  ChatMessageInvalid = 'CHAT_MESSAGE_INVALID',
  InvalidCredentials = 'INVALID_CREDENTIALS',
  WeakPassword = 'WEAK_PASSWORD',
  EmailTaken = 'EMAIL_TAKEN',
  NotAllowed = 'NOT_ALLOWED',
  CrossSiteRequest = 'CROSS_SITE_REQUEST',
  UserNotFound = 'USER_NOT_FOUND',
  TooManyAttempts = 'TOO_MANY_ATTEMPTS',
  SitterNotFound = 'SITTER_NOT_FOUND',
  NotASitter = 'NOT_A_SITTER',
  AlreadyASitter = 'ALREADY_A_SITTER',
  SuburbNotFound = 'SUBURB_NOT_FOUND',
  InvalidDates = 'INVALID_DATES',
  DateBooked = 'DATE_BOOKED',
  SitterUnavailable = 'SITTER_UNAVAILABLE',
  InvalidSearch = 'INVALID_SEARCH',
  PetNotFound = 'PET_NOT_FOUND',
  PetInActiveBooking = 'PET_IN_ACTIVE_BOOKING',
  BookingNotFound = 'BOOKING_NOT_FOUND',
  InvalidBookingRequest = 'INVALID_BOOKING_REQUEST',
  BookingStateConflict = 'BOOKING_STATE_CONFLICT',
  SitterAlreadyBooked = 'SITTER_ALREADY_BOOKED',
  SittersOnly = 'SITTERS_ONLY',
  AlreadyReviewed = 'ALREADY_REVIEWED',
}

/** The message a person sees when the thrower gives none. */
const DEFAULT_MESSAGES: Record<DomainErrorCode, string> = {
  [DomainErrorCode.NotSignedIn]: 'Not signed in',
  [DomainErrorCode.UploadMissing]: 'Attach an image in the form field "file"',
  [DomainErrorCode.UploadTooLarge]: 'The image is larger than 5 MB',
  [DomainErrorCode.UnsupportedImage]: 'Only JPEG, PNG or WebP images can be uploaded',
  [DomainErrorCode.UploadNotFound]: 'Image not found',
  [DomainErrorCode.InvalidPhone]: 'Enter an Australian phone number, like 0412 345 678 or (02) 9876 5432',
  [DomainErrorCode.ChannelNotFound]: 'Conversation not found',
  [DomainErrorCode.ChatPartnerNotFound]: 'There is nobody to message there',
  [DomainErrorCode.ChatWithYourself]: 'You cannot message yourself',
  [DomainErrorCode.InvalidCursor]: 'The page cursor is not valid',
  [DomainErrorCode.ChatMessageInvalid]: 'Write a message or attach a photo',
  [DomainErrorCode.InvalidCredentials]: 'Incorrect email or password',
  [DomainErrorCode.WeakPassword]: 'Choose a stronger password',
  [DomainErrorCode.EmailTaken]: 'An account with this email already exists',
  [DomainErrorCode.NotAllowed]: 'You are not allowed to do this',
  [DomainErrorCode.CrossSiteRequest]: 'Cross-site request refused',
  [DomainErrorCode.UserNotFound]: 'User not found',
  [DomainErrorCode.TooManyAttempts]: 'Too many attempts. Try again in a minute.',
  [DomainErrorCode.SitterNotFound]: 'Sitter not found',
  [DomainErrorCode.NotASitter]: "You don't have a sitter profile yet",
  [DomainErrorCode.AlreadyASitter]: 'You are already registered as a sitter',
  [DomainErrorCode.SuburbNotFound]: "We couldn't find that suburb and postcode",
  [DomainErrorCode.InvalidDates]: 'Those dates are not valid',
  [DomainErrorCode.DateBooked]: 'That date is booked and cannot be changed',
  [DomainErrorCode.SitterUnavailable]: 'The sitter is not available on those dates',
  [DomainErrorCode.InvalidSearch]: 'Those search filters do not fit together',
  [DomainErrorCode.PetNotFound]: 'Pet not found',
  [DomainErrorCode.PetInActiveBooking]: 'This pet is part of an upcoming or current booking, so it cannot be removed yet',
  [DomainErrorCode.BookingNotFound]: 'Booking not found',
  [DomainErrorCode.InvalidBookingRequest]: 'This booking request is not valid',
  [DomainErrorCode.BookingStateConflict]: 'This booking cannot be changed that way now',
  [DomainErrorCode.SitterAlreadyBooked]: 'The sitter is already booked for part of these dates',
  [DomainErrorCode.SittersOnly]: 'Only sitters can do this',
  [DomainErrorCode.AlreadyReviewed]: 'You have already reviewed this booking',
};

export class DomainError extends ApiError {
  override readonly name = 'DomainError';
  constructor(
    readonly code: DomainErrorCode,
    message: string = DEFAULT_MESSAGES[code],
  ) {
    super(message);
  }

  get status(): HttpStatus {
    return statusForCode(this.code);
  }
}

/** The HTTP status of each code: a Record, so a code without a status does not compile. */
const STATUS_BY_CODE: Readonly<Record<DomainErrorCode, HttpStatus>> = {
  [DomainErrorCode.WeakPassword]: HttpStatus.BAD_REQUEST,
  [DomainErrorCode.SuburbNotFound]: HttpStatus.BAD_REQUEST,
  [DomainErrorCode.InvalidDates]: HttpStatus.BAD_REQUEST,
  [DomainErrorCode.InvalidSearch]: HttpStatus.BAD_REQUEST,
  [DomainErrorCode.UploadMissing]: HttpStatus.BAD_REQUEST,
  [DomainErrorCode.InvalidPhone]: HttpStatus.BAD_REQUEST,
  [DomainErrorCode.ChatWithYourself]: HttpStatus.BAD_REQUEST,
  [DomainErrorCode.InvalidCursor]: HttpStatus.BAD_REQUEST,
  [DomainErrorCode.ChatMessageInvalid]: HttpStatus.BAD_REQUEST,
  [DomainErrorCode.InvalidBookingRequest]: HttpStatus.BAD_REQUEST,
  [DomainErrorCode.SittersOnly]: HttpStatus.FORBIDDEN,
  [DomainErrorCode.PetNotFound]: HttpStatus.NOT_FOUND,
  [DomainErrorCode.BookingNotFound]: HttpStatus.NOT_FOUND,
  [DomainErrorCode.PetInActiveBooking]: HttpStatus.CONFLICT,
  [DomainErrorCode.BookingStateConflict]: HttpStatus.CONFLICT,
  [DomainErrorCode.SitterAlreadyBooked]: HttpStatus.CONFLICT,
  [DomainErrorCode.AlreadyReviewed]: HttpStatus.CONFLICT,
  [DomainErrorCode.NotSignedIn]: HttpStatus.UNAUTHORIZED,
  [DomainErrorCode.InvalidCredentials]: HttpStatus.UNAUTHORIZED,
  [DomainErrorCode.NotAllowed]: HttpStatus.FORBIDDEN,
  [DomainErrorCode.CrossSiteRequest]: HttpStatus.FORBIDDEN,
  [DomainErrorCode.UserNotFound]: HttpStatus.NOT_FOUND,
  [DomainErrorCode.SitterNotFound]: HttpStatus.NOT_FOUND,
  [DomainErrorCode.NotASitter]: HttpStatus.NOT_FOUND,
  [DomainErrorCode.UploadNotFound]: HttpStatus.NOT_FOUND,
  [DomainErrorCode.ChannelNotFound]: HttpStatus.NOT_FOUND,
  [DomainErrorCode.ChatPartnerNotFound]: HttpStatus.NOT_FOUND,
  [DomainErrorCode.EmailTaken]: HttpStatus.CONFLICT,
  [DomainErrorCode.AlreadyASitter]: HttpStatus.CONFLICT,
  [DomainErrorCode.DateBooked]: HttpStatus.CONFLICT,
  [DomainErrorCode.SitterUnavailable]: HttpStatus.CONFLICT,
  [DomainErrorCode.TooManyAttempts]: HttpStatus.TOO_MANY_REQUESTS,
  [DomainErrorCode.UploadTooLarge]: HttpStatus.PAYLOAD_TOO_LARGE,
  [DomainErrorCode.UnsupportedImage]: HttpStatus.UNSUPPORTED_MEDIA_TYPE,
};

export function statusForCode(code: DomainErrorCode): HttpStatus {
  return STATUS_BY_CODE[code];
}
