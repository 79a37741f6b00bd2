import { createHash } from 'node:crypto';
import { access, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { type EntityManager } from 'typeorm';

/*
 * Demo pictures, drawn at seed time (no downloads): every seeded sitter gets an avatar and every
 * seeded pet a picture, so search results and profiles look like a real marketplace. A small
 * pool (a person's or a paw's silhouette on each of eight colours) is drawn once as PNG into
 * UPLOAD_DIR under names the uploads feature serves (32 hex characters), and each sitter and pet
 * is given one by its id: 16 drawings, not one per row, so seeding stays fast (every API test
 * app seeds).
 */

/** Edge of a seeded picture in pixels (avatars show at 40–96 CSS px). */
export const SEED_PICTURE_SIZE = 192;

export const SEED_PICTURE_COLOURS = ['#0f766e', '#0369a1', '#7c3aed', '#b45309', '#be123c', '#15803d', '#4338ca', '#a16207'] as const;

type Kind = 'person' | 'pet';

/** The SVG of one picture: a person's head and shoulders, or a paw print, in white on `colour`. */
export function seedPictureSvg(kind: Kind, colour: string): string {
  const s = SEED_PICTURE_SIZE;
  const figure =
    kind === 'person'
      ? `<circle cx="${s / 2}" cy="${s * 0.38}" r="${s * 0.18}"/><path d="M${s * 0.18} ${s} C${s * 0.18} ${s * 0.66} ${s * 0.82} ${s * 0.66} ${s * 0.82} ${s} Z"/>`
      : `<ellipse cx="${s / 2}" cy="${s * 0.62}" rx="${s * 0.2}" ry="${s * 0.17}"/>` +
        [
          [0.27, 0.4],
          [0.41, 0.28],
          [0.59, 0.28],
          [0.73, 0.4],
        ]
          .map(([x, y]) => `<circle cx="${s * x!}" cy="${s * y!}" r="${s * 0.075}"/>`)
          .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}" viewBox="0 0 ${s} ${s}"><rect width="${s}" height="${s}" fill="${colour}"/><g fill="#ffffff" fill-opacity="0.9">${figure}</g></svg>`;
}

/** The stored name of a pool picture (what the uploads feature serves). */
export function seedPictureName(kind: Kind, colour: string): string {
  return `${createHash('sha256').update(`pawpal-seed-picture:${kind}:${colour}`).digest('hex').slice(0, 32)}.png`;
}

/** Which pool picture a row gets: a colour picked from its id. */
function colourOf(id: string): string {
  const byte = createHash('sha256').update(id).digest()[0]!;
  return SEED_PICTURE_COLOURS[byte % SEED_PICTURE_COLOURS.length]!;
}

/** Draws the pool into `uploadDir` (a picture already there is kept). */
async function drawPool(uploadDir: string): Promise<void> {
  await mkdir(uploadDir, { recursive: true });
  for (const kind of ['person', 'pet'] as const) {
    for (const colour of SEED_PICTURE_COLOURS) {
      const file = path.join(uploadDir, seedPictureName(kind, colour));
      try {
        await access(file);
        continue;
      } catch {
        // Not drawn yet.
      }
      const png = await sharp(Buffer.from(seedPictureSvg(kind, colour)))
        .png({ compressionLevel: 9, palette: true })
        .toBuffer();
      await writeFile(file, png);
    }
  }
}

/** Pictures for the seeded sitters and pets that have none. Returns how many rows got one. */
export async function seedPictures(manager: EntityManager, uploadDir: string): Promise<number> {
  await drawPool(uploadDir);
  const url = (kind: Kind, id: string) => `/api/uploads/${seedPictureName(kind, colourOf(id))}`;
  const sitters = (await manager.query(
    `SELECT u.id FROM users u JOIN sitter_profiles s ON s.user_id = u.id WHERE u.profile_image_url IS NULL`,
  )) as { id: string }[];
  const pets = (await manager.query(`SELECT id FROM pets WHERE photo_url IS NULL`)) as { id: string }[];
  await manager.query(
    `UPDATE users SET profile_image_url = t.url FROM unnest($1::uuid[], $2::text[]) AS t(id, url) WHERE users.id = t.id`,
    [sitters.map((row) => row.id), sitters.map((row) => url('person', row.id))],
  );
  await manager.query(`UPDATE pets SET photo_url = t.url FROM unnest($1::uuid[], $2::text[]) AS t(id, url) WHERE pets.id = t.id`, [
    pets.map((row) => row.id),
    pets.map((row) => url('pet', row.id)),
  ]);
  return sitters.length + pets.length;
}
