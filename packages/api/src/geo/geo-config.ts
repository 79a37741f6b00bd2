import { accessSync, constants, statSync } from 'node:fs';
import path from 'node:path';
import { type Env, invalidVar, readVar } from '../platform/config/config.js';
import { declareSettings } from '../platform/config/settings.js';

/** The suburbs directory's settings from the environment, read once at start (src/app-config.ts). */
export interface GeoConfig {
  /** Absolute path of a GeoNames AU postal-code export loaded at start instead of the bundled suburbs (GEO_POSTCODES_FILE); undefined: the bundled table. */
  readonly postcodesFile: string | undefined;
}

export const GEO_SETTINGS = declareSettings({
  title: 'Suburbs',
  source: 'geo/geo-config.ts',
  variables: {
    GEO_POSTCODES_FILE: {
      default: 'unset: the bundled table (every Australian locality, ~17,800)',
      description:
        'Path (relative to the working directory) of a GeoNames postal-code export for Australia (`AU.txt` from https://download.geonames.org/export/zip/, CC BY 4.0), loaded at start instead of the bundled suburbs. Must be a readable file (else the start stops); malformed lines are logged (count and the first five) and skipped; a file with no valid AU line stops the start. Existing sitters keep the coordinates they registered with.',
    },
  },
});

export function loadGeoConfig(environment: Env, cwd: string): GeoConfig {
  const env = GEO_SETTINGS.env(environment);
  const raw = readVar(env, 'GEO_POSTCODES_FILE');
  if (raw === undefined) return { postcodesFile: undefined };
  const postcodesFile = path.resolve(cwd, raw);
  if (!isReadableFile(postcodesFile)) invalidVar('GEO_POSTCODES_FILE', 'must name a readable file (a GeoNames AU postal-code export)', raw);
  return { postcodesFile };
}

/** True when `file` is a regular file this process can read. */
function isReadableFile(file: string): boolean {
  try {
    accessSync(file, constants.R_OK);
    return statSync(file).isFile();
  } catch {
    return false;
  }
}
