import { randomBytes } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { type MultipartFile } from '@fastify/multipart';
import { type FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { UPLOAD_FIELD, UPLOAD_MAX_BYTES, UPLOADS_URL_PREFIX } from '@pawpal/contract';
import { type AppConfig } from '../platform/config/config.js';
import { APP_CONFIG } from '../platform/config/config.module.js';
import { DomainError, DomainErrorCode } from '../platform/errors/domain-error.js';
import { detectImageFormat, IMAGE_CONTENT_TYPES, IMAGE_EXTENSIONS, type ImageFormat } from './image-type.js';
import { UPLOAD_MAX_PIXELS } from './uploads.constants.js';

/** A stored image: its public URL (relative to the app's origin). */
export interface StoredImage {
  url: string;
  name: string;
  format: ImageFormat;
}

/** Stored names: 32 random hex characters and the format's extension. Nothing else is ever served. */
const STORED_NAME = /^[0-9a-f]{32}\.(jpg|png|webp)$/;
const CONTENT_TYPE_BY_EXTENSION: Record<string, string> = { jpg: IMAGE_CONTENT_TYPES.jpeg, png: IMAGE_CONTENT_TYPES.png, webp: IMAGE_CONTENT_TYPES.webp };

/**
 * The one image pipeline (uploads, profile photos, chat photos): read one multipart file, check
 * it is JPEG/PNG/WebP by its bytes, decode and re-encode it (which drops EXIF/GPS, XMP and
 * comments), and store it under a random name in UPLOAD_DIR.
 */
@Injectable()
export class UploadsService {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** Reads the `file` field of a multipart request and stores it. 400 / 413 / 415 with clear messages. */
  async storeFromRequest(request: FastifyRequest): Promise<StoredImage> {
    const bytes = await readUploadedFile(request);
    return this.storeImage(bytes);
  }

  /** Validates by content, re-encodes without metadata and stores under a random name. */
  async storeImage(bytes: Buffer): Promise<StoredImage> {
    if (bytes.length > UPLOAD_MAX_BYTES) throw new DomainError(DomainErrorCode.UploadTooLarge);
    const format = detectImageFormat(bytes);
    if (!format) throw new DomainError(DomainErrorCode.UnsupportedImage);
    const encoded = await reencode(bytes, format);
    const name = `${randomBytes(16).toString('hex')}.${IMAGE_EXTENSIONS[format]}`;
    await mkdir(this.config.uploadDir, { recursive: true });
    // Written under a temporary name and renamed: a reader never sees half a file.
    const finalPath = path.join(this.config.uploadDir, name);
    const temporaryPath = `${finalPath}.${process.pid}.tmp`;
    await writeFile(temporaryPath, encoded, { flag: 'wx' });
    await rename(temporaryPath, finalPath);
    return { url: `${UPLOADS_URL_PREFIX}${name}`, name, format };
  }

  /** Opens a stored image for serving; 404 for anything that is not a stored name. */
  async open(name: string): Promise<{ stream: ReadStream; contentType: string; size: number }> {
    if (!STORED_NAME.test(name)) throw new DomainError(DomainErrorCode.UploadNotFound);
    const filePath = path.join(this.config.uploadDir, name);
    let size: number;
    try {
      size = (await stat(filePath)).size;
    } catch {
      throw new DomainError(DomainErrorCode.UploadNotFound);
    }
    const extension = name.slice(name.lastIndexOf('.') + 1);
    return { stream: createReadStream(filePath), contentType: CONTENT_TYPE_BY_EXTENSION[extension] ?? 'application/octet-stream', size };
  }

  /** True when `url` is one of our stored images (what chat and profiles accept as a photo URL). */
  isStoredImageUrl(url: string): boolean {
    return url.startsWith(UPLOADS_URL_PREFIX) && STORED_NAME.test(url.slice(UPLOADS_URL_PREFIX.length));
  }
}

/** The bytes of the single `file` part, at most UPLOAD_MAX_BYTES (413 beyond, detected while streaming). */
async function readUploadedFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw new DomainError(DomainErrorCode.UnsupportedImage, 'Send the image as multipart/form-data in a field named "file"');
  }
  let part: MultipartFile | undefined;
  try {
    part = await request.file({ limits: { fileSize: UPLOAD_MAX_BYTES, files: 1 } });
    if (!part) throw new DomainError(DomainErrorCode.UploadMissing);
    if (part.fieldname !== UPLOAD_FIELD) throw new DomainError(DomainErrorCode.UploadMissing);
    const bytes = await part.toBuffer();
    // Busboy marks a file cut at the limit as truncated; depending on timing toBuffer may not throw.
    if (part.file.truncated || bytes.length > UPLOAD_MAX_BYTES) throw new DomainError(DomainErrorCode.UploadTooLarge);
    if (bytes.length === 0) throw new DomainError(DomainErrorCode.UploadMissing, 'The uploaded file is empty');
    return bytes;
  } catch (error) {
    if (error instanceof DomainError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new DomainError(DomainErrorCode.UploadTooLarge);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw new DomainError(DomainErrorCode.UploadMissing, 'Send exactly one image in the form field "file"');
    }
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
      throw new DomainError(DomainErrorCode.UnsupportedImage, 'Send the image as multipart/form-data in a field named "file"');
    }
    // Busboy's errors on a malformed body ("Unexpected end of form", boundary problems).
    if (error instanceof Error && !('statusCode' in error && (error as { statusCode: number }).statusCode >= 500)) {
      throw new DomainError(DomainErrorCode.UploadMissing, 'The upload was not a valid multipart form');
    }
    throw error;
  }
}

/**
 * Decodes and re-encodes in the same format. sharp writes no metadata unless asked (no EXIF, GPS,
 * XMP, IPTC); `rotate()` first applies the EXIF orientation so dropping it does not turn photos.
 * A file that only starts like an image fails to decode: 415.
 */
async function reencode(bytes: Buffer, format: ImageFormat): Promise<Buffer> {
  try {
    const image = sharp(bytes, { failOn: 'error', limitInputPixels: UPLOAD_MAX_PIXELS }).rotate();
    switch (format) {
      case 'jpeg':
        return await image.jpeg({ quality: 85, mozjpeg: true }).toBuffer();
      case 'png':
        return await image.png().toBuffer();
      case 'webp':
        return await image.webp({ quality: 85 }).toBuffer();
      default:
        format satisfies never;
        throw new Error('unreachable');
    }
  } catch {
    throw new DomainError(DomainErrorCode.UnsupportedImage, 'The file could not be read as a JPEG, PNG or WebP image');
  }
}
