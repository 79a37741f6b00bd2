import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/harness.js';

describeEachDatabase('GET /api/geo/suburbs/nearest', (ctx) => {
  it('answers the suburb nearest a point', async () => {
    // A few hundred metres from Surry Hills' centre (-33.8850, 151.2110).
    const response = await ctx.fetch('/api/geo/suburbs/nearest?latitude=-33.8862&longitude=151.2118');
    expect(response.status).toBe(200);
    await expect(response.json()).resolves.toEqual({
      postcode: '2010',
      name: 'Surry Hills',
      state: 'NSW',
      latitude: -33.885,
      longitude: 151.211,
    });
  });

  it('answers for every Australian locality: a Hobart suburb in Hobart, Eucla on the Nullarbor', async () => {
    // Franklin Square, Hobart.
    const hobart = await ctx.fetch('/api/geo/suburbs/nearest?latitude=-42.8806&longitude=147.3257');
    expect(hobart.status).toBe(200);
    await expect(hobart.json()).resolves.toEqual({
      postcode: '7000',
      name: 'Hobart',
      state: 'TAS',
      latitude: -42.8821,
      longitude: 147.3272,
    });
    const nullarbor = await ctx.fetch('/api/geo/suburbs/nearest?latitude=-31.5&longitude=129.0');
    expect(nullarbor.status).toBe(200);
    await expect(nullarbor.json()).resolves.toMatchObject({ name: 'Eucla', state: 'WA', postcode: '6443' });
  });

  it('answers 404 far from every suburb it knows, and 400 outside Australia or for a missing number', async () => {
    // The Simpson Desert: in Australia, over 25 km from any locality (the Nullarbor has Eucla now).
    const far = await ctx.fetch('/api/geo/suburbs/nearest?latitude=-25.5&longitude=137.5');
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
