import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/harness.js';

describeEachDatabase('GET /api/geo/suburbs/nearest', (ctx) => {
  it('answers the suburb nearest a point', async () => {
    // A few hundred metres from Surry Hills' centre (-33.8850, 151.2110).
    const response = await ctx.fetch('/api/geo/suburbs/nearest?latitude=-33.8862&longitude=151.2118');
    expect(response.status).toBe(200);
    await expect(response.json()).resolves.toEqual({ postcode: '2010', name: 'Surry Hills', state: 'NSW', latitude: -33.885, longitude: 151.211 });
  });

  it('answers 404 far from every suburb it knows, and 400 outside Australia or for a missing number', async () => {
    // The Nullarbor: in Australia, over 25 km from any bundled suburb.
    const far = await ctx.fetch('/api/geo/suburbs/nearest?latitude=-31.5&longitude=129.0');
    expect(far.status).toBe(404);
    await expect(far.json()).resolves.toMatchObject({ message: "We don't know a suburb within 25 km of there" });
    const london = await ctx.fetch('/api/geo/suburbs/nearest?latitude=51.5&longitude=-0.12');
    expect(london.status).toBe(400);
    await expect(london.json()).resolves.toMatchObject({ message: expect.stringContaining('latitude must be in Australia') });
    const missing = await ctx.fetch('/api/geo/suburbs/nearest?latitude=-33.88');
    expect(missing.status).toBe(400);
    await expect(missing.json()).resolves.toMatchObject({ message: expect.stringContaining('longitude') });
    const notANumber = await ctx.fetch('/api/geo/suburbs/nearest?latitude=abc&longitude=151.2');
    expect(notANumber.status).toBe(400);
  });
});
