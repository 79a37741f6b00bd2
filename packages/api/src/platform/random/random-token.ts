import { randomBytes } from 'node:crypto';

/** Bytes of a secret token by default: 256 bits, far past guessing (at least 128 are required of any capability URL). */
export const SECRET_TOKEN_BYTES = 32;

/**
 * A secret, unguessable token from the operating system's CSPRNG, base64url (URL-safe, no padding):
 * for capability URLs such as a sitter's calendar feed. Never seededRandom, which is for repeatable
 * demo data.
 */
export function secretToken(bytes: number = SECRET_TOKEN_BYTES): string {
  if (!Number.isInteger(bytes) || bytes < 16) throw new RangeError(`A secret token needs at least 16 bytes, not ${bytes}`);
  return randomBytes(bytes).toString('base64url');
}
