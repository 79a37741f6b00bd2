import path from 'node:path';
import { DEFAULT_VERIFICATION_RETENTION_DAYS } from '@pawpal/contract';
import { type Env, invalidVar, readNonNegativeInteger, readVar } from '../platform/config/config.js';
import { declareSettings } from '../platform/config/settings.js';

/** The verification documents' settings from the environment, read once at start (src/app-config.ts). */
export interface VerificationsConfig {
  /** Absolute path of the PRIVATE directory sitters' verification documents are stored in (VERIFICATION_DIR; never served statically). */
  readonly dir: string;
  /** Days a decided verification's document is kept before the file is deleted (VERIFICATION_RETENTION_DAYS, default 30). */
  readonly retentionDays: number;
}

export const VERIFICATIONS_CONFIG = Symbol('VERIFICATIONS_CONFIG');

export const VERIFICATIONS_SETTINGS = declareSettings({
  title: 'Verification documents',
  source: 'verifications/verifications-config.ts',
  variables: {
    VERIFICATION_DIR: {
      default: '`DATA_DIR/../verifications` (`./.data/verifications`)',
      description:
        "Where sitters' verification documents are stored: private, served only to their sitter and admins; must not be inside UPLOAD_DIR (the start refuses it). Relative to the working directory. See docs/trust.md.",
    },
    VERIFICATION_RETENTION_DAYS: {
      default: String(DEFAULT_VERIFICATION_RETENTION_DAYS),
      description: "Days after an admin's decision before a verification document's file is deleted (the decision is kept).",
    },
  },
});

export function loadVerificationsConfig(
  environment: Env,
  base: { readonly dataDir: string; readonly uploadDir: string },
  cwd: string,
): VerificationsConfig {
  const env = VERIFICATIONS_SETTINGS.env(environment);
  // A private directory next to the database (./.data/verifications), not under the public uploads.
  const dirRaw = readVar(env, 'VERIFICATION_DIR');
  const dir = dirRaw === undefined ? path.resolve(base.dataDir, '..', 'verifications') : path.resolve(cwd, dirRaw);
  if (dir === base.uploadDir || dir.startsWith(`${base.uploadDir}${path.sep}`)) {
    invalidVar('VERIFICATION_DIR', 'must not be inside UPLOAD_DIR (uploads are public)', dirRaw ?? dir);
  }
  return { dir, retentionDays: readNonNegativeInteger(env, 'VERIFICATION_RETENTION_DAYS', DEFAULT_VERIFICATION_RETENTION_DAYS) };
}
