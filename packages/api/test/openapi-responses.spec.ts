import { describe, expect, it } from 'vitest';
import { checkResponseAgainstDescription } from './openapi-responses.js';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8' } });
const url = (path: string) => new URL(path, 'http://127.0.0.1');

describe("the harness's check of responses against openapi.json", () => {
  it('passes a response of the declared shape', async () => {
    await expect(checkResponseAgainstDescription('GET', url('/api/search/map-tiles'), json({ tileUrl: null }))).resolves.toBeUndefined();
  });

  it('fails a wrong type or an undeclared field, naming the operation', async () => {
    await expect(checkResponseAgainstDescription('GET', url('/api/search/map-tiles'), json({ tileUrl: 1 }))).rejects.toThrow(
      /Search_mapTiles/,
    );
    await expect(
      checkResponseAgainstDescription('GET', url('/api/search/map-tiles'), json({ tileUrl: null, secret: 'x' })),
    ).rejects.toThrow(/additional properties/);
  });

  it('fails an answered /api/ route that the description lacks, not a 404', async () => {
    await expect(checkResponseAgainstDescription('GET', url('/api/not-described'), json({}))).rejects.toThrow(
      /no operation in openapi.json/,
    );
    await expect(checkResponseAgainstDescription('GET', url('/api/not-described'), json({}, 404))).resolves.toBeUndefined();
  });
});
