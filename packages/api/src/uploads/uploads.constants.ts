// The size limit, the multipart field and the URL prefix live in @pawpal/contract (the app checks
// the same size before uploading); these are the API's own.

/** Decoded images larger than this many pixels are refused (a small file can decode to gigabytes). */
export const UPLOAD_MAX_PIXELS = 40_000_000;
/** Stored images never change (random names): cache them for a year. */
export const UPLOAD_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** An image nothing references (profile, sitter photos, pet, chat message) this long after its upload is deleted by the scheduler's sweep. */
export const UNUSED_UPLOAD_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** Images deleted per sweep at most (the rest on the next): a sweep stays short. */
export const UNUSED_UPLOAD_SWEEP_BATCH = 500;
