import { describe, expect, it } from 'vitest';
import { boundingBox, EARTH_RADIUS_KM, haversineKm, isInBox } from './geo.distance.js';
import type { LatLng } from './geo.types.js';

const SYDNEY_CBD = { latitude: -33.8688, longitude: 151.2093 };
const MELBOURNE_CBD = { latitude: -37.8136, longitude: 144.9631 };

/** The point `km` away from `from` on initial bearing `bearingDeg` (great circle). */
function destination(from: LatLng, bearingDeg: number, km: number): LatLng {
  const rad = Math.PI / 180;
  const delta = km / EARTH_RADIUS_KM;
  const theta = bearingDeg * rad;
  const lat1 = from.latitude * rad;
  const lng1 = from.longitude * rad;
  const lat2 = Math.asin(Math.sin(lat1) * Math.cos(delta) + Math.cos(lat1) * Math.sin(delta) * Math.cos(theta));
  const lng2 = lng1 + Math.atan2(Math.sin(theta) * Math.sin(delta) * Math.cos(lat1), Math.cos(delta) - Math.sin(lat1) * Math.sin(lat2));
  return { latitude: lat2 / rad, longitude: lng2 / rad };
}

describe('haversineKm', () => {
  it('measures Sydney CBD to Melbourne CBD as about 714 km', () => {
    expect(haversineKm(SYDNEY_CBD, MELBOURNE_CBD)).toBeGreaterThan(704);
    expect(haversineKm(SYDNEY_CBD, MELBOURNE_CBD)).toBeLessThan(724);
  });

  it('is zero for the same point and symmetric', () => {
    expect(haversineKm(SYDNEY_CBD, SYDNEY_CBD)).toBe(0);
    expect(haversineKm(MELBOURNE_CBD, SYDNEY_CBD)).toBeCloseTo(haversineKm(SYDNEY_CBD, MELBOURNE_CBD), 9);
  });

  it('agrees with the destination-point formula over short and long ranges', () => {
    for (const km of [0.5, 5, 50, 1_500]) {
      expect(haversineKm(SYDNEY_CBD, destination(SYDNEY_CBD, 37, km))).toBeCloseTo(km, 6);
    }
  });

  it('rejects coordinates that are not on Earth', () => {
    expect(() => haversineKm({ latitude: 91, longitude: 0 }, SYDNEY_CBD)).toThrow(expect.objectContaining({ code: 'GEO_INVALID_INPUT' }));
    expect(() => haversineKm({ latitude: Number.NaN, longitude: 0 }, SYDNEY_CBD)).toThrow(
      expect.objectContaining({ code: 'GEO_INVALID_INPUT' }),
    );
  });
});

describe('boundingBox', () => {
  it.each([5, 25, 100])('contains every point %i km away in any direction', (radiusKm) => {
    const box = boundingBox(SYDNEY_CBD, radiusKm);

    for (let bearing = 0; bearing < 360; bearing += 5) {
      const point = destination(SYDNEY_CBD, bearing, radiusKm * 0.999_999);
      expect(isInBox(point, box), `bearing ${bearing}`).toBe(true);
    }
  });

  it('is tight: points a little beyond the radius due north, south, east and west fall outside', () => {
    const box = boundingBox(SYDNEY_CBD, 25);

    for (const bearing of [0, 90, 180, 270]) {
      expect(isInBox(destination(SYDNEY_CBD, bearing, 25.1), box), `bearing ${bearing}`).toBe(false);
    }
  });

  it('excludes far-away places', () => {
    const box = boundingBox(SYDNEY_CBD, 50);

    expect(isInBox(MELBOURNE_CBD, box)).toBe(false);
    expect(isInBox({ latitude: -35.2809, longitude: 149.13 }, box)).toBe(false); // Canberra, 250 km
  });

  it('widens longitude at higher latitudes (Hobart) more than near the equator (Darwin)', () => {
    const hobart = boundingBox({ latitude: -42.88, longitude: 147.33 }, 10);
    const darwin = boundingBox({ latitude: -12.46, longitude: 130.85 }, 10);

    expect(hobart.maxLongitude - hobart.minLongitude).toBeGreaterThan(darwin.maxLongitude - darwin.minLongitude);
    expect(hobart.maxLatitude - hobart.minLatitude).toBeCloseTo(darwin.maxLatitude - darwin.minLatitude, 9);
  });

  it('falls back to all longitudes near a pole or across the antimeridian', () => {
    expect(boundingBox({ latitude: -89.9, longitude: 0 }, 50)).toMatchObject({ minLongitude: -180, maxLongitude: 180, minLatitude: -90 });
    expect(boundingBox({ latitude: -16.5, longitude: 179.9 }, 50)).toMatchObject({ minLongitude: -180, maxLongitude: 180 });
  });

  it('rejects a negative or non-finite radius', () => {
    expect(() => boundingBox(SYDNEY_CBD, -1)).toThrow(expect.objectContaining({ code: 'GEO_INVALID_INPUT' }));
    expect(() => boundingBox(SYDNEY_CBD, Number.POSITIVE_INFINITY)).toThrow(expect.objectContaining({ code: 'GEO_INVALID_INPUT' }));
  });
});
