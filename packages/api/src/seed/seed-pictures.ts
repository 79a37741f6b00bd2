import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createAvatar } from '@dicebear/core';
import * as notionists from '@dicebear/notionists';
import { type PetSpecies } from '@pawpal/contract';
import sharp from 'sharp';
import { type EntityManager } from 'typeorm';

/*
 * Demo pictures, drawn at seed time (no downloads): every seeded sitter gets a portrait and every
 * seeded pet a picture, so search results and profiles look like a real marketplace. Each is
 * drawn from its row's id (the same id always gives the same picture, different ids different
 * ones) as PNG into UPLOAD_DIR, under a name the uploads feature serves (32 hex characters).
 * Sitters' portraits come from DiceBear's "notionists" style (CC0, docs/decisions/0035-seed-pictures.md);
 * DiceBear has no animal style, so pets are drawn here: a dog, cat, rabbit or bird face by
 * species, in varied coats and backgrounds. Rasterising is most of the seed's picture time, so
 * the PNGs skip palette quantisation (several times slower) and render a few at a time.
 */

/** Edge of a seeded picture in pixels (avatars show at 40–96 CSS px). */
export const SEED_PICTURE_SIZE = 192;

/** Soft backgrounds behind the portraits and pets. */
export const SEED_PICTURE_BACKGROUNDS = ['#b6e3f4', '#c0aede', '#d1d4f9', '#ffd5dc', '#ffdfbf', '#c7f0d8', '#fde68a', '#e2e8f0'] as const;

type Kind = 'person' | 'pet';

/** The stored name of the picture of the row `id` (what the uploads feature serves). */
export function seedPictureName(kind: Kind, id: string): string {
  return `${createHash('sha256').update(`pawpal-seed-picture:${kind}:${id}`).digest('hex').slice(0, 32)}.png`;
}

/**
 * A sitter's portrait: a DiceBear "notionists" drawing seeded by their id, on a soft colour. As on
 * a profile photo: no hand gestures or printed T-shirts, and sunglasses only now and then.
 */
export function seedPortraitSvg(id: string): string {
  return createAvatar(notionists, {
    seed: id,
    size: SEED_PICTURE_SIZE,
    gestureProbability: 0,
    bodyIconProbability: 0,
    glassesProbability: 10,
    backgroundColor: SEED_PICTURE_BACKGROUNDS.map((colour) => colour.slice(1)),
  }).toString();
}

/** Coats by species (fur, then a lighter shade for muzzle, chest or belly). */
const COATS: Record<'dog' | 'cat' | 'small_animal' | 'bird', readonly (readonly [string, string])[]> = {
  dog: [
    ['#c68642', '#f1d3a8'],
    ['#2b2b2b', '#8a8a8a'],
    ['#f5f0e6', '#ffffff'],
    ['#7b4a2a', '#c99a6e'],
    ['#9ca3af', '#e5e7eb'],
    ['#e8c07d', '#fbecc8'],
    ['#a0522d', '#e0a878'],
  ],
  cat: [
    ['#e48a3c', '#f8d2a8'],
    ['#262626', '#4b4b4b'],
    ['#8e939b', '#d4d7dc'],
    ['#f4efe7', '#ffffff'],
    ['#8b6b4a', '#d6bf9f'],
  ],
  small_animal: [
    ['#a47551', '#e6cbb0'],
    ['#f3f0ea', '#ffffff'],
    ['#7d7f85', '#c9cbd0'],
    ['#d8a35d', '#f5dfb8'],
  ],
  bird: [
    ['#3fa34d', '#f6e05e'],
    ['#3b82f6', '#fde68a'],
    ['#facc15', '#fb923c'],
    ['#e11d48', '#fcd34d'],
    ['#e5e7eb', '#fbbf24'],
  ],
};

/** Reads the picture's choices off a hash of the id, one byte each. */
function choices(id: string): (count: number) => number {
  const bytes = createHash('sha256').update(`pawpal-seed-pet:${id}`).digest();
  let at = 0;
  return (count) => bytes[at++ % bytes.length]! % count;
}

/** A pet's picture, by species: a face in one of its species' coats, with its own markings. */
export function seedPetSvg(id: string, species: PetSpecies): string {
  const s = SEED_PICTURE_SIZE;
  const choose = choices(id);
  const background = SEED_PICTURE_BACKGROUNDS[choose(SEED_PICTURE_BACKGROUNDS.length)]!;
  const eyes = (y: number, gap: number, r: number) =>
    `<circle cx="${s / 2 - gap}" cy="${y}" r="${r}" fill="#1f2937"/><circle cx="${s / 2 + gap}" cy="${y}" r="${r}" fill="#1f2937"/>` +
    `<circle cx="${s / 2 - gap + r / 3}" cy="${y - r / 3}" r="${r / 3}" fill="#ffffff"/><circle cx="${s / 2 + gap + r / 3}" cy="${y - r / 3}" r="${r / 3}" fill="#ffffff"/>`;
  let body: string;
  if (species === 'dog') {
    const [fur, light] = COATS.dog[choose(COATS.dog.length)]!;
    const floppy = choose(2) === 0;
    const patch = choose(3) === 0;
    const ears = floppy
      ? `<ellipse cx="${s * 0.25}" cy="${s * 0.5}" rx="${s * 0.1}" ry="${s * 0.2}" fill="${light === '#ffffff' ? '#c68642' : fur}" transform="rotate(15 ${s * 0.25} ${s * 0.5})"/><ellipse cx="${s * 0.75}" cy="${s * 0.5}" rx="${s * 0.1}" ry="${s * 0.2}" fill="${light === '#ffffff' ? '#c68642' : fur}" transform="rotate(-15 ${s * 0.75} ${s * 0.5})"/>`
      : `<path d="M${s * 0.24} ${s * 0.42} L${s * 0.3} ${s * 0.14} L${s * 0.44} ${s * 0.32} Z M${s * 0.76} ${s * 0.42} L${s * 0.7} ${s * 0.14} L${s * 0.56} ${s * 0.32} Z" fill="${fur}"/>`;
    body =
      ears +
      `<ellipse cx="${s / 2}" cy="${s * 0.52}" rx="${s * 0.26}" ry="${s * 0.27}" fill="${fur}"/>` +
      (patch
        ? `<ellipse cx="${s * 0.4}" cy="${s * 0.45}" rx="${s * 0.08}" ry="${s * 0.07}" fill="${light === '#ffffff' ? '#2b2b2b' : light}"/>`
        : '') +
      `<ellipse cx="${s / 2}" cy="${s * 0.66}" rx="${s * 0.14}" ry="${s * 0.11}" fill="${light}"/>` +
      eyes(s * 0.46, s * 0.1, s * 0.03) +
      `<ellipse cx="${s / 2}" cy="${s * 0.61}" rx="${s * 0.05}" ry="${s * 0.035}" fill="#1f2937"/>` +
      (choose(2) === 0 ? `<ellipse cx="${s / 2}" cy="${s * 0.75}" rx="${s * 0.035}" ry="${s * 0.05}" fill="#f472b6"/>` : '');
  } else if (species === 'cat') {
    const [fur, light] = COATS.cat[choose(COATS.cat.length)]!;
    const striped = choose(2) === 0;
    const eye = ['#65a30d', '#d97706', '#0ea5e9'][choose(3)]!;
    body =
      `<path d="M${s * 0.24} ${s * 0.5} L${s * 0.26} ${s * 0.16} L${s * 0.46} ${s * 0.3} Z M${s * 0.76} ${s * 0.5} L${s * 0.74} ${s * 0.16} L${s * 0.54} ${s * 0.3} Z" fill="${fur}"/>` +
      `<path d="M${s * 0.29} ${s * 0.4} L${s * 0.3} ${s * 0.24} L${s * 0.41} ${s * 0.32} Z M${s * 0.71} ${s * 0.4} L${s * 0.7} ${s * 0.24} L${s * 0.59} ${s * 0.32} Z" fill="#f9a8d4"/>` +
      `<ellipse cx="${s / 2}" cy="${s * 0.54}" rx="${s * 0.27}" ry="${s * 0.24}" fill="${fur}"/>` +
      (striped
        ? `<g stroke="${light}" stroke-width="${s * 0.02}" stroke-linecap="round"><path d="M${s / 2} ${s * 0.31} V${s * 0.4}"/><path d="M${s * 0.43} ${s * 0.32} L${s * 0.45} ${s * 0.39}"/><path d="M${s * 0.57} ${s * 0.32} L${s * 0.55} ${s * 0.39}"/></g>`
        : '') +
      `<ellipse cx="${s / 2}" cy="${s * 0.64}" rx="${s * 0.12}" ry="${s * 0.08}" fill="${light}"/>` +
      `<ellipse cx="${s * 0.4}" cy="${s * 0.5}" rx="${s * 0.045}" ry="${s * 0.035}" fill="${eye}"/><ellipse cx="${s * 0.6}" cy="${s * 0.5}" rx="${s * 0.045}" ry="${s * 0.035}" fill="${eye}"/>` +
      `<ellipse cx="${s * 0.4}" cy="${s * 0.5}" rx="${s * 0.012}" ry="${s * 0.03}" fill="#111827"/><ellipse cx="${s * 0.6}" cy="${s * 0.5}" rx="${s * 0.012}" ry="${s * 0.03}" fill="#111827"/>` +
      `<path d="M${s * 0.47} ${s * 0.6} L${s * 0.53} ${s * 0.6} L${s / 2} ${s * 0.635} Z" fill="#f472b6"/>` +
      `<g stroke="#374151" stroke-width="${s * 0.006}"><path d="M${s * 0.38} ${s * 0.64} H${s * 0.18}"/><path d="M${s * 0.38} ${s * 0.67} L${s * 0.2} ${s * 0.72}"/><path d="M${s * 0.62} ${s * 0.64} H${s * 0.82}"/><path d="M${s * 0.62} ${s * 0.67} L${s * 0.8} ${s * 0.72}"/></g>`;
  } else if (species === 'small_animal') {
    const [fur, light] = COATS.small_animal[choose(COATS.small_animal.length)]!;
    const upright = choose(2) === 0;
    const ears = upright
      ? `<ellipse cx="${s * 0.4}" cy="${s * 0.24}" rx="${s * 0.065}" ry="${s * 0.19}" fill="${fur}"/><ellipse cx="${s * 0.6}" cy="${s * 0.24}" rx="${s * 0.065}" ry="${s * 0.19}" fill="${fur}"/><ellipse cx="${s * 0.4}" cy="${s * 0.25}" rx="${s * 0.03}" ry="${s * 0.13}" fill="#f9a8d4"/><ellipse cx="${s * 0.6}" cy="${s * 0.25}" rx="${s * 0.03}" ry="${s * 0.13}" fill="#f9a8d4"/>`
      : `<ellipse cx="${s * 0.27}" cy="${s * 0.52}" rx="${s * 0.07}" ry="${s * 0.19}" fill="${fur}" transform="rotate(20 ${s * 0.27} ${s * 0.52})"/><ellipse cx="${s * 0.73}" cy="${s * 0.52}" rx="${s * 0.07}" ry="${s * 0.19}" fill="${fur}" transform="rotate(-20 ${s * 0.73} ${s * 0.52})"/>`;
    body =
      ears +
      `<ellipse cx="${s / 2}" cy="${s * 0.58}" rx="${s * 0.24}" ry="${s * 0.22}" fill="${fur}"/>` +
      `<ellipse cx="${s / 2}" cy="${s * 0.68}" rx="${s * 0.12}" ry="${s * 0.09}" fill="${light}"/>` +
      eyes(s * 0.54, s * 0.11, s * 0.028) +
      `<path d="M${s * 0.47} ${s * 0.64} L${s * 0.53} ${s * 0.64} L${s / 2} ${s * 0.67} Z" fill="#f472b6"/>`;
  } else if (species === 'bird') {
    const [feathers, beak] = COATS.bird[choose(COATS.bird.length)]!;
    body =
      `<ellipse cx="${s / 2}" cy="${s * 0.56}" rx="${s * 0.26}" ry="${s * 0.3}" fill="${feathers}"/>` +
      `<ellipse cx="${s * 0.34}" cy="${s * 0.62}" rx="${s * 0.08}" ry="${s * 0.16}" fill="#000000" fill-opacity="0.15" transform="rotate(20 ${s * 0.34} ${s * 0.62})"/>` +
      (choose(2) === 0 ? `<path d="M${s * 0.44} ${s * 0.28} Q${s / 2} ${s * 0.12} ${s * 0.56} ${s * 0.28} Z" fill="${feathers}"/>` : '') +
      eyes(s * 0.46, s * 0.09, s * 0.03) +
      `<path d="M${s * 0.44} ${s * 0.53} L${s * 0.56} ${s * 0.53} L${s / 2} ${s * 0.63} Z" fill="${beak}"/>`;
  } else {
    const fur = ['#78716c', '#a16207', '#0f766e'][choose(3)]!;
    // Any other animal: a paw print.
    body =
      `<ellipse cx="${s / 2}" cy="${s * 0.62}" rx="${s * 0.2}" ry="${s * 0.17}" fill="${fur}"/>` +
      [
        [0.27, 0.4],
        [0.41, 0.28],
        [0.59, 0.28],
        [0.73, 0.4],
      ]
        .map(([x, y]) => `<circle cx="${s * x!}" cy="${s * y!}" r="${s * 0.075}" fill="${fur}"/>`)
        .join('');
  }
  // A pose of its own: a head tilt (-10° to 10°), size (95–105 %) and place (4 px either way),
  // about 340,000 poses. A species alone has only dozens of coat, marking and background
  // combinations, and two pets drawn alike on one page read as one picture pasted twice.
  const tilt = (choose(201) - 100) / 10;
  const scale = 0.95 + choose(21) / 200;
  const centreX = s / 2 + choose(9) - 4;
  const centreY = s / 2 + choose(9) - 4;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}" viewBox="0 0 ${s} ${s}"><rect width="${s}" height="${s}" fill="${background}"/><g transform="translate(${centreX} ${centreY}) rotate(${tilt}) scale(${scale}) translate(${-s / 2} ${-s / 2})">${body}</g></svg>`;
}

/** How many pictures are rasterised at once (sharp works off the event loop). */
const RENDER_CONCURRENCY = 8;

/** Rasterises each SVG to its PNG file in `uploadDir`. */
async function drawAll(uploadDir: string, pictures: readonly { name: string; svg: () => string }[]): Promise<void> {
  await mkdir(uploadDir, { recursive: true });
  let next = 0;
  const worker = async () => {
    while (next < pictures.length) {
      const { name, svg } = pictures[next++]!;
      const png = await sharp(Buffer.from(svg())).png({ compressionLevel: 6 }).toBuffer();
      await writeFile(path.join(uploadDir, name), png);
    }
  };
  await Promise.all(Array.from({ length: RENDER_CONCURRENCY }, worker));
}

/** Pictures for the seeded sitters and pets that have none. Returns how many rows got one. */
export async function seedPictures(manager: EntityManager, uploadDir: string): Promise<number> {
  const sitters = (await manager.query(
    `SELECT u.id FROM users u JOIN sitter_profiles s ON s.user_id = u.id WHERE u.profile_image_url IS NULL`,
  )) as { id: string }[];
  const pets = (await manager.query(`SELECT id, species FROM pets WHERE photo_url IS NULL`)) as { id: string; species: PetSpecies }[];
  await drawAll(uploadDir, [
    ...sitters.map(({ id }) => ({ name: seedPictureName('person', id), svg: () => seedPortraitSvg(id) })),
    ...pets.map(({ id, species }) => ({ name: seedPictureName('pet', id), svg: () => seedPetSvg(id, species) })),
  ]);
  const url = (kind: Kind, id: string) => `/api/uploads/${seedPictureName(kind, id)}`;
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
