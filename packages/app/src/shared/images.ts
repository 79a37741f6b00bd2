import { IMAGE_VARIANT_WIDTHS, UPLOADS_URL_PREFIX, type ImageVariantFormat, type ImageVariantWidth } from '@pawpal/contract';

/*
 * Responsive images from the upload pipeline: a stored image (`/api/uploads/<name>`)
 * is also served resized and re-encoded as `?w=<width>&fmt=webp|avif` (packages/api
 * src/uploads/image-variants.ts). Other URLs (a data: URL, an outside picture) are used as they are.
 */

function isStoredImage(url: string): boolean {
  return url.startsWith(UPLOADS_URL_PREFIX) && !url.includes('?');
}

/** The stored image at one published width in a modern format; any other URL unchanged. */
export function imageVariantUrl(url: string, width: ImageVariantWidth, format: ImageVariantFormat = 'webp'): string {
  return isStoredImage(url) ? `${url}?w=${width}&fmt=${format}` : url;
}

/** A `srcset` of every published width (WebP), or undefined for an image that has no variants. */
export function imageSrcSet(url: string, format: ImageVariantFormat = 'webp'): string | undefined {
  if (!isStoredImage(url)) return undefined;
  return IMAGE_VARIANT_WIDTHS.map((width) => `${imageVariantUrl(url, width, format)} ${width}w`).join(', ');
}
