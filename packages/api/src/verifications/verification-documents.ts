import { randomBytes } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import {
  MAX_VERIFICATION_DOCUMENT_BYTES,
  UPLOAD_FIELD,
  VERIFICATION_KIND_FIELD,
  VERIFICATION_KINDS,
  type VerificationKind,
} from '@pawpal/contract';
import { type FastifyRequest } from 'fastify';
import { VERIFICATIONS_CONFIG, type VerificationsConfig } from './verifications-config.js';
import { detectImageFormat, IMAGE_CONTENT_TYPES, IMAGE_EXTENSIONS } from '../uploads/image-type.js';
import { TrustError } from './verification.errors.js';

/** The document types accepted, by content: JPEG, PNG, WebP or PDF. */
export interface DocumentType {
  contentType: string;
  extension: string;
}

const PDF_SIGNATURE = '%PDF-';
const MAX_MB = MAX_VERIFICATION_DOCUMENT_BYTES / (1024 * 1024);
const TOO_LARGE = `The document is larger than ${MAX_MB} MB: send a smaller photo or PDF (at most ${MAX_MB} MB)`;
const NOT_A_DOCUMENT = 'The document must be a JPEG, PNG or WebP photo or a PDF';
const SEND_AS_FORM = `Send the document as multipart/form-data with the fields "${VERIFICATION_KIND_FIELD}" (${VERIFICATION_KINDS.join(' or ')}) and "${UPLOAD_FIELD}"`;
/** Stored names: 32 random hex characters and the type's extension. */
const STORED_NAME = /^[0-9a-f]{32}\.(jpg|png|webp|pdf)$/;

/** JPEG, PNG, WebP (magic bytes, as the image uploads) or PDF (`%PDF-`); undefined for anything else. */
export function detectDocumentType(bytes: Uint8Array): DocumentType | undefined {
  const image = detectImageFormat(bytes);
  if (image) return { contentType: IMAGE_CONTENT_TYPES[image], extension: IMAGE_EXTENSIONS[image] };
  if (bytes.length >= PDF_SIGNATURE.length && String.fromCharCode(...bytes.subarray(0, PDF_SIGNATURE.length)) === PDF_SIGNATURE) {
    return { contentType: 'application/pdf', extension: 'pdf' };
  }
  return undefined;
}

/** A submitted document read from the request, checked by content. */
export interface SubmittedDocument {
  kind: VerificationKind;
  bytes: Buffer;
  type: DocumentType;
}

/**
 * Verification documents on disk: the PRIVATE directory VERIFICATION_DIR (never under the public
 * uploads, never served statically). Files have random names; only the verifications service
 * opens them, after checking who asks.
 */
@Injectable()
export class VerificationDocuments {
  constructor(@Inject(VERIFICATIONS_CONFIG) private readonly config: VerificationsConfig) {}

  /** Reads `kind` and `file` from a multipart request. 400 / 413 / 415 with clear messages. */
  async read(request: FastifyRequest): Promise<SubmittedDocument> {
    if (!request.isMultipart()) throw new TrustError(415, SEND_AS_FORM);
    let kind: string | undefined;
    let bytes: Buffer | undefined;
    try {
      for await (const part of request.parts({ limits: { fileSize: MAX_VERIFICATION_DOCUMENT_BYTES, files: 1, fields: 2, parts: 3 } })) {
        if (part.type === 'field') {
          if (part.fieldname !== VERIFICATION_KIND_FIELD) throw TrustError.badRequest(`Unknown field "${part.fieldname}": ${SEND_AS_FORM}`);
          kind = String(part.value);
          checkKind(kind);
        } else {
          if (part.fieldname !== UPLOAD_FIELD) throw TrustError.badRequest(`Attach the document in the form field "${UPLOAD_FIELD}"`);
          bytes = await part.toBuffer();
          if (part.file.truncated || bytes.length > MAX_VERIFICATION_DOCUMENT_BYTES) throw new TrustError(413, TOO_LARGE);
        }
      }
    } catch (error) {
      if (error instanceof TrustError) throw error;
      const code = (error as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE') throw new TrustError(413, TOO_LARGE);
      if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
        throw TrustError.badRequest(`Send one document at a time: ${SEND_AS_FORM}`);
      if (error instanceof Error && !('statusCode' in error && (error as { statusCode: number }).statusCode >= 500)) {
        throw TrustError.badRequest(`The upload was not a valid multipart form: ${SEND_AS_FORM}`);
      }
      throw error;
    }
    if (kind === undefined)
      throw TrustError.badRequest(`Say which document this is: ${VERIFICATION_KIND_FIELD} must be one of ${VERIFICATION_KINDS.join(', ')}`);
    if (bytes === undefined || bytes.length === 0) throw TrustError.badRequest(`Attach the document in the form field "${UPLOAD_FIELD}"`);
    const type = detectDocumentType(bytes);
    if (!type) throw new TrustError(415, NOT_A_DOCUMENT);
    return { kind: kind as VerificationKind, bytes, type };
  }

  /** Writes the bytes under a new random name; answers the name. */
  async store(bytes: Buffer, type: DocumentType): Promise<string> {
    const name = `${randomBytes(16).toString('hex')}.${type.extension}`;
    // Owner-only permissions: identity documents.
    await mkdir(this.config.dir, { recursive: true, mode: 0o700 });
    const finalPath = path.join(this.config.dir, name);
    const temporaryPath = `${finalPath}.${process.pid}.tmp`;
    await writeFile(temporaryPath, bytes, { flag: 'wx', mode: 0o600 });
    await rename(temporaryPath, finalPath);
    return name;
  }

  /** Opens a stored document; undefined when the name is not one of ours or the file is gone. */
  async open(name: string): Promise<{ stream: ReadStream; size: number } | undefined> {
    if (!STORED_NAME.test(name)) return undefined;
    const filePath = path.join(this.config.dir, name);
    try {
      const { size } = await stat(filePath);
      return { stream: createReadStream(filePath), size };
    } catch {
      return undefined;
    }
  }

  /** Deletes a stored document (already gone is fine). */
  async remove(name: string): Promise<void> {
    if (!STORED_NAME.test(name)) return;
    await rm(path.join(this.config.dir, name), { force: true });
  }

  /** Absolute path of a stored document (tests check the file is gone). */
  pathOf(name: string): string {
    return path.join(this.config.dir, name);
  }
}

function checkKind(kind: string): asserts kind is VerificationKind {
  if (!(VERIFICATION_KINDS as readonly string[]).includes(kind)) {
    throw TrustError.badRequest(`${VERIFICATION_KIND_FIELD} must be one of ${VERIFICATION_KINDS.join(', ')} (got "${kind.slice(0, 40)}")`);
  }
}
