import path from 'node:path';
import { type Env, invalidVar, readNonNegativeInteger, readVar } from '../platform/config/config.js';
import { declareSettings } from '../platform/config/settings.js';

/** The uploads' settings from the environment, read once at start (src/app-config.ts). */
export interface UploadsConfig {
  /** Absolute path of the directory uploaded images are stored in (UPLOAD_DIR). */
  readonly dir: string;
  /** UPLOAD_QUOTA_MB, in bytes: the stored images a member may hold at once. */
  readonly quotaBytes: number;
}

export const UPLOADS_CONFIG = Symbol('UPLOADS_CONFIG');

const MEGABYTE = 1024 * 1024;
/** UPLOAD_QUOTA_MB's default: re-encoded images are under 1 MB, so 200 MB is hundreds of photos, more than a sitter filling a profile needs. */
export const DEFAULT_UPLOAD_QUOTA_MB = 200;
/** UPLOAD_QUOTA_MB at most (1 TB): beyond it the byte count leaves the integer range the SQL compares in. */
const MAX_UPLOAD_QUOTA_MB = 1024 * 1024;

export const UPLOADS_SETTINGS = declareSettings({
  title: 'Uploads',
  source: 'uploads/uploads-config.ts',
  variables: {
    UPLOAD_DIR: {
      default: '`DATA_DIR/../uploads` (`./.data/uploads`)',
      description:
        'Where uploaded images and their resized copies (`variants/`) are stored, under random names; back it up with the database. Relative to the working directory.',
    },
    UPLOAD_QUOTA_MB: {
      default: String(DEFAULT_UPLOAD_QUOTA_MB),
      description: `Stored images one member may hold (413 beyond); images nothing uses are deleted a day after upload. At least 1, at most ${MAX_UPLOAD_QUOTA_MB}.`,
    },
  },
});

export function loadUploadsConfig(environment: Env, base: { readonly dataDir: string }, cwd: string): UploadsConfig {
  const env = UPLOADS_SETTINGS.env(environment);
  // Uploads sit next to the embedded database directory by default (./.data/uploads).
  const dirRaw = readVar(env, 'UPLOAD_DIR');
  const dir = dirRaw === undefined ? path.resolve(base.dataDir, '..', 'uploads') : path.resolve(cwd, dirRaw);
  const quotaMb = readNonNegativeInteger(env, 'UPLOAD_QUOTA_MB', DEFAULT_UPLOAD_QUOTA_MB);
  if (quotaMb < 1) invalidVar('UPLOAD_QUOTA_MB', 'must be at least 1', String(quotaMb));
  if (quotaMb > MAX_UPLOAD_QUOTA_MB) invalidVar('UPLOAD_QUOTA_MB', `must be at most ${MAX_UPLOAD_QUOTA_MB}`, String(quotaMb));
  return { dir, quotaBytes: quotaMb * MEGABYTE };
}
