import { describe, expect, it } from 'vitest';
import { loadPawpalConfig as loadConfig } from '../app-config.js';

const cwd = '/srv/pawpal';

describe('search map configuration', () => {
  it("allows the search map's tile origin (MAP_TILE_URL; no third-party tiles unless it is set)", () => {
    expect(loadConfig({}, cwd).search.mapTileOrigin).toBeNull();
    expect(loadConfig({}, cwd).search.mapTileUrl).toBeNull();
    expect(loadConfig({ MAP_TILE_URL: '  ' }, cwd).search.mapTileUrl).toBeNull();
    expect(loadConfig({ MAP_TILE_URL: 'https://tiles.example.com/osm/{z}/{x}/{y}.png' }, cwd).search.mapTileOrigin).toBe(
      'https://tiles.example.com',
    );
    expect(loadConfig({ MAP_TILE_URL: ' https://tiles.example.com/osm/{z}/{x}/{y}.png ' }, cwd).search.mapTileUrl).toBe(
      'https://tiles.example.com/osm/{z}/{x}/{y}.png',
    );
    expect(loadConfig({ MAP_TILE_URL: 'none' }, cwd).search.mapTileOrigin).toBeNull();
    expect(loadConfig({ MAP_TILE_URL: 'none' }, cwd).search.mapTileUrl).toBeNull();
    expect(() => loadConfig({ MAP_TILE_URL: 'tiles/{z}/{x}/{y}.png' }, cwd)).toThrow(/MAP_TILE_URL must be an http\(s\) URL template/);
  });
});
