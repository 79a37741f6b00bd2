/** Largest image accepted (spec: up to 5 MB). Larger gets 413. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** Decoded images larger than this many pixels are refused (a small file can decode to gigabytes). */
export const UPLOAD_MAX_PIXELS = 40_000_000;
/** Public URL prefix of stored images: `${UPLOADS_URL_PREFIX}<name>`. */
export const UPLOADS_URL_PREFIX = '/api/uploads/';
/** Multipart field that carries the image. */
export const UPLOAD_FIELD = 'file';
/** Stored images never change (random names): cache them for a year. */
export const UPLOAD_CACHE_CONTROL = 'public, max-age=31536000, immutable';
