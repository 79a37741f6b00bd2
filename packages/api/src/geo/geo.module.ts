import { type DynamicModule, type FactoryProvider, Logger, Module, type ModuleMetadata } from '@nestjs/common';
import { GeoDirectory } from './geo.directory.js';
import { GeoError } from './geo.errors.js';

export interface GeoModuleOptions {
  /** Path of a GeoNames postal-code export (GEO_POSTCODES_FILE); the bundled table when absent. */
  readonly postcodesFile?: string;
}

export interface GeoModuleAsyncOptions {
  readonly imports?: ModuleMetadata['imports'];
  readonly inject?: FactoryProvider['inject'];
  readonly useFactory: (...args: never[]) => GeoModuleOptions | Promise<GeoModuleOptions>;
}

export const GEO_MODULE_OPTIONS = Symbol('GEO_MODULE_OPTIONS');

/** How many malformed lines to quote in the boot log; the count is always logged. */
const LOGGED_LINE_ERRORS = 5;

/**
 * Builds the directory for the module: the bundled table, or the GeoNames file when configured.
 * Malformed lines are logged and skipped; a file that is missing or has no valid AU line fails
 * the boot, since search would otherwise silently return nothing.
 */
export async function createGeoDirectory(options: GeoModuleOptions, logger = new Logger('GeoModule')): Promise<GeoDirectory> {
  if (!options.postcodesFile) return GeoDirectory.bundled();
  const { directory, errors, otherCountryLines } = await GeoDirectory.fromGeoNamesFile(options.postcodesFile);
  if (errors.length > 0) {
    const sample = errors.slice(0, LOGGED_LINE_ERRORS).map(({ line, reason }) => `line ${line}: ${reason}`);
    logger.warn(`${errors.length} bad lines skipped in ${options.postcodesFile}: ${sample.join('; ')}`);
  }
  if (directory.size === 0) {
    throw new GeoError('GEO_DATA_UNAVAILABLE', `no valid AU postcodes in ${options.postcodesFile}`);
  }
  logger.log(`loaded ${directory.size} suburbs from ${options.postcodesFile} (${otherCountryLines} other-country lines skipped)`);
  return directory;
}

/**
 * Suburb search and distances, self-contained. Import `GeoModule` for the bundled table, or
 * `GeoModule.forRoot({ postcodesFile })` / `forRootAsync(...)` to load a GeoNames export at boot
 * (dynamic providers are appended after the static ones, so they replace the default).
 */
@Module({ providers: [{ provide: GeoDirectory, useFactory: () => GeoDirectory.bundled() }], exports: [GeoDirectory] })
export class GeoModule {
  static forRoot(options: GeoModuleOptions = {}): DynamicModule {
    return GeoModule.forRootAsync({ useFactory: () => options });
  }

  static forRootAsync(options: GeoModuleAsyncOptions): DynamicModule {
    return {
      module: GeoModule,
      imports: options.imports ?? [],
      providers: [
        { provide: GEO_MODULE_OPTIONS, useFactory: options.useFactory, inject: options.inject ?? [] },
        { provide: GeoDirectory, useFactory: (resolved: GeoModuleOptions) => createGeoDirectory(resolved), inject: [GEO_MODULE_OPTIONS] },
      ],
      exports: [GeoDirectory],
    };
  }
}
