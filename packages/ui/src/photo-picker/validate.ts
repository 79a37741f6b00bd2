/** Image types the photo picker accepts. */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** Default limits: six photos of up to 5 MB each. */
export const DEFAULT_MAX_PHOTOS = 6;
export const DEFAULT_MAX_PHOTO_BYTES = 5 * 1024 * 1024;

export interface PhotoLimits {
  /** Photos already chosen. */
  existingCount: number;
  maxCount: number;
  maxSizeBytes: number;
}

export interface PhotoValidation {
  accepted: File[];
  /** One message per problem, in the order the files came. */
  errors: string[];
}

/** "5 MB", "500 KB", "1.5 MB". */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${+(bytes / (1024 * 1024)).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} B`;
}

function isPhotoType(type: string): boolean {
  return (PHOTO_TYPES as readonly string[]).includes(type);
}

/**
 * Splits newly chosen files into the ones to keep and messages for the rest: wrong type,
 * too large, or over the maximum count (the first ones that fit are kept).
 */
export function validatePhotos(files: readonly File[], { existingCount, maxCount, maxSizeBytes }: PhotoLimits): PhotoValidation {
  const accepted: File[] = [];
  const errors: string[] = [];
  let overLimit = 0;
  for (const file of files) {
    if (!isPhotoType(file.type)) {
      errors.push(`“${file.name}” isn’t a JPEG, PNG or WebP image.`);
    } else if (file.size > maxSizeBytes) {
      errors.push(`“${file.name}” is larger than ${formatBytes(maxSizeBytes)}.`);
    } else if (existingCount + accepted.length >= maxCount) {
      overLimit += 1;
    } else {
      accepted.push(file);
    }
  }
  if (overLimit > 0) {
    errors.push(
      `You can add up to ${maxCount} ${maxCount === 1 ? 'photo' : 'photos'}; ${overLimit} ${overLimit === 1 ? 'was' : 'were'} left out.`,
    );
  }
  return { accepted, errors };
}
