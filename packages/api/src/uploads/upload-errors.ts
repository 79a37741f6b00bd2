import { HttpStatus } from '@nestjs/common';
import { ApiError } from '../platform/errors/domain-error.js';

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
