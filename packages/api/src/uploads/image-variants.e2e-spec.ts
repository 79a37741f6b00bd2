import sharp from 'sharp';
import { expect, it } from 'vitest';
import { describeEachDatabase, errorBodyOf, signUp } from '../../test/harness.js';

async function uploadPng(ctx: Parameters<typeof signUp>[0], width: number, height: number): Promise<string> {
  const { cookie } = await signUp(ctx);
  const png = await sharp({ create: { width, height, channels: 3, background: '#cc6633' } })
    .png()
    .toBuffer();
  const body = new FormData();
  body.append('file', new Blob([png], { type: 'image/png' }), 'photo.png');
  const response = await ctx.fetch('/api/uploads/images', { method: 'POST', headers: { cookie }, body });
  expect(response.status).toBe(201);
  return ((await response.json()) as { url: string }).url;
}

describeEachDatabase('image variants (srcset)', (ctx) => {
  it('serves a stored image resized to a published width as WebP or AVIF, cached for a year, never enlarged', async () => {
    const url = await uploadPng(ctx, 800, 600);
    for (const [query, format, width, height] of [
      ['w=320&fmt=webp', 'webp', 320, 240],
      ['w=160&fmt=avif', 'heif', 160, 120],
      ['w=640', 'webp', 640, 480],
      // Wider than the original: the original's size, not enlarged.
      ['w=1280&fmt=webp', 'webp', 800, 600],
    ] as const) {
      // Twice: made on the first request, served from the disk on the second, the same bytes.
      const first = await ctx.fetch(`${url}?${query}`);
      expect(first.status, query).toBe(200);
      expect(first.headers.get('content-type')).toBe(format === 'heif' ? 'image/avif' : 'image/webp');
      expect(first.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const bytes = Buffer.from(await first.arrayBuffer());
      const metadata = await sharp(bytes).metadata();
      expect([metadata.format, metadata.width, metadata.height], query).toEqual([format, width, height]);
      const second = Buffer.from(await (await ctx.fetch(`${url}?${query}`)).arrayBuffer());
      expect(second.equals(bytes)).toBe(true);
    }
  });

  it('refuses other widths and formats with a 400 that lists the choices, and 404s an unknown image', async () => {
    const url = await uploadPng(ctx, 40, 40);
    const oddWidth = await ctx.fetch(`${url}?w=333`);
    expect(oddWidth.status).toBe(400);
    expect((await errorBodyOf(oddWidth)).message).toBe('Image width (w) must be one of 160, 320, 640, 1280');
    const oddFormat = await ctx.fetch(`${url}?w=320&fmt=gif`);
    expect(oddFormat.status).toBe(400);
    expect((await errorBodyOf(oddFormat)).message).toBe('Image format (fmt) must be one of webp, avif');
    expect((await ctx.fetch(`/api/uploads/${'0'.repeat(32)}.png?w=320&fmt=webp`)).status).toBe(404);
  });
});
