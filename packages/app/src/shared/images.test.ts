import { imageSrcSet, imageVariantUrl } from './images';

describe('responsive images from the upload pipeline', () => {
  const stored = '/api/uploads/0123456789abcdef0123456789abcdef.png';

  it('asks the API for a resized WebP (or AVIF) of a stored image', () => {
    expect(imageVariantUrl(stored, 160)).toBe(`${stored}?w=160&fmt=webp`);
    expect(imageVariantUrl(stored, 640, 'avif')).toBe(`${stored}?w=640&fmt=avif`);
    expect(imageSrcSet(stored)).toBe(
      `${stored}?w=160&fmt=webp 160w, ${stored}?w=320&fmt=webp 320w, ${stored}?w=640&fmt=webp 640w, ${stored}?w=1280&fmt=webp 1280w`,
    );
  });

  it('leaves other images as they are', () => {
    expect(imageVariantUrl('https://example.com/a.jpg', 320)).toBe('https://example.com/a.jpg');
    expect(imageSrcSet('data:image/png;base64,AAAA')).toBeUndefined();
    expect(imageSrcSet(`${stored}?w=320&fmt=webp`)).toBeUndefined();
  });
});
