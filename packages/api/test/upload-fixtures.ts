// Images uploaded as a member would (POST /api/uploads/images), for the suites that name photos.
// Not a suite itself (not named *.spec.ts).
import sharp from 'sharp';
import { expect } from 'vitest';
import { type TestContext } from './harness.js';

/** The answer of POST /api/uploads/images. */
export interface Uploaded {
  id: string;
  url: string;
}

/** Uploads a small PNG of `colour` as the member with `cookie`: 201 `{ id, url }`. */
export async function uploadImage(ctx: TestContext, cookie: string, colour = '#3366ff'): Promise<Uploaded> {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: colour } })
    .png()
    .toBuffer();
  const body = new FormData();
  body.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'photo.png');
  const response = await ctx.fetch('/api/uploads/images', { method: 'POST', headers: { cookie }, body });
  expect(response.status).toBe(201);
  return (await response.json()) as Uploaded;
}

/** A URL shaped like an upload's that names no upload at all. */
export const MADE_UP_UPLOAD_URL = '/api/uploads/0123456789abcdef0123456789abcdef.jpg';
