import { expect, it } from 'vitest';
import { describeEachDatabase, JSON_HEADERS, signUp } from '../../../test/harness.js';
import { findInputProblem, MAX_INPUT_DEPTH } from './input-shape.js';

/** `levels` arrays inside each other, as JSON text. */
const nested = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
/** `count` members `"k0":1,"k1":1,…` of a JSON object, as text. */
const members = (count: number) => Array.from({ length: count }, (_, i) => `"k${i}":1`).join(',');

describeEachDatabase('input as a whole: JSON only, bounded nesting, no NUL or broken characters', (ctx) => {
  it('answers deeply nested JSON with a 400, in an unknown field or a known one, never a 500', async () => {
    for (const body of [`{"email":"a@b.co","password":"x","deep":${nested(10_000)}}`, `{"email":${nested(5_000)},"password":"x"}`]) {
      const response = await ctx.fetch('/api/auth/login', { method: 'POST', headers: JSON_HEADERS, body });
      expect(response.status).toBe(400);
      await expect(response.json()).resolves.toEqual({
        requestId: expect.any(String),
        statusCode: 400,
        error: 'Bad Request',
        message: 'The body is nested too deeply (at most 32 levels)',
      });
    }
  });

  it('refuses a NUL character or a lone surrogate in any text, body or query, naming the field', async () => {
    const login = await ctx.fetch('/api/auth/login', {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify({ email: 'a\u0000@b.co', password: 'x' }),
    });
    expect(login.status).toBe(400);
    await expect(login.json()).resolves.toMatchObject({ message: '"email" must not contain NUL characters' });
    const broken = await ctx.fetch('/api/auth/login', {
      method: 'POST',
      headers: JSON_HEADERS,
      body: '{"email":"a\\ud800@b.co","password":"x"}',
    });
    expect(broken.status).toBe(400);
    await expect(broken.json()).resolves.toMatchObject({ message: '"email" is not valid text (it has a broken character)' });
    const { cookie } = await signUp(ctx);
    const pet = await ctx.fetch('/api/pets', {
      method: 'POST',
      headers: { ...JSON_HEADERS, cookie },
      body: JSON.stringify({ name: 'Rex', species: 'dog', vaccinations: [{ name: 'C5\u0000', expiresOn: '2027-01-01' }] }),
    });
    expect(pet.status).toBe(400);
    await expect(pet.json()).resolves.toMatchObject({ message: '"vaccinations.0.name" must not contain NUL characters' });
    const search = await ctx.fetch('/api/search/sitters?suburb=Surry%00Hills');
    expect(search.status).toBe(400);
    await expect(search.json()).resolves.toMatchObject({ message: '"suburb" must not contain NUL characters' });
  });

  it('answers a form body on a JSON route with 415, while the sign-in page still takes its form', async () => {
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const json = await ctx.fetch('/api/auth/login', { method: 'POST', headers: form, body: 'email=a%40b.co&password=x' });
    expect(json.status).toBe(415);
    await expect(json.json()).resolves.toMatchObject({ message: 'Send the body as JSON (Content-Type: application/json)' });
    const page = await ctx.fetch('/api/login', {
      method: 'POST',
      headers: form,
      body: 'email=nobody%40example.com&password=wrong-password-1',
    });
    expect(page.status).not.toBe(415);
    expect(page.status).toBeLessThan(500);
  });

  it('names the first five unknown fields of a body with many, and how many more there are', async () => {
    const response = await ctx.fetch('/api/auth/login', {
      method: 'POST',
      headers: JSON_HEADERS,
      body: `{"email":"a@b.co","password":"x",${members(150)}}`,
    });
    expect(response.status).toBe(400);
    await expect(response.json()).resolves.toMatchObject({
      message:
        'property k0 should not exist; property k1 should not exist; property k2 should not exist; property k3 should not exist; property k4 should not exist; and 145 more problems',
    });
  });

  it('inspects any depth without recursion, and lets ordinary input through', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(findInputProblem(deep, 'body')).toBe(`The body is nested too deeply (at most ${MAX_INPUT_DEPTH} levels)`);
    expect(findInputProblem({ name: 'Rex 🐕', tags: ['a', { b: 'c' }], n: 1, none: null }, 'body')).toBeNull();
    expect(findInputProblem(undefined, 'query')).toBeNull();
  });
});
