import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INPUT_LIMITS } from './input-limits.js';
import { findInputProblem } from './input-shape.js';
import { findJsonShapeProblem } from './json-shape.js';

const scan = (value: unknown) => findJsonShapeProblem(Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)));
/** An object of `count` keys `k0`, `k1`, … */
const wide = (count: number) => Object.fromEntries(Array.from({ length: count }, (_, i) => [`k${i}`, i]));
/** `levels` arrays inside each other. */
const nested = (levels: number): unknown => (levels === 0 ? 0 : [nested(levels - 1)]);
/** An object holding exactly `total` values: keys, each with an array of up to 999 zeros. */
function holding(total: number): Record<string, number[]> {
  const body: Record<string, number[]> = {};
  for (let left = total, key = 0; left > 0; key += 1) {
    const items = Math.min(999, left - 1);
    body[`v${key}`] = Array<number>(items).fill(0);
    left -= items + 1;
  }
  return body;
}

describe('the shape of a JSON body, read from its bytes', () => {
  it('pins the limits', () => {
    expect(INPUT_LIMITS).toEqual({ maxDepth: 32, maxKeys: 200, maxArrayLength: 1000, maxValues: 10_000 });
  });

  it('takes a body at every limit, and refuses one past each, naming the limit', () => {
    expect(scan(wide(200))).toBeNull();
    expect(scan(wide(201))).toBe('A JSON object may have at most 200 keys; the body has more ("k0", "k1", "k2", "k3", "k4", …)');
    expect(scan({ list: Array(1000).fill(1) })).toBeNull();
    expect(scan({ list: Array(1001).fill(1) })).toBe('A JSON array may have at most 1000 items; "list" has more');
    expect(scan(holding(10_000))).toBeNull();
    expect(scan(holding(10_001))).toBe('The body may hold at most 10000 values in all (fields and items, at any depth)');
    expect(scan(nested(32))).toBeNull();
    expect(scan(nested(33))).toBe('The body is nested too deeply (at most 32 levels)');
  });

  it('names where the too-large part is, and keys as the client wrote them', () => {
    expect(scan({ pets: [{ name: 'Rex' }, { vaccinations: Array(1001).fill({}) }] })).toBe(
      'A JSON array may have at most 1000 items; "pets.1.vaccinations" has more',
    );
    expect(scan({ 'a"b': { 'é\n': wide(201) } })).toBe(
      'A JSON object may have at most 200 keys; "a"b.é\n" has more ("k0", "k1", "k2", "k3", "k4", …)',
    );
    // Commas, brackets and quotes inside strings are text, not structure.
    expect(scan({ text: '[{,,,}]\\"'.repeat(5000), list: Array(1000).fill('"],[') })).toBeNull();
    expect(scan('  { "a" : [ 1 , 2 ] , "b" : { } }  ')).toBeNull();
  });

  it('stops at the first bound: a 1 MB body of 90,000 keys is refused after reading 201 of them', () => {
    const text = `{"email":"a@b.co","password":"x",${Array.from({ length: 90_000 }, (_, i) => `"k${i}":1`).join(',')}}`;
    expect(text.length).toBeGreaterThan(900_000);
    expect(scan(text)).toBe('A JSON object may have at most 200 keys; the body has more ("email", "password", "k0", "k1", "k2", …)');
  });

  it('refuses what the check of the parsed value refuses for size, and takes what it takes', () => {
    // Shapes on both sides of each bound, and arbitrary JSON.
    const size = (limit: number) => fc.integer({ min: limit - 3, max: limit + 3 });
    const shape = fc.oneof(
      size(INPUT_LIMITS.maxKeys).map(wide),
      size(INPUT_LIMITS.maxArrayLength).map((n) => ({ list: Array(n).fill(null) })),
      size(INPUT_LIMITS.maxValues).map(holding),
      size(INPUT_LIMITS.maxDepth).map(nested),
      fc.jsonValue({ maxDepth: 4 }),
    );
    fc.assert(
      fc.property(shape, (value) => {
        const parsedProblem = findInputProblem(value, 'body');
        const sizeProblem = parsedProblem !== null && /at most \d+/.test(parsedProblem) ? parsedProblem : null;
        expect(scan(value)).toBe(sizeProblem);
      }),
      { seed: 20_261_201, numRuns: 300 },
    );
  });
});
