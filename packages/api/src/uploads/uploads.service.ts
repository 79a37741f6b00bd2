import { randomBytes } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { type MultipartFile } from '@fastify/multipart';
import { type FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { DataSource, type EntityManager } from 'typeorm';
import { UPLOAD_FIELD, UPLOAD_MAX_BYTES, UPLOADS_URL_PREFIX } from '@pawpal/contract';
import { UPLOADS_CONFIG, type UploadsConfig } from './uploads-config.js';
import { Clock } from '../platform/clock/clock.js';
import { detectImageFormat, IMAGE_CONTENT_TYPES, IMAGE_EXTENSIONS, type ImageFormat } from './image-type.js';
import { variantPaths } from './image-variants.js';
import { STORED_NAME, storedNameOf } from './stored-names.js';
import { STORAGE_FULL_CODES, UploadQuotaError, UploadStorageFullError } from './uploads.errors.js';
import { UNUSED_UPLOAD_MAX_AGE_MS, UNUSED_UPLOAD_SWEEP_BATCH, UPLOAD_MAX_PIXELS } from './uploads.constants.js';
import { UploadsError } from './uploads.errors.js';

/** An upload a member names by id (the uploads row's UUID), with its stored name and the URL it is served at. */
export interface UploadedImage {
  id: string;
  name: string;
  url: string;
}

/**
 * A condition in SQL on the uploads row `up` that is true while a feature still shows that image
 * (`EXISTS (SELECT 1 FROM incidents i WHERE i.photos @> ARRAY[up.id::text])`): the unused-upload sweep
 * keeps it. Features register theirs with `UploadsService.keepWhile`, so this folder names none
 * of their tables.
 */
export type UploadReference = (upload: 'up') => string;

/** A stored image: its id, its public URL (relative to the app's origin). */
export interface StoredImage {
  id: string;
  url: string;
  name: string;
  format: ImageFormat;
}
/** Any constant shared by every instance: the advisory lock (with the member's hash) serialising one member's quota checks. */
const UPLOAD_QUOTA_LOCK = 7_263_014;

/** The file operations that store an image: a seam, so a test can fill the disk (ENOSPC) without a tiny filesystem. */
export interface UploadFiles {
  write(filePath: string, bytes: Buffer): Promise<void>;
  rename(from: string, to: string): Promise<void>;
}

const NODE_UPLOAD_FILES: UploadFiles = {
  write: (filePath, bytes) => writeFile(filePath, bytes, { flag: 'wx' }),
  rename: (from, to) => rename(from, to),
};

const CONTENT_TYPE_BY_EXTENSION: Record<string, string> = {
  jpg: IMAGE_CONTENT_TYPES.jpeg,
  png: IMAGE_CONTENT_TYPES.png,
  webp: IMAGE_CONTENT_TYPES.webp,
};

/**
 * The one image pipeline (uploads, profile photos, chat photos): read one multipart file, check
 * it is JPEG/PNG/WebP by its bytes, decode and re-encode it (which drops EXIF/GPS, XMP and
 * comments), and store it under a random name in UPLOAD_DIR.
 */
@Injectable()
export class UploadsService {
  private readonly logger = new Logger(UploadsService.name);
  /** How images reach the disk (tests replace it to simulate a full disk). */
  files: UploadFiles = NODE_UPLOAD_FILES;
  private readonly references: UploadReference[] = [];

  constructor(
    @Inject(UPLOADS_CONFIG) private readonly config: UploadsConfig,
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  /**
   * Reads the `file` field of a multipart request and stores it for the signed-in member (their
   * quota: 413 when full, checked before reading too). 400 / 413 / 415 / 507 with clear messages.
   */
  async storeFromRequest(request: FastifyRequest): Promise<StoredImage> {
    const ownerId = request.currentUser?.id;
    if (ownerId !== undefined) await this.assertQuotaLeft(ownerId, 1);
    const bytes = await readUploadedFile(request);
    return this.storeImage(bytes, ownerId);
  }

  /**
   * Validates by content, re-encodes without metadata and stores under a random name, recorded
   * for `ownerId` (counted in their quota). A failed write (a full disk: 507) leaves no file and
   * no record behind.
   */
  async storeImage(bytes: Buffer, ownerId?: string): Promise<StoredImage> {
    if (bytes.length > UPLOAD_MAX_BYTES) throw new UploadsError('UPLOAD_TOO_LARGE');
    const format = detectImageFormat(bytes);
    if (!format) throw new UploadsError('UNSUPPORTED_IMAGE');
    const encoded = await reencode(bytes, format);
    const name = `${randomBytes(16).toString('hex')}.${IMAGE_EXTENSIONS[format]}`;
    const id = await this.record(name, encoded.length, ownerId);
    const finalPath = path.join(this.config.dir, name);
    // Written under a temporary name and renamed: a reader never sees half a file.
    const temporaryPath = `${finalPath}.${process.pid}.tmp`;
    try {
      await mkdir(this.config.dir, { recursive: true });
      await this.files.write(temporaryPath, encoded);
      await this.files.rename(temporaryPath, finalPath);
    } catch (error) {
      await removeIfPresent(temporaryPath).catch(() => undefined);
      await this.dataSource.query(`DELETE FROM uploads WHERE name = $1`, [name]);
      const code = (error as { code?: unknown }).code;
      if (typeof code === 'string' && STORAGE_FULL_CODES.has(code)) {
        this.logger.error(`Upload refused: ${code} writing to UPLOAD_DIR ${this.config.dir} (the disk is full)`);
        throw new UploadStorageFullError();
      }
      throw error;
    }
    return { id, url: `${UPLOADS_URL_PREFIX}${name}`, name, format };
  }

  /** Keeps every upload `reference` names from the unused-upload sweep (called in a feature's onModuleInit). */
  keepWhile(reference: UploadReference): void {
    this.references.push(reference);
  }

  /**
   * The uploads `ids` names, each uploaded by `ownerId`, in the order given; 400 naming the first
   * that is not one of theirs (unknown, someone else's, or uploaded signed out). Read in the
   * caller's transaction.
   */
  async ownedImages(manager: EntityManager, ownerId: string, ids: readonly string[]): Promise<UploadedImage[]> {
    if (ids.length === 0) return [];
    // FOR SHARE: the unused-upload sweep skips a row named by a change that has not committed yet;
    // one it has marked for deletion can no longer be named.
    const rows = (await manager.query(
      `SELECT id::text AS id, name FROM uploads WHERE owner_id = $1 AND id::text = ANY ($2::text[]) AND deleting_at IS NULL FOR SHARE`,
      [ownerId, [...ids]],
    )) as { id: string; name: string }[];
    const owned = new Map(rows.map((row) => [row.id, row.name]));
    const missing = ids.find((id) => !owned.has(id));
    if (missing !== undefined) {
      throw new UploadsError(
        'UPLOAD_NOT_YOURS',
        `${missing.slice(0, 64)} is not an image you uploaded: upload it first (POST /api/uploads/images)`,
      );
    }
    return ids.map((id) => ({ id, name: owned.get(id)!, url: `${UPLOADS_URL_PREFIX}${owned.get(id)!}` }));
  }

  /**
   * Deletes the images uploaded more than a day before `now` that nothing references (a profile
   * picture, sitter photos, a pet's photo, a chat message, or what a feature registered with
   * `keepWhile`, such as an incident's photos): an upload abandoned in a form, or replaced since,
   * with the resized copies made of it. Images from before the uploads table (the
   * demo seed's) have no row and stay.
   *
   * Never one that a profile, pet or message names, even one being named right now: the rows are
   * locked and marked `deleting_at` in one transaction before any file goes. A change naming an
   * upload holds its row (FOR SHARE, assertOwnUploads) until it commits, and the sweep skips locked
   * rows; a row it did lock is asked again in a statement of its own, which sees every reference
   * committed before the lock; and a marked upload can no longer be named. Then the files (the
   * resized copies, then the original), then the rows: a stop in between leaves marked rows that
   * the next sweep finishes.
   * Run by the scheduler's sweep; answers how many were deleted.
   */
  async sweepUnused(now: Date = this.clock.now()): Promise<number> {
    const unreferenced = `NOT EXISTS (SELECT 1 FROM users u WHERE u.profile_image_url = $2 || up.name)
         AND NOT EXISTS (SELECT 1 FROM sitter_profiles s WHERE $2 || up.name = ANY (s.photo_urls))
         AND NOT EXISTS (SELECT 1 FROM pets p WHERE p.photo_url = $2 || up.name)
         AND NOT EXISTS (SELECT 1 FROM chat_messages m WHERE m.photo_url = $2 || up.name)
         ${this.references.map((reference) => `AND NOT (${reference('up')})`).join('\n         ')}`;
    const marked = await this.dataSource.transaction(async (manager) => {
      const candidates = (await manager.query(
        `SELECT up.name FROM uploads up
          WHERE up.deleting_at IS NOT NULL OR (up.created_at < $1 AND ${unreferenced})
          ORDER BY up.created_at
          LIMIT ${UNUSED_UPLOAD_SWEEP_BATCH}
          FOR UPDATE SKIP LOCKED`,
        [new Date(now.getTime() - UNUSED_UPLOAD_MAX_AGE_MS), UPLOADS_URL_PREFIX],
      )) as { name: string }[];
      if (candidates.length === 0) return [];
      const [rows] = (await manager.query(
        `UPDATE uploads up SET deleting_at = coalesce(up.deleting_at, $3)
          WHERE up.name = ANY ($1) AND (up.deleting_at IS NOT NULL OR (${unreferenced}))
          RETURNING up.name`,
        [candidates.map((row) => row.name), UPLOADS_URL_PREFIX, now],
      )) as [{ name: string }[], number];
      return rows.map((row) => row.name);
    });
    if (marked.length === 0) return 0;
    const removed: string[] = [];
    for (const name of marked) {
      try {
        for (const variant of variantPaths(this.config.dir, name)) await removeIfPresent(variant);
        await removeIfPresent(path.join(this.config.dir, name));
        removed.push(name);
      } catch (error) {
        this.logger.warn(`Could not delete the unused upload ${name}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    if (removed.length > 0) await this.dataSource.query(`DELETE FROM uploads WHERE name = ANY ($1) AND deleting_at IS NOT NULL`, [removed]);
    return removed.length;
  }

  /** 413 unless `ownerId` has room for `bytes` more. */
  private async assertQuotaLeft(ownerId: string, bytes: number): Promise<void> {
    if ((await this.usedBytes(this.dataSource.manager, ownerId)) + bytes > this.config.quotaBytes) {
      throw new UploadQuotaError(this.config.quotaBytes);
    }
  }

  /**
   * Records the image (and checks the quota) before its file is written, one member at a time, so
   * concurrent uploads cannot overshoot; answers the upload's id.
   */
  private async record(name: string, bytes: number, ownerId: string | undefined): Promise<string> {
    return this.dataSource.transaction(async (manager) => {
      if (ownerId !== undefined) {
        await manager.query(`SELECT pg_advisory_xact_lock($1, hashtext($2))`, [UPLOAD_QUOTA_LOCK, ownerId]);
        if ((await this.usedBytes(manager, ownerId)) + bytes > this.config.quotaBytes) {
          throw new UploadQuotaError(this.config.quotaBytes);
        }
      }
      const [row] = (await manager.query(`INSERT INTO uploads (name, owner_id, bytes, created_at) VALUES ($1, $2, $3, $4) RETURNING id`, [
        name,
        ownerId ?? null,
        bytes,
        this.clock.now(),
      ])) as [{ id: string }];
      return row.id;
    });
  }

  private async usedBytes(manager: EntityManager, ownerId: string): Promise<number> {
    const [{ used }] = (await manager.query(`SELECT coalesce(sum(bytes), 0)::bigint AS used FROM uploads WHERE owner_id = $1`, [
      ownerId,
    ])) as [{ used: string | number }];
    return Number(used);
  }

  /** Opens a stored image for serving; 404 for anything that is not a stored name. */
  async open(name: string): Promise<{ stream: ReadStream; contentType: string; size: number }> {
    if (!STORED_NAME.test(name)) throw new UploadsError('UPLOAD_NOT_FOUND');
    const filePath = path.join(this.config.dir, name);
    let size: number;
    try {
      size = (await stat(filePath)).size;
    } catch {
      throw new UploadsError('UPLOAD_NOT_FOUND');
    }
    const extension = name.slice(name.lastIndexOf('.') + 1);
    return { stream: createReadStream(filePath), contentType: CONTENT_TYPE_BY_EXTENSION[extension] ?? 'application/octet-stream', size };
  }

  /** True when `url` is one of our stored images (what chat accepts as a photo URL). */
  isStoredImageUrl(url: string): boolean {
    return storedNameOf(url) !== null;
  }
}

/** Deletes a file; one already gone is fine. */
async function removeIfPresent(filePath: string): Promise<void> {
  try {
    await unlink(filePath);
  } catch (error) {
    if ((error as { code?: unknown }).code !== 'ENOENT') throw error;
  }
}

/** The bytes of the single `file` part, at most UPLOAD_MAX_BYTES (413 beyond, detected while streaming). */
async function readUploadedFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw new UploadsError('UNSUPPORTED_IMAGE', 'Send the image as multipart/form-data in a field named "file"');
  }
  let part: MultipartFile | undefined;
  try {
    part = await request.file({ limits: { fileSize: UPLOAD_MAX_BYTES, files: 1 } });
    if (!part) throw new UploadsError('UPLOAD_MISSING');
    if (part.fieldname !== UPLOAD_FIELD) throw new UploadsError('UPLOAD_MISSING');
    const bytes = await part.toBuffer();
    // Busboy marks a file cut at the limit as truncated; depending on timing toBuffer may not throw.
    if (part.file.truncated || bytes.length > UPLOAD_MAX_BYTES) throw new UploadsError('UPLOAD_TOO_LARGE');
    if (bytes.length === 0) throw new UploadsError('UPLOAD_MISSING', 'The uploaded file is empty');
    return bytes;
  } catch (error) {
    if (error instanceof UploadsError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new UploadsError('UPLOAD_TOO_LARGE');
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw new UploadsError('UPLOAD_MISSING', 'Send exactly one image in the form field "file"');
    }
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
      throw new UploadsError('UNSUPPORTED_IMAGE', 'Send the image as multipart/form-data in a field named "file"');
    }
    // Busboy's errors on a malformed body ("Unexpected end of form", boundary problems).
    if (error instanceof Error && !('statusCode' in error && (error as { statusCode: number }).statusCode >= 500)) {
      throw new UploadsError('UPLOAD_MISSING', 'The upload was not a valid multipart form');
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
    throw new UploadsError('UNSUPPORTED_IMAGE', 'The file could not be read as a JPEG, PNG or WebP image');
  }
}
