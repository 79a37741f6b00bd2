import { HttpStatus } from '@nestjs/common';

/**
 * The base of every error a feature throws on purpose: it carries the HTTP status the client gets,
 * so the one exception filter maps by this class alone and knows no feature. A 4xx answers
 * `{ statusCode, error, message }` with the error's message; a 5xx is the server's fault (a broken
 * configuration, missing data): logged with its stack and answered with the generic 500.
 */
export abstract class ApiError extends Error {
  abstract readonly status: number;
}

/**
 * What went wrong, in the domain's words: the API's one vocabulary of error codes. Services throw
 * DomainError with one of these; each code's HTTP status is decided in statusForCode (exhaustive),
 * which the error carries. A new feature adds its codes here and the compiler points at the switch
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
  InvalidPaymentDetails = 'INVALID_PAYMENT_DETAILS',
  PaymentDeclined = 'PAYMENT_DECLINED',
  PaymentMethodUnavailable = 'PAYMENT_METHOD_UNAVAILABLE',
  InvalidWebhookSignature = 'INVALID_WEBHOOK_SIGNATURE',
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
  [DomainErrorCode.InvalidPaymentDetails]: 'Check your card details',
  [DomainErrorCode.PaymentDeclined]: 'Your card was declined.',
  [DomainErrorCode.PaymentMethodUnavailable]: 'This payment method is not available',
  [DomainErrorCode.InvalidWebhookSignature]: 'Invalid webhook signature',
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

export function statusForCode(code: DomainErrorCode): HttpStatus {
  switch (code) {
    case DomainErrorCode.WeakPassword:
    case DomainErrorCode.SuburbNotFound:
    case DomainErrorCode.InvalidDates:
    case DomainErrorCode.InvalidSearch:
    case DomainErrorCode.UploadMissing:
    case DomainErrorCode.InvalidPhone:
    case DomainErrorCode.ChatWithYourself:
    case DomainErrorCode.InvalidCursor:
    case DomainErrorCode.ChatMessageInvalid:
      return HttpStatus.BAD_REQUEST;
    case DomainErrorCode.InvalidBookingRequest:
    case DomainErrorCode.InvalidPaymentDetails:
    case DomainErrorCode.InvalidWebhookSignature:
      return HttpStatus.BAD_REQUEST;
    case DomainErrorCode.PaymentDeclined:
      return HttpStatus.PAYMENT_REQUIRED;
    case DomainErrorCode.SittersOnly:
      return HttpStatus.FORBIDDEN;
    case DomainErrorCode.PetNotFound:
    case DomainErrorCode.BookingNotFound:
    case DomainErrorCode.PaymentMethodUnavailable:
      return HttpStatus.NOT_FOUND;
    case DomainErrorCode.PetInActiveBooking:
    case DomainErrorCode.BookingStateConflict:
    case DomainErrorCode.SitterAlreadyBooked:
    case DomainErrorCode.AlreadyReviewed:
      return HttpStatus.CONFLICT;
    case DomainErrorCode.NotSignedIn:
    case DomainErrorCode.InvalidCredentials:
      return HttpStatus.UNAUTHORIZED;
    case DomainErrorCode.NotAllowed:
    case DomainErrorCode.CrossSiteRequest:
      return HttpStatus.FORBIDDEN;
    case DomainErrorCode.UserNotFound:
    case DomainErrorCode.SitterNotFound:
    case DomainErrorCode.NotASitter:
    case DomainErrorCode.UploadNotFound:
    case DomainErrorCode.ChannelNotFound:
    case DomainErrorCode.ChatPartnerNotFound:
      return HttpStatus.NOT_FOUND;
    case DomainErrorCode.EmailTaken:
    case DomainErrorCode.AlreadyASitter:
    case DomainErrorCode.DateBooked:
    case DomainErrorCode.SitterUnavailable:
      return HttpStatus.CONFLICT;
    case DomainErrorCode.TooManyAttempts:
      return HttpStatus.TOO_MANY_REQUESTS;
    case DomainErrorCode.UploadTooLarge:
      return HttpStatus.PAYLOAD_TOO_LARGE;
    case DomainErrorCode.UnsupportedImage:
      return HttpStatus.UNSUPPORTED_MEDIA_TYPE;
    default:
      code satisfies never;
      throw new Error(`Unmapped domain error code ${String(code)}`);
  }
}
