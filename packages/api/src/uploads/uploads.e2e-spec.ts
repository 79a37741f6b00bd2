import { readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '@pawpal/contract';
import { call, owner, sitter } from '../../test/booking-fixtures.js';
import { describeEachDatabase, signUp, type TestContext } from '../../test/harness.js';
import { uploadImage } from '../../test/upload-fixtures.js';
import { SchedulerService } from '../platform/scheduler/scheduler.service.js';
import { assertOwnUploads } from './upload-ownership.js';
import { UploadsService } from './uploads.service.js';

function form(bytes: Uint8Array, filename: string, type = 'application/octet-stream', field = 'file'): FormData {
  const body = new FormData();
  body.append(field, new Blob([bytes], { type }), filename);
  return body;
}

const DAY = 24 * 60 * 60 * 1000;
const GPS_IFD_TAG = Buffer.from([0x25, 0x88]);
const SYDNEY_GPS = { IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '33/1 52/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '151/1 12/1 0/1' } };

describeEachDatabase('uploads', (ctx) => {
  it('stores a PNG sent with a spoofed .jpg name and serves it as PNG with a long cache and nosniff', async () => {
    const { cookie, user } = await signUp(ctx);
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3366ff' } })
      .png()
      .toBuffer();
    const response = await ctx.fetch('/api/uploads/images', {
      method: 'POST',
      headers: { cookie },
      body: form(png, 'holiday.jpg', 'image/jpeg'),
    });
    expect(response.status).toBe(201);
    const { id, url } = (await response.json()) as { id: string; url: string };
    expect(url).toMatch(/^\/api\/uploads\/[0-9a-f]{32}\.png$/);
    // Its id beside its URL: the upload's row, recorded for the member who uploaded it.
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(
      await ctx.pawpal.database.dataSource.query(`SELECT id, owner_id FROM uploads WHERE name = $1`, [url.slice('/api/uploads/'.length)]),
    ).toEqual([{ id, owner_id: user.id }]);

    // Anyone with the URL (random name) can read it, signed in or not.
    const served = await ctx.fetch(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    const metadata = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(metadata.format).toBe('png');
    expect(metadata.width).toBe(8);
  });

  it('refuses a text file named .png with 415 and a clear message', async () => {
    const { cookie } = await signUp(ctx);
    const response = await ctx.fetch('/api/uploads/images', {
      method: 'POST',
      headers: { cookie },
      body: form(new TextEncoder().encode('not really a picture'), 'cat.png', 'image/png'),
    });
    expect(response.status).toBe(415);
    await expect(response.json()).resolves.toMatchObject({ message: 'Only JPEG, PNG or WebP images can be uploaded' });
  });

  it('refuses a file that starts like a JPEG but does not decode with 415', async () => {
    const { cookie } = await signUp(ctx);
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]);
    const response = await ctx.fetch('/api/uploads/images', {
      method: 'POST',
      headers: { cookie },
      body: form(fake, 'dog.jpg', 'image/jpeg'),
    });
    expect(response.status).toBe(415);
  });

  it('answers 413 for a file over 5 MB', async () => {
    const { cookie } = await signUp(ctx);
    const big = Buffer.alloc(UPLOAD_MAX_BYTES + 1, 0);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const response = await ctx.fetch('/api/uploads/images', {
      method: 'POST',
      headers: { cookie },
      body: form(big, 'huge.png', 'image/png'),
    });
    expect(response.status).toBe(413);
    await expect(response.json()).resolves.toMatchObject({ message: 'The image is larger than 5 MB' });
  });

  it('strips EXIF GPS from a JPEG while keeping the picture', async () => {
    const { cookie } = await signUp(ctx);
    const withGps = await sharp({ create: { width: 16, height: 12, channels: 3, background: '#aa5500' } })
      .jpeg()
      .withMetadata({ exif: SYDNEY_GPS })
      .toBuffer();
    // The fixture really carries a GPS IFD (tag 0x8825, little-endian in sharp's EXIF).
    expect((await sharp(withGps).metadata()).exif?.includes(GPS_IFD_TAG)).toBe(true);
    const response = await ctx.fetch('/api/uploads/images', {
      method: 'POST',
      headers: { cookie },
      body: form(withGps, 'IMG_0001.JPG', 'image/jpeg'),
    });
    expect(response.status).toBe(201);
    const { url } = (await response.json()) as { url: string };
    const stored = Buffer.from(await (await ctx.fetch(url)).arrayBuffer());
    const metadata = await sharp(stored).metadata();
    expect(metadata.format).toBe('jpeg');
    expect(metadata.exif).toBeUndefined();
    expect(stored.includes(GPS_IFD_TAG)).toBe(false);
    expect(stored.includes(Buffer.from('Exif\0', 'latin1'))).toBe(false);
    expect(metadata.width).toBe(16);
  });

  it('needs a signed-in user, a multipart body and a field named file', async () => {
    const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const anonymous = await ctx.fetch('/api/uploads/images', { method: 'POST', body: form(png, 'a.png') });
    expect(anonymous.status).toBe(401);
    const { cookie } = await signUp(ctx);
    const json = await ctx.fetch('/api/uploads/images', {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(json.status).toBe(415);
    const wrongField = await ctx.fetch('/api/uploads/images', {
      method: 'POST',
      headers: { cookie },
      body: form(png, 'a.png', 'image/png', 'photo'),
    });
    expect(wrongField.status).toBe(400);
    await expect(wrongField.json()).resolves.toMatchObject({ message: 'Attach an image in the form field "file"' });
  });

  it('answers 404 for unknown names and path tricks', async () => {
    expect((await ctx.fetch('/api/uploads/0123456789abcdef0123456789abcdef.png')).status).toBe(404);
    expect((await ctx.fetch('/api/uploads/..%2F..%2Fpackage.json')).status).toBe(404);
  });
});

/** Random pixels: PNG cannot compress them, so the stored image is about width × height × 3 bytes. */
function noisePng(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let index = 0; index < pixels.length; index++) pixels[index] = Math.floor(Math.random() * 256);
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

async function storedFiles(ctx: TestContext): Promise<string[]> {
  return (await readdir(ctx.pawpal.config.uploads.dir)).sort();
}

describeEachDatabase(
  'upload quota, full disk and clean-up',
  (ctx) => {
    const db = () => ctx.pawpal.database.dataSource;

    it('refuses an upload past the member’s storage quota with 413 and says what to do; other members are not affected', async () => {
      const { cookie } = await signUp(ctx);
      // ~600 KB each: the first fits in the 1 MB quota, the second does not.
      const first = await ctx.fetch('/api/uploads/images', {
        method: 'POST',
        headers: { cookie },
        body: form(await noisePng(450, 450), 'a.png'),
      });
      expect(first.status).toBe(201);
      const second = await ctx.fetch('/api/uploads/images', {
        method: 'POST',
        headers: { cookie },
        body: form(await noisePng(450, 450), 'b.png'),
      });
      expect(second.status).toBe(413);
      await expect(second.json()).resolves.toMatchObject({
        message:
          'Your images have reached your 1 MB storage limit. Images not used on a profile, a pet or a message are removed a day after upload; try again then.',
      });
      const other = await signUp(ctx);
      expect(
        (
          await ctx.fetch('/api/uploads/images', {
            method: 'POST',
            headers: { cookie: other.cookie },
            body: form(await noisePng(450, 450), 'c.png'),
          })
        ).status,
      ).toBe(201);
    });

    it('answers a full disk with 507 and a message a person understands, leaving no partial or empty file and no record', async () => {
      const { cookie, user } = await signUp(ctx);
      const uploads = ctx.pawpal.app.get(UploadsService);
      const before = await storedFiles(ctx);
      const real = uploads.files;
      // The disk fills up part way through the write: some bytes land in the temporary file, then ENOSPC.
      uploads.files = {
        ...real,
        async write(filePath, bytes) {
          await writeFile(filePath, bytes.subarray(0, 100));
          throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
        },
      };
      try {
        const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3366ff' } })
          .png()
          .toBuffer();
        const response = await ctx.fetch('/api/uploads/images', { method: 'POST', headers: { cookie }, body: form(png, 'full.png') });
        expect(response.status).toBe(507);
        await expect(response.json()).resolves.toMatchObject({
          statusCode: 507,
          error: 'Insufficient Storage',
          message: 'The server has no room to store images right now. Nothing was saved; please try again later.',
        });
      } finally {
        uploads.files = real;
      }
      expect(await storedFiles(ctx)).toEqual(before);
      expect(await ctx.pawpal.database.dataSource.query(`SELECT name FROM uploads WHERE owner_id = $1`, [user.id])).toEqual([]);
    });

    it('deletes an image nothing uses a day after its upload, and keeps the ones in use and the younger ones', async () => {
      const { cookie } = await signUp(ctx);
      const png = () =>
        sharp({ create: { width: 4, height: 4, channels: 3, background: '#00aa00' } })
          .png()
          .toBuffer();
      const upload = async () => {
        const response = await ctx.fetch('/api/uploads/images', { method: 'POST', headers: { cookie }, body: form(await png(), 'x.png') });
        expect(response.status).toBe(201);
        return ((await response.json()) as { url: string }).url;
      };
      const abandoned = await upload();
      // Resized copies made for srcset go with it.
      for (const query of ['w=160&fmt=webp', 'w=320&fmt=avif']) expect((await ctx.fetch(`${abandoned}?${query}`)).status).toBe(200);
      const variantsOf = async (url: string) => {
        const base = path.basename(url, path.extname(url));
        const all = await readdir(path.join(ctx.pawpal.config.uploads.dir, 'variants')).catch(() => [] as string[]);
        return all.filter((file) => file.startsWith(`${base}-`)).sort();
      };
      expect(await variantsOf(abandoned)).toHaveLength(2);
      const photo = await ctx.fetch('/api/profile/photo', { method: 'POST', headers: { cookie }, body: form(await png(), 'me.png') });
      expect(photo.status).toBe(200);
      const { profileImageUrl } = (await photo.json()) as { profileImageUrl: string };
      expect(profileImageUrl).toMatch(/^\/api\/uploads\//);

      const scheduler = ctx.pawpal.app.get(SchedulerService);
      const uploadedAt = Date.now();
      await scheduler.runOnce(new Date(uploadedAt + 23 * 60 * 60 * 1000));
      expect((await ctx.fetch(abandoned)).status).toBe(200);

      await scheduler.runOnce(new Date(uploadedAt + 25 * 60 * 60 * 1000));
      expect((await ctx.fetch(abandoned)).status).toBe(404);
      expect(await variantsOf(abandoned)).toEqual([]);
      expect((await ctx.fetch(profileImageUrl)).status).toBe(200);
      // The seeded pictures predate the uploads table: never swept.
      const seeded = (await ctx.pawpal.database.dataSource.query(
        `SELECT profile_image_url AS url FROM users WHERE profile_image_url LIKE '/api/uploads/%' AND email LIKE '%pawpal.demo' LIMIT 1`,
      )) as { url: string }[];
      expect(seeded).toHaveLength(1);
      expect((await ctx.fetch(seeded[0]!.url)).status).toBe(200);
    });

    it('keeps an image a pet or a sitter profile names, however old; one the sweep marked can no longer be named, and the next sweep finishes it', async () => {
      const olive = await owner(ctx);
      const sam = await sitter(ctx);
      const petPhoto = await uploadImage(ctx, olive.cookie);
      const sitterPhoto = await uploadImage(ctx, sam.cookie);
      expect((await call(ctx, olive, 'POST', '/api/pets', { name: 'Rex', species: 'dog', photoUrl: petPhoto.url })).status).toBe(201);
      expect((await call(ctx, sam, 'PATCH', '/api/sitters/me', { photoUrls: [sitterPhoto.url] })).status).toBe(200);
      await ctx.pawpal.app.get(SchedulerService).runOnce(new Date(Date.now() + 30 * DAY));
      for (const url of [petPhoto.url, sitterPhoto.url]) expect((await ctx.fetch(url)).status).toBe(200);

      // A sweep that stopped after marking an upload and before removing it (its row says deleting).
      const marked = await uploadImage(ctx, olive.cookie);
      await db().query(`UPDATE uploads SET deleting_at = now() WHERE id = $1`, [marked.id]);
      const named = await call(ctx, olive, 'POST', '/api/pets', { name: 'Max', species: 'dog', photoUrl: marked.url });
      expect(named.status).toBe(400);
      await ctx.pawpal.app.get(UploadsService).sweepUnused(new Date());
      expect((await ctx.fetch(marked.url)).status).toBe(404);
      expect(await db().query(`SELECT 1 FROM uploads WHERE id = $1`, [marked.id])).toEqual([]);
    });

    // A second connection holds the change open while the sweep runs: only a server has one.
    it.runIf(ctx.kind === 'postgres')('never deletes an image while the change naming it is still being saved', async () => {
      const olive = await owner(ctx);
      const photo = await uploadImage(ctx, olive.cookie);
      const uploads = ctx.pawpal.app.get(UploadsService);
      const runner = db().createQueryRunner();
      try {
        await runner.startTransaction();
        // What PetsService.create does in its transaction: check the photo (locking its row), then insert the pet.
        await assertOwnUploads(runner.manager, olive.id, [photo.url]);
        await runner.query(`INSERT INTO pets (owner_id, name, species, photo_url) VALUES ($1, 'Rex', 'dog', $2)`, [olive.id, photo.url]);
        // Two days later, before that commit: the image is not deleted under the pet.
        expect(await uploads.sweepUnused(new Date(Date.now() + 2 * DAY))).toBe(0);
        await runner.commitTransaction();
      } finally {
        if (runner.isTransactionActive) await runner.rollbackTransaction();
        await runner.release();
      }
      expect(await uploads.sweepUnused(new Date(Date.now() + 2 * DAY))).toBe(0);
      expect((await ctx.fetch(photo.url)).status).toBe(200);
    });
  },
  { env: { UPLOAD_QUOTA_MB: '1' } },
);
