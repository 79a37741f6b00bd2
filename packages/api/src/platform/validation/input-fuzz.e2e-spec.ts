import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { acceptedBooking, type Account, owner, pet } from '../../../test/booking-fixtures.js';
import { describeEachDatabase, type TestContext } from '../../../test/harness.js';
import { makeAdmin } from '../../../test/listing-fixtures.js';
import { INPUT_LIMITS } from './input-limits.js';

/**
 * The class test for input: whatever a client sends to any JSON route — in the body or the query,
 * signed out, as an owner, a sitter or an admin — the answer is never a 5xx, and a refusal is the
 * error shape with a message a person can read (no stack, no `undefined`, no `[object Object]`).
 * The routes come from the running app, so a new endpoint is fuzzed without being listed here.
 * Values are what broke the API before: NUL bytes, lone surrogates, nulls for required fields,
 * arrays where objects belong, impossible dates, numbers past the integer range, deep nesting.
 * FUZZ_RUNS sets the runs per route (default 6); the seed is printed by fast-check on failure.
 */

const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 6);
/**
 * A fixed seed in `npm test`, so CI never turns red on a new random draw; explore with
 * `FUZZ_SEED=<n>` (and more FUZZ_RUNS) locally and pin what it finds as a case below.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_125);

/** Routes that end the session, delete the account or move the test clock: fuzzing them would only disturb the rest. */
const SKIPPED = [/\/logout$/, /\/api\/dev\//, /\/password/, /^DELETE .*account/];

const FIELD_NAMES = [
  'email',
  'password',
  'currentPassword',
  'firstName',
  'lastName',
  'name',
  'phone',
  'bio',
  'headline',
  'suburb',
  'postcode',
  'state',
  'species',
  'breed',
  'weightKg',
  'sizeClass',
  'vaccinations',
  'services',
  'priceCents',
  'type',
  'dogSizes',
  'maxPets',
  'acceptsCats',
  'sitterId',
  'service',
  'startDate',
  'endDate',
  'startTime',
  'endTime',
  'petIds',
  'message',
  'body',
  'text',
  'rating',
  'comment',
  'reason',
  'amountCents',
  'accountName',
  'bsb',
  'accountNumber',
  'legalName',
  'dateOfBirth',
  'address',
  'abn',
  'gstRegistered',
  'cardNumber',
  'expMonth',
  'expYear',
  'cvc',
  'nameOnCard',
  'days',
  'status',
  'kind',
  'category',
  'details',
  'token',
  'referralCode',
  'expiresOn',
  'certificateDate',
  'documentType',
  'ms',
  'id',
  'channelId',
  'data',
];
const QUERY_NAMES = [
  'suburb',
  'from',
  'to',
  'page',
  'limit',
  'before',
  'sort',
  'radius',
  'radiusKm',
  'service',
  'fy',
  'period',
  'priceCents',
  'q',
  'status',
  'as',
  'minPrice',
  'maxPrice',
  'verified',
  'to',
  'petSize',
  'pets',
];

const nasty = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDFFFy',
  '0000-00-00',
  '9999-12-31',
  '2026-02-30',
  '-1',
  '1e309',
  '99999999999999999999999',
  'NaN',
  'null',
  '[object Object]',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '../../etc/passwd',
  'é'.repeat(3000),
  '💩',
  '25:99',
);
const nastyNumber = fc.constantFrom(0, -1, 1.5, 2 ** 31, 2 ** 53 + 2, -(2 ** 63), 1e308, -1e308, Number.MAX_SAFE_INTEGER);

function deep(levels: number, leaf: unknown): unknown {
  let value = leaf;
  for (let level = 0; level < levels; level += 1) value = level % 2 === 0 ? [value] : { a: value };
  return value;
}

const value: fc.Arbitrary<unknown> = fc.oneof(
  nasty,
  nastyNumber,
  fc.constant(null),
  fc.boolean(),
  fc.string({ maxLength: 40 }),
  fc.integer(),
  fc.array(fc.array(nasty, { maxLength: 2 }), { maxLength: 2 }),
  fc.dictionary(fc.constantFrom(...FIELD_NAMES), nasty, { maxKeys: 3 }),
  fc.constantFrom(deep(40, 'x'), deep(2000, 1)),
  fc.jsonValue({ maxDepth: 3 }),
);

const body: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: fc.dictionary(fc.constantFrom(...FIELD_NAMES), value, { maxKeys: 6 }) },
  { weight: 1, arbitrary: value },
  { weight: 1, arbitrary: fc.constant(undefined) },
);

const queryString = fc.dictionary(fc.constantFrom(...QUERY_NAMES), fc.oneof(nasty, fc.string({ maxLength: 20 }), nastyNumber.map(String)), {
  maxKeys: 4,
});

/**
 * Bodies and queries on both sides of each input limit (input-limits.ts): how wide an object
 * is, how long an array, how many values in all, how deep; `over` says whether one bound is passed,
 * and `refusal` the start of the message that must then answer, naming the limit.
 */
interface SizedInput {
  readonly payload: unknown;
  readonly over: boolean;
  readonly refusal: string;
}
/** A size at `limit` or up to 2 under it, or 1 to 3 over it, each half the time. */
const around = (limit: number) =>
  fc.tuple(fc.boolean(), fc.integer({ min: 0, max: 2 })).map(([over, offset]) => (over ? limit + 1 + offset : limit - offset));
const bodyField = fc.constantFrom('petIds', 'vaccinations', 'services', 'days', 'block', 'data', 'dogSizes');
/** Short items, so 1,000 of them stay within the body limit (a larger body is a 413). */
const item = fc.oneof(
  nasty.filter((text) => text.length < 100),
  nastyNumber,
  fc.constant(null),
  fc.constant({}),
  fc.constant([]),
);
/** `count` keys: the DTOs' own field names first, then unknown ones. */
const keyed = (count: number, leaf: unknown) =>
  Object.fromEntries(Array.from({ length: count }, (_, i) => [FIELD_NAMES[i] ?? `k${i}`, leaf]));
/** `{ [field]: [[…], …] }` holding exactly `total` values: the field, the inner arrays and their items. */
function holding(field: string, total: number): Record<string, number[][]> {
  const lists: number[][] = [];
  for (let left = total - 1; left > 0;) {
    const items = Math.min(999, left - 1);
    lists.push(Array<number>(items).fill(0));
    left -= items + 1;
  }
  return { [field]: lists };
}
const sizedBody: fc.Arbitrary<SizedInput> = fc.oneof(
  fc.tuple(around(INPUT_LIMITS.maxKeys), item, fc.boolean()).map(([count, leaf, inside]) => ({
    payload: inside ? { data: [keyed(count, leaf)] } : keyed(count, leaf),
    over: count > INPUT_LIMITS.maxKeys,
    refusal: `A JSON object may have at most ${INPUT_LIMITS.maxKeys} keys; ${inside ? '"data.0"' : 'the body'} has more (`,
  })),
  fc.tuple(around(INPUT_LIMITS.maxArrayLength), bodyField, item).map(([length, field, leaf]) => ({
    payload: { [field]: Array<unknown>(length).fill(leaf) },
    over: length > INPUT_LIMITS.maxArrayLength,
    refusal: `A JSON array may have at most ${INPUT_LIMITS.maxArrayLength} items; "${field}" has more`,
  })),
  fc.tuple(around(INPUT_LIMITS.maxValues), bodyField).map(([total, field]) => ({
    payload: holding(field, total),
    over: total > INPUT_LIMITS.maxValues,
    refusal: `The body may hold at most ${INPUT_LIMITS.maxValues} values in all`,
  })),
  fc.tuple(around(INPUT_LIMITS.maxDepth), bodyField).map(([levels, field]) => ({
    payload: { [field]: deep(levels - 1, 'x') },
    over: levels > INPUT_LIMITS.maxDepth,
    refusal: `The body is nested too deeply (at most ${INPUT_LIMITS.maxDepth} levels)`,
  })),
);
const UNIQUE_QUERY_NAMES = [...new Set(QUERY_NAMES)];
const sizedQuery: fc.Arbitrary<SizedInput> = fc.oneof(
  around(INPUT_LIMITS.maxKeys).map((count) => ({
    payload: Array.from({ length: count }, (_, i) => `${UNIQUE_QUERY_NAMES[i] ?? `k${i}`}=1`).join('&'),
    over: count > INPUT_LIMITS.maxKeys,
    refusal: `The query may have at most ${INPUT_LIMITS.maxKeys} parameters; it has more (`,
  })),
  fc.tuple(around(INPUT_LIMITS.maxArrayLength), fc.constantFrom(...QUERY_NAMES)).map(([count, name]) => ({
    payload: Array<string>(count).fill(`${name}=1`).join('&'),
    over: count > INPUT_LIMITS.maxArrayLength,
    refusal: `A query parameter may be repeated at most ${INPUT_LIMITS.maxArrayLength} times; "${name}" is repeated more often`,
  })),
);
/** Any message of a limit (so one at or under the limits must not get it). */
const LIMIT_MESSAGE = /may (have|hold) at most|may be repeated at most|nested too deeply/;

interface Actors {
  owner: Account;
  sitter: Account;
  admin: Account;
  ids: string[];
  bookingId: string;
  petId: string;
  sitterId: string;
  channelId: string;
}

function accountOf(actors: Actors, who: 'owner' | 'sitter' | 'admin'): Account {
  return { owner: actors.owner, sitter: actors.sitter, admin: actors.admin }[who];
}

/** A valid request per write route (who sends it, where, what): the mutation test breaks one part of it at a time. */
function validRequests(
  actors: Actors,
  inDays: (days: number) => string,
): { actor: 'owner' | 'sitter' | 'admin' | 'nobody'; method: string; path: string; body: Record<string, unknown> }[] {
  const stay = { sitterId: actors.sitterId, service: 'boarding', startDate: inDays(20), endDate: inDays(22) };
  return [
    {
      actor: 'nobody',
      method: 'POST',
      path: '/api/auth/signup',
      body: { firstName: 'Fuzz', lastName: 'Tester', email: 'fuzz@example.test', password: 'a long enough secret 42' },
    },
    { actor: 'nobody', method: 'POST', path: '/api/auth/login', body: { email: 'fuzz@example.test', password: 'a long enough secret 42' } },
    { actor: 'owner', method: 'PATCH', path: '/api/profile', body: { firstName: 'Olive', lastName: 'Owner', phone: '0412 345 678' } },
    {
      actor: 'owner',
      method: 'POST',
      path: '/api/pets',
      body: { name: 'Rex', species: 'dog', weightKg: 12, breed: 'Kelpie', vaccinations: [{ name: 'C5', date: '2026-01-10' }] },
    },
    { actor: 'owner', method: 'PATCH', path: `/api/pets/${actors.petId}`, body: { name: 'Rex', weightKg: 14, temperament: 'Friendly' } },
    { actor: 'owner', method: 'POST', path: '/api/bookings/quote', body: { ...stay, petIds: [actors.petId] } },
    { actor: 'owner', method: 'POST', path: '/api/bookings', body: { ...stay, petIds: [actors.petId], message: 'Hello' } },
    { actor: 'owner', method: 'POST', path: '/api/chat/channels', body: { sitterId: actors.sitterId } },
    { actor: 'owner', method: 'POST', path: `/api/chat/messages/${actors.channelId}`, body: { body: 'Hi there' } },
    {
      actor: 'sitter',
      method: 'PATCH',
      path: '/api/sitters/me',
      body: {
        headline: 'Calm and caring',
        about: 'I love dogs.',
        maxPets: 2,
        petsAccepted: { dogSizes: ['small'], cats: true, smallAnimals: false, birds: false },
      },
    },
    {
      actor: 'sitter',
      method: 'PUT',
      path: '/api/sitters/me/services',
      body: {
        services: [
          { type: 'boarding', priceCents: 5500 },
          { type: 'dog_walking', priceCents: 2500 },
        ],
      },
    },
    {
      actor: 'sitter',
      method: 'PUT',
      path: '/api/payouts/account',
      body: { accountName: 'Sam Sitter', bsb: '110-000', accountNumber: '000123456' },
    },
    {
      actor: 'sitter',
      method: 'PUT',
      path: '/api/payouts/tax-details',
      body: { legalName: 'Sam Sitter', dateOfBirth: '1990-05-01', address: '1 George St, Sydney NSW 2000', gstRegistered: false },
    },
    {
      actor: 'owner',
      method: 'POST',
      path: '/api/reports',
      body: { kind: 'user', targetId: actors.sitterId, reason: 'spam', details: 'Sent me spam' },
    },
  ];
}

/** Every path into a JSON value (objects' keys and arrays' indexes), the value itself first. */
function pathsOf(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  const paths = [prefix];
  if (Array.isArray(value)) value.forEach((item, index) => paths.push(...pathsOf(item, [...prefix, index])));
  else if (value !== null && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) paths.push(...pathsOf(item, [...prefix, key]));
  return paths;
}

/** `body` with the part at `path` replaced by `replacement` (or removed when it is undefined). */
function mutate(body: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path.at(-1)!;
  if (replacement === undefined && !Array.isArray(parent)) delete parent[last];
  else parent[last] = replacement;
  return copy;
}

/** The route's URL with every parameter set to `idChoice`; a lone surrogate goes as the invalid UTF-8 bytes a hostile client would send. */
function pathFor(url: string, idChoice: string): string {
  let encoded: string;
  try {
    encoded = encodeURIComponent(idChoice);
  } catch {
    encoded = '%ED%A0%80';
  }
  return url.replace(/:[A-Za-z]+/g, encoded).replace(/\*$/, 'x');
}

describeEachDatabase('every JSON route under fuzzed input', (ctx: TestContext) => {
  let actors: Actors;

  beforeAll(async () => {
    const { sam, olive, booking } = await acceptedBooking(ctx, 10);
    const admin = await owner(ctx, 'Ada');
    await makeAdmin(ctx, admin.id);
    const rex = await pet(ctx, olive, { name: 'Fuzzy' });
    const channel = await ctx.fetch('/api/chat/channels', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: olive.cookie },
      body: JSON.stringify({ sitterId: sam.id }),
    });
    expect(channel.status).toBeLessThan(300);
    const channelId = ((await channel.json()) as { id: string }).id;
    actors = {
      owner: olive,
      sitter: sam,
      admin,
      ids: [booking.id, sam.id, olive.id, rex.id, channelId],
      bookingId: booking.id,
      petId: rex.id,
      sitterId: sam.id,
      channelId,
    };
  });

  it('answers no 5xx and only readable refusals, for body and query, signed in as anyone', async () => {
    const routes = ctx.pawpal.routes.filter(
      (route) =>
        route.url.startsWith('/api/') &&
        route.method !== 'HEAD' &&
        route.method !== 'OPTIONS' &&
        !SKIPPED.some((pattern) => pattern.test(route.url) || pattern.test(`${route.method} ${route.url}`)),
    );
    expect(routes.length).toBeGreaterThan(50);
    if (process.env.FUZZ_VERBOSE) console.log(routes.map((route) => `${route.method} ${route.url}`).join('\n'));
    const who = fc.constantFrom<'owner' | 'sitter' | 'admin' | 'nobody'>('owner', 'sitter', 'admin', 'nobody');
    const id = fc.oneof(fc.constantFrom(...actors.ids), nasty, fc.uuid());

    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(who, id, body, queryString, async (actor, idChoice, payload, params) => {
          const search = new URLSearchParams(params as Record<string, string>).toString();
          const path = `${pathFor(route.url, idChoice)}${search ? `?${search}` : ''}`;
          const sendsBody = route.method !== 'GET' && route.method !== 'DELETE' && payload !== undefined;
          const response = await ctx.fetch(path, {
            method: route.method,
            headers: {
              ...(sendsBody ? { 'content-type': 'application/json' } : {}),
              ...(actor === 'nobody' ? {} : { cookie: accountOf(actors, actor).cookie }),
            },
            ...(sendsBody ? { body: JSON.stringify(payload) } : {}),
          });
          await expectReadable(
            response,
            `${route.method} ${path.slice(0, 200)} as ${actor} with ${JSON.stringify(payload)?.slice(0, 300)}`,
          );
        }),
        { numRuns: RUNS_PER_ROUTE, seed: SEED },
      );
    }
  }, 600_000);

  it('refuses a body or query past an input limit with a 400 naming it, and one at the limits as before, on every route', async () => {
    const routes = ctx.pawpal.routes.filter(
      (route) =>
        route.url.startsWith('/api/') &&
        route.method !== 'HEAD' &&
        route.method !== 'OPTIONS' &&
        !SKIPPED.some((pattern) => pattern.test(route.url) || pattern.test(`${route.method} ${route.url}`)),
    );
    const who = fc.constantFrom<'owner' | 'sitter' | 'admin' | 'nobody'>('owner', 'sitter', 'admin', 'nobody');
    // Each route its own draws (one seed for all would send every route the same six shapes).
    for (const [index, route] of routes.entries()) {
      const sendsBody = route.method !== 'GET' && route.method !== 'DELETE';
      await fc.assert(
        fc.asyncProperty(who, sendsBody ? sizedBody : sizedQuery, async (actor, sized) => {
          const path = pathFor(route.url, actors.ids[0]!);
          const response = await ctx.fetch(sendsBody ? path : `${path}?${sized.payload as string}`, {
            method: route.method,
            headers: {
              ...(sendsBody ? { 'content-type': 'application/json' } : {}),
              ...(actor === 'nobody' ? {} : { cookie: accountOf(actors, actor).cookie }),
            },
            ...(sendsBody ? { body: JSON.stringify(sized.payload) } : {}),
          });
          const where = `${route.method} ${route.url} as ${actor}, ${sized.over ? 'past' : 'within'} the limits: ${JSON.stringify(sized.payload).slice(0, 120)}`;
          const text = await response.clone().text();
          await expectReadable(response, where);
          // A refusal's message (expectReadable has checked it is text).
          const message =
            response.status >= 400 && response.headers.get('content-type')?.includes('application/json')
              ? (JSON.parse(text) as { message: string }).message
              : undefined;
          if (sized.over) {
            expect(response.status, `${where} → ${text.slice(0, 300)}`).toBe(400);
            expect(message?.startsWith(sized.refusal) ? sized.refusal : message, where).toBe(sized.refusal);
          } else if (message !== undefined) {
            expect(message, where).not.toMatch(LIMIT_MESSAGE);
          }
          // Never every offending field: a few, then how many more.
          if (message !== undefined) expect(message.length, `${where} → ${message.slice(0, 300)}`).toBeLessThan(1000);
        }),
        { numRuns: RUNS_PER_ROUTE, seed: SEED + index },
      );
    }
  }, 600_000);

  it('refuses the hostile-user report’s own examples with a readable 400, and stores nothing', async () => {
    const as = (who: Account, method: string, path: string, body?: unknown) =>
      ctx.fetch(path, {
        method,
        headers: { 'content-type': 'application/json', cookie: who.cookie },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    const cases: [Account, string, string, unknown, RegExp][] = [
      [
        actors.sitter,
        'PUT',
        '/api/sitters/me/services',
        { services: [[{ type: 'boarding', priceCents: 5000 }]] },
        /Each service must be an object/,
      ],
      [
        actors.sitter,
        'PUT',
        '/api/sitters/me/services',
        { services: [{ type: 'boarding', priceCents: 5500 }, []] },
        /Each service must be an object/,
      ],
      [actors.owner, 'POST', '/api/pets', { name: 'Nest', species: 'dog', vaccinations: [[]] }, /Each vaccination must be an object/],
      [actors.owner, 'PATCH', '/api/profile', { firstName: null }, /./],
      [actors.sitter, 'PATCH', '/api/sitters/me', { about: null }, /./],
      [actors.owner, 'GET', '/api/search/sitters?suburb=Sydney&from=0000-00-00&to=2027-01-02', undefined, /./],
      [actors.owner, 'GET', '/api/search/sitters?suburb=Sydney&radiusKm=1e309', undefined, /./],
      [actors.owner, 'GET', '/api/search/sitters?suburb=Sydney&page=99999999999999999999', undefined, /./],
      [actors.owner, 'GET', '/api/search/sitters?minPrice=9007199254740994', undefined, /minPrice must be at most/],
    ];
    for (const [who, method, path, body, message] of cases) {
      const response = await as(who, method, path, body);
      const text = await response.text();
      expect(response.status, `${method} ${path} ${JSON.stringify(body)} → ${text}`).toBe(400);
      expect((JSON.parse(text) as { message: string }).message).toMatch(message);
    }
    const [{ n }] = (await ctx.pawpal.database.dataSource.query(`SELECT count(*)::int AS n FROM pets WHERE name = 'Nest'`)) as [
      { n: number },
    ];
    expect(n).toBe(0);
  });

  it('answers no 5xx when one part of a valid request is broken (the deeper code paths)', async () => {
    const requests = validRequests(actors, (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10));
    for (const request of requests) {
      const paths = pathsOf(request.body);
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...paths), fc.oneof(value, fc.constant(undefined)), async (path, replacement) => {
          const payload = mutate(request.body, path, replacement);
          const response = await ctx.fetch(request.path, {
            method: request.method,
            headers: {
              'content-type': 'application/json',
              ...(request.actor === 'nobody' ? {} : { cookie: accountOf(actors, request.actor).cookie }),
            },
            body: JSON.stringify(payload ?? null),
          });
          await expectReadable(
            response,
            `${request.method} ${request.path} as ${request.actor} with ${JSON.stringify(payload)?.slice(0, 300)}`,
          );
        }),
        { numRuns: RUNS_PER_ROUTE * 3, seed: SEED },
      );
    }
  }, 600_000);
});

/** Not a 5xx; a JSON refusal is the error shape with a message a person can read. */
async function expectReadable(response: Response, where: string): Promise<void> {
  const text = await response.text();
  expect(response.status, `${where} → ${response.status} ${text.slice(0, 300)}`).toBeLessThan(500);
  if (response.status >= 400 && (response.headers.get('content-type') ?? '').includes('application/json')) {
    const error = JSON.parse(text) as { statusCode?: unknown; message?: unknown };
    expect(error.statusCode, where).toBe(response.status);
    expect(typeof error.message, where).toBe('string');
    expect((error.message as string).length, where).toBeGreaterThan(0);
    expect(error.message, where).not.toMatch(/\bat \S+:\d+:\d+|\bundefined\b|\[object Object\]|TypeError|ReferenceError/);
  }
}
