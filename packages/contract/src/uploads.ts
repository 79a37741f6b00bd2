/* Images (POST /api/uploads/images, served from /api/uploads/<name>). */

/** Largest image accepted, bytes (5 MB); larger answers 413. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** Multipart field that carries the file (uploads and the profile photo). */
export const UPLOAD_FIELD = 'file';
/** Path of the upload endpoint. */
export const UPLOAD_IMAGES_PATH = '/api/uploads/images';
/** Public URL prefix of stored images: `${UPLOADS_URL_PREFIX}<name>`. */
export const UPLOADS_URL_PREFIX = '/api/uploads/';
/** The shape of a URL of an image stored by POST /api/uploads/images (sitter and pet photos must match it; the API also checks it is the member's own upload). */
export const UPLOAD_URL_PATTERN = /^\/api\/uploads\/[A-Za-z0-9][A-Za-z0-9._-]*$/;
/** Image types the API accepts (checked by content, re-encoded). */
export const UPLOAD_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** 201 answer of POST /api/uploads/images. */
export interface UploadResponse {
  /** The upload's id (a UUID): what `photoUploadIds` of care check-outs and incidents name. */
  id: string;
  /** Where it is served; what a sitter profile, a pet or a message names (only the member who uploaded it may). */
  url: string;
}

/**
 * Resized copies of a stored image the API serves as `${UPLOADS_URL_PREFIX}<name>?w=<width>&fmt=<format>`
 * (made on first request, then cached on disk and by browsers): the widths a srcset offers, and
 * the modern formats. Any other width or format is refused (a bounded set of files per image).
 */
export const IMAGE_VARIANT_WIDTHS = [160, 320, 640, 1280] as const;
export type ImageVariantWidth = (typeof IMAGE_VARIANT_WIDTHS)[number];
export const IMAGE_VARIANT_FORMATS = ['webp', 'avif'] as const;
export type ImageVariantFormat = (typeof IMAGE_VARIANT_FORMATS)[number];
