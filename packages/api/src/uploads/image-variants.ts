import { randomBytes } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, rename, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import sharp from 'sharp';
import { IMAGE_VARIANT_FORMATS, IMAGE_VARIANT_WIDTHS, type ImageVariantFormat, type ImageVariantWidth } from '@pawpal/contract';
import { UPLOADS_CONFIG, type UploadsConfig } from './uploads-config.js';

export interface ImageVariant {
  width: ImageVariantWidth;
  format: ImageVariantFormat;
}

const CONTENT_TYPES: Record<ImageVariantFormat, string> = { webp: 'image/webp', avif: 'image/avif' };
/** Quality per format: about the same look at these settings, AVIF a third smaller. */
const QUALITY: Record<ImageVariantFormat, number> = { webp: 78, avif: 55 };

/**
 * `?w=&fmt=` of an image URL → the variant asked for; undefined when neither is given (the
 * original). A width or format outside the published sets is a 400 with the choices.
 */
export function parseImageVariant(width: string | undefined, format: string | undefined): ImageVariant | undefined {
  if (width === undefined && format === undefined) return undefined;
  const w = Number(width);
  if (!(IMAGE_VARIANT_WIDTHS as readonly number[]).includes(w)) {
    throw new BadRequestException(`Image width (w) must be one of ${IMAGE_VARIANT_WIDTHS.join(', ')}`);
  }
  const fmt = format ?? 'webp';
  if (!(IMAGE_VARIANT_FORMATS as readonly string[]).includes(fmt)) {
    throw new BadRequestException(`Image format (fmt) must be one of ${IMAGE_VARIANT_FORMATS.join(', ')}`);
  }
  return { width: w as ImageVariantWidth, format: fmt as ImageVariantFormat };
}

/**
 * Responsive copies of stored images: resized to a published width (never enlarged)
 * and re-encoded as WebP or AVIF with sharp on the first request, kept in UPLOAD_DIR/variants and
 * served from there afterwards. Written to a temporary name and renamed, so a concurrent request
 * never serves half a file; one encode per variant at a time.
 */
@Injectable()
export class ImageVariants {
  private readonly making = new Map<string, Promise<void>>();

  constructor(@Inject(UPLOADS_CONFIG) private readonly config: UploadsConfig) {}

  /** The variant of the stored image `name` (already checked to be one, by UploadsService.open), made if needed. */
  async open(name: string, variant: ImageVariant): Promise<{ stream: ReadStream; contentType: string; size: number }> {
    const originalPath = path.join(this.config.dir, path.basename(name));
    const file = variantPath(this.config.dir, name, variant);
    let size = await sizeOf(file);
    if (size === undefined) {
      let pending = this.making.get(file);
      if (!pending) {
        pending = make(originalPath, file, variant).finally(() => this.making.delete(file));
        this.making.set(file, pending);
      }
      await pending;
      size = (await sizeOf(file)) ?? 0;
    }
    return { stream: createReadStream(file), contentType: CONTENT_TYPES[variant.format], size };
  }
}

/** Where the variant of the stored image `name` is kept: UPLOAD_DIR/variants/{name without extension}-{width}.{format}. */
export function variantPath(uploadDir: string, name: string, variant: ImageVariant): string {
  const base = path.basename(name, path.extname(name));
  return path.join(uploadDir, 'variants', `${base}-${variant.width}.${variant.format}`);
}

/** Every file a variant of the stored image `name` may have been kept in (each published width and format). */
export function variantPaths(uploadDir: string, name: string): string[] {
  return IMAGE_VARIANT_WIDTHS.flatMap((width) => IMAGE_VARIANT_FORMATS.map((format) => variantPath(uploadDir, name, { width, format })));
}

async function sizeOf(file: string): Promise<number | undefined> {
  try {
    return (await stat(file)).size;
  } catch {
    return undefined;
  }
}

async function make(originalPath: string, file: string, variant: ImageVariant): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    const image = sharp(originalPath).rotate().resize({ width: variant.width, withoutEnlargement: true });
    await (variant.format === 'webp' ? image.webp({ quality: QUALITY.webp }) : image.avif({ quality: QUALITY.avif, effort: 2 })).toFile(
      temporary,
    );
    await rename(temporary, file);
  } catch (error) {
    await unlink(temporary).catch(() => undefined);
    throw error;
  }
}
