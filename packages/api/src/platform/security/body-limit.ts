/** Largest request body accepted (JSON or form); larger gets 413. */
export const BODY_LIMIT_BYTES = 1024 * 1024;
