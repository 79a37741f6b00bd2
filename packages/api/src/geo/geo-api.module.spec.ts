import 'reflect-metadata';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadGeoConfig as loadConfig } from './geo-config.js';
import { GeoApiModule } from './geo-api.module.js';
import { GeoController } from './geo.controller.js';
import { GeoDirectory } from './geo.directory.js';

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'pawpal-geo-api-'));
  // A small GeoNames-style export: two good AU lines, two malformed ones and a line of another country.
  await writeFile(
    join(dir, 'AU.txt'),
    [
      ['AU', '0872', 'Alice Springs', 'Northern Territory', 'NT', '', '', '', '', '-23.6980', '133.8807', '4'].join('\t'),
      ['AU', '4870', 'Cairns City', 'Queensland', 'QLD', '', '', '', '', '-16.9203', '145.7710', '4'].join('\t'),
      ['AU', '48', 'Too Short', 'Queensland', 'QLD', '', '', '', '', '-16.9', '145.7', '4'].join('\t'),
      ['AU', '4000', 'No Coordinates'].join('\t'),
      ['NZ', '6011', 'Wellington', 'Wellington', '', '', '', '', '', '-41.28', '174.77', '4'].join('\t'),
    ].join('\n'),
  );
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('GEO_POSTCODES_FILE', () => {
  it('loads the configured GeoNames export at start, reporting malformed lines without failing', async () => {
    const warn = vi.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    vi.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
    const config = loadConfig({ NODE_ENV: 'test', GEO_POSTCODES_FILE: 'AU.txt' }, dir);
    expect(config.postcodesFile).toBe(join(dir, 'AU.txt'));

    const moduleRef = await Test.createTestingModule({ imports: [GeoApiModule.forRoot(config)] }).compile();
    try {
      expect(moduleRef.get(GeoDirectory).size).toBe(2);
      expect(moduleRef.get(GeoController).suburbs({ q: 'alice', limit: 10 })).toEqual([
        { postcode: '0872', name: 'Alice Springs', state: 'NT', latitude: -23.698, longitude: 133.8807 },
      ]);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0]![0]).toMatch(
        /^2 bad lines skipped in .*AU\.txt: line 3: postcode "48" is not 4 digits; line 4: expected 12 tab-separated columns, found 3$/,
      );
    } finally {
      await moduleRef.close();
    }
  });

  it('uses the bundled suburbs when unset', async () => {
    const config = loadConfig({ NODE_ENV: 'test' }, dir);
    expect(config.postcodesFile).toBeUndefined();
    const moduleRef = await Test.createTestingModule({ imports: [GeoApiModule.forRoot(config)] }).compile();
    // The bundled directory is built once per process and shared (its size: au-localities.spec.ts).
    expect(moduleRef.get(GeoDirectory)).toBe(GeoDirectory.bundled());
    await moduleRef.close();
  });

  it('refuses to start with a file that does not exist', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', GEO_POSTCODES_FILE: 'missing.txt' }, dir)).toThrow(
      'Invalid configuration: GEO_POSTCODES_FILE must name a readable file (a GeoNames AU postal-code export) (got "missing.txt")',
    );
    expect(() => loadConfig({ NODE_ENV: 'test', GEO_POSTCODES_FILE: '.' }, dir)).toThrow(/GEO_POSTCODES_FILE must name a readable file/);
  });
});
