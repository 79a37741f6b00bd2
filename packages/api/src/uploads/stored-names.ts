import { UPLOADS_URL_PREFIX } from '@pawpal/contract';

/** Stored names: 32 random hex characters and the format's extension. Nothing else is ever served. */
export const STORED_NAME = /^[0-9a-f]{32}\.(jpg|png|webp)$/;

/** The stored name a URL of ours names (`/api/uploads/<name>`), or null for anything else. */
export function storedNameOf(url: string): string | null {
  if (!url.startsWith(UPLOADS_URL_PREFIX)) return null;
  const name = url.slice(UPLOADS_URL_PREFIX.length);
  return STORED_NAME.test(name) ? name : null;
}
