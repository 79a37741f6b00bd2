// The size limit, the multipart field and the URL prefix live in @pawpal/contract (the app checks
// the same size before uploading); these are the API's own.

/** Decoded images larger than this many pixels are refused (a small file can decode to gigabytes). */
export const UPLOAD_MAX_PIXELS = 40_000_000;
/** Stored images never change (random names): cache them for a year. */
export const UPLOAD_CACHE_CONTROL = 'public, max-age=31536000, immutable';
