import { formatBytes } from '../photo-picker/validate';

export interface FileLimits {
  /** MIME types allowed ('application/pdf'; 'image/*' for a whole family). */
  accept: readonly string[];
  /** Largest size allowed, in bytes (a file of exactly this size is allowed). */
  maxBytes: number;
}

export type FileValidation = { valid: true } | { valid: false; reason: 'type' | 'size'; message: string };

/** Short names for the types people know; others show their subtype ("image/heic" → "HEIC"). */
const TYPE_NAMES: Record<string, string> = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
  'image/gif': 'GIF',
  'image/heic': 'HEIC',
  'text/plain': 'text',
  'text/csv': 'CSV',
  'text/calendar': 'iCalendar',
};

/** "application/pdf" → "PDF", "image/*" → "image", "" (the browser did not know) → "unknown type". */
export function describeFileType(type: string): string {
  if (!type) return 'unknown type';
  const known = TYPE_NAMES[type];
  if (known) return known;
  const [family, subtype = ''] = type.split('/');
  if (subtype === '*') return family ?? type;
  return subtype.replace(/^(x-|vnd\.)/, '').toUpperCase();
}

/** ["image/jpeg", "image/png", "application/pdf"] → "JPEG, PNG or PDF". */
export function describeFileTypes(types: readonly string[]): string {
  const names = types.map(describeFileType);
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
}

function typeAllowed(type: string, accept: readonly string[]): boolean {
  const actual = type.toLowerCase();
  return accept.some((allowed) => {
    const wanted = allowed.toLowerCase();
    return wanted.endsWith('/*') ? actual.startsWith(wanted.slice(0, -1)) : actual === wanted;
  });
}

/** "passport.pdf · PDF · 1.2 MB": what the picker shows for a chosen file. */
export function describeFile(file: Pick<File, 'name' | 'type' | 'size'>): string {
  return `${file.name} · ${describeFileType(file.type)} · ${formatBytes(file.size)}`;
}

/**
 * Whether a file may be sent: its type must be one of `accept` (by MIME type, as the browser
 * reports it; the input's own `accept` is only a hint to the file dialog, which "All files" or a
 * drop gets round) and its size at most `maxBytes`. The message names the file and the limit.
 */
export function validateFile(file: Pick<File, 'name' | 'type' | 'size'>, { accept, maxBytes }: FileLimits): FileValidation {
  if (!typeAllowed(file.type, accept)) {
    return { valid: false, reason: 'type', message: `“${file.name}” isn’t a ${describeFileTypes(accept)} file.` };
  }
  if (file.size > maxBytes) {
    return {
      valid: false,
      reason: 'size',
      message: `“${file.name}” is larger than ${formatBytes(maxBytes)}: choose a smaller file.`,
    };
  }
  return { valid: true };
}
