import 'reflect-metadata';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Test } from '@nestjs/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GeoDirectory } from './geo.directory.js';
import { GeoModule } from './geo.module.js';

let dir: string;
let postcodesFile: string;
let emptyFile: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'pawpal-geo-module-'));
  postcodesFile = join(dir, 'AU.txt');
  emptyFile = join(dir, 'empty.txt');
  await writeFile(
    postcodesFile,
    [
      ['AU', '2010', 'Surry Hills', 'New South Wales', 'NSW', '', '', '', '', '-33.8857', '151.2115', '4'].join('\t'),
      ['AU', '2000', 'broken'].join('\t'),
    ].join('\n'),
  );
  await writeFile(emptyFile, '');
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('GeoModule', () => {
  it('provides the bundled directory by default', async () => {
    const moduleRef = await Test.createTestingModule({ imports: [GeoModule] }).compile();

    // The bundled directory is built once per process and shared (its size: au-localities.spec.ts).
    expect(moduleRef.get(GeoDirectory)).toBe(GeoDirectory.bundled());
    await moduleRef.close();
  });

  it('loads a GeoNames file when one is configured, skipping bad lines', async () => {
    const moduleRef = await Test.createTestingModule({ imports: [GeoModule.forRoot({ postcodesFile })] }).compile();
    moduleRef.useLogger(false);

    const geo = moduleRef.get(GeoDirectory);

    expect(geo.size).toBe(1);
    expect(geo.search('surry')[0]?.postcode).toBe('2010');
    await moduleRef.close();
  });

  it('resolves options asynchronously (for the config service)', async () => {
    const moduleRef = await Test.createTestingModule({
      imports: [GeoModule.forRootAsync({ useFactory: async () => ({ postcodesFile: undefined }) })],
    }).compile();

    // The bundled directory is built once per process and shared (its size: au-localities.spec.ts).
    expect(moduleRef.get(GeoDirectory)).toBe(GeoDirectory.bundled());
    await moduleRef.close();
  });

  it('fails the boot when the configured file has no valid suburb', async () => {
    await expect(Test.createTestingModule({ imports: [GeoModule.forRoot({ postcodesFile: emptyFile })] }).compile()).rejects.toMatchObject({
      code: 'GEO_DATA_UNAVAILABLE',
    });
  });

  it('fails the boot when the configured file is missing', async () => {
    await expect(
      Test.createTestingModule({ imports: [GeoModule.forRoot({ postcodesFile: join(dir, 'nope.txt') })] }).compile(),
    ).rejects.toThrow(/ENOENT/);
  });
});
