import { UPLOADS_URL_PREFIX } from '@pawpal/contract';
import { type EntityManager } from 'typeorm';
import { storedNameOf } from './stored-names.js';
import { UploadsError } from './uploads.errors.js';

/** Which URLs the check may leave alone: those the record already holds. */
export interface OwnUploadsOptions {
  kept?: readonly (string | null | undefined)[];
}

/**
 * The rule for naming an image on a sitter profile or a pet: each URL must name an image the
 * member `ownerId` uploaded themself (POST /api/uploads/images), still stored and not being
 * deleted by the unused-upload sweep; anything else (a made-up name, another member's upload, an
 * image swept away) is a 400. An upload can be referenced only by the member who uploaded it.
 *
 * URLs in `kept` (what the record holds already) pass unchecked: a photo saved before this rule,
 * or one of the demo seed's pictures (written by the seed, with no upload row), stays until
 * the member replaces it, so re-saving a form that sends its photos back keeps working.
 *
 * Call it in the transaction that writes the reference: it locks the uploads' rows (FOR SHARE)
 * until that transaction ends, and the sweep skips locked rows, so an image cannot be deleted
 * between this check and the commit of the profile or pet that names it (UploadsService.sweepUnused).
 */
export async function assertOwnUploads(
  manager: EntityManager,
  ownerId: string,
  urls: readonly (string | null | undefined)[],
  options: OwnUploadsOptions = {},
): Promise<void> {
  const kept = new Set(options.kept ?? []);
  const names = new Set<string>();
  for (const url of urls) {
    if (url === null || url === undefined || kept.has(url)) continue;
    const name = storedNameOf(url);
    if (name === null) throw notYours(url);
    names.add(name);
  }
  if (names.size === 0) return;
  const rows = (await manager.query(
    `SELECT name FROM uploads WHERE name = ANY ($1) AND owner_id = $2 AND deleting_at IS NULL ORDER BY name FOR SHARE`,
    [[...names], ownerId],
  )) as { name: string }[];
  const found = new Set(rows.map((row) => row.name));
  const missing = [...names].find((name) => !found.has(name));
  if (missing !== undefined) throw notYours(`${UPLOADS_URL_PREFIX}${missing}`);
}

function notYours(url: string): UploadsError {
  return new UploadsError('UPLOAD_NOT_YOURS', `Photos must be images you uploaded to Pawpal: ${url} is not one of your uploads`);
}
