import { HttpStatus } from '@nestjs/common';
import { ApiError } from '../platform/errors/domain-error.js';

export const UPLOADS_ERROR_CODES = [
  'UPLOAD_MISSING',
  'UPLOAD_TOO_LARGE',
  'UNSUPPORTED_IMAGE',
  'UPLOAD_NOT_FOUND',
  'UPLOAD_NOT_YOURS',
] as const;
export type UploadsErrorCode = (typeof UPLOADS_ERROR_CODES)[number];

/** The message a person sees when the thrower gives none. */
const MESSAGES: Record<UploadsErrorCode, string> = {
  UPLOAD_MISSING: 'Attach an image in the form field "file"',
  UPLOAD_TOO_LARGE: 'The image is larger than 5 MB',
  UNSUPPORTED_IMAGE: 'Only JPEG, PNG or WebP images can be uploaded',
  UPLOAD_NOT_FOUND: 'Image not found',
  UPLOAD_NOT_YOURS: 'Photos must be images you uploaded to Pawpal',
};

/** An image upload or download the API refuses, each with its status. */
export class UploadsError extends ApiError {
  override readonly name = 'UploadsError';

  constructor(
    readonly code: UploadsErrorCode,
    message: string = MESSAGES[code],
  ) {
    super(message);
  }

  get status(): HttpStatus {
    switch (this.code) {
      case 'UPLOAD_MISSING':
      case 'UPLOAD_NOT_YOURS':
        return HttpStatus.BAD_REQUEST;
      case 'UPLOAD_TOO_LARGE':
        return HttpStatus.PAYLOAD_TOO_LARGE;
      case 'UNSUPPORTED_IMAGE':
        return HttpStatus.UNSUPPORTED_MEDIA_TYPE;
      case 'UPLOAD_NOT_FOUND':
        return HttpStatus.NOT_FOUND;
      default:
        this.code satisfies never;
        return HttpStatus.BAD_REQUEST;
    }
  }
}

/** 413: the member's stored images would exceed their quota (UPLOAD_QUOTA_MB). */
export class UploadQuotaError extends ApiError {
  readonly status = HttpStatus.PAYLOAD_TOO_LARGE;

  constructor(quotaBytes: number) {
    super(
      `Your images have reached your ${Math.floor(quotaBytes / (1024 * 1024))} MB storage limit. ` +
        'Images not used on a profile, a pet or a message are removed a day after upload; try again then.',
    );
  }
}

/** 507: the server's disk (or quota) is full. Not the member's fault and not a bug: they may try again later. */
export class UploadStorageFullError extends ApiError {
  readonly status = HttpStatus.INSUFFICIENT_STORAGE;
  override readonly expected = true;

  constructor() {
    super('The server has no room to store images right now. Nothing was saved; please try again later.');
  }
}

/** The errno codes of a full disk or a spent disk quota. */
export const STORAGE_FULL_CODES: ReadonlySet<string> = new Set(['ENOSPC', 'EDQUOT']);
