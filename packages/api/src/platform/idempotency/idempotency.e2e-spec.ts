import { createHash } from 'node:crypto';
import { expect, it } from 'vitest';
import { advanceClock, type Account, inDays, owner, pet, serverNow, sitter } from '../../../test/booking-fixtures.js';
import { describeOnBothDatabases, type TestContext } from '../../../test/harness.js';
import { IDEMPOTENCY_ABANDONED_MS } from './idempotency.interceptor.js';

function post(ctx: TestContext, account: Account, path: string, body: unknown, key?: string): Promise<Response> {
  return ctx.fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: account.cookie, ...(key === undefined ? {} : { 'idempotency-key': key }) },
    body: JSON.stringify(body),
  });
}

/**
 * Parallel requests with one key: exactly one ran (201, not replayed); every other answer is 409
 * "in progress" or, once the first had finished, its answer replayed. Returns the one result's id.
 */
async function expectOneRun(answers: Response[]): Promise<string> {
  const ran = answers.filter((answer) => answer.status === 201 && answer.headers.get('idempotent-replayed') === null);
  expect(ran).toHaveLength(1);
  const id = ((await ran[0]!.json()) as { id: string }).id;
  for (const answer of answers.filter((each) => each !== ran[0])) {
    if (answer.status === 201) {
      expect(((await answer.json()) as { id: string }).id).toBe(id);
      continue;
    }
    expect(answer.status).toBe(409);
    expect(answer.headers.get('retry-after')).toBe('1');
    await expect(answer.json()).resolves.toMatchObject({
      message: 'A request with this Idempotency-Key is still being processed; try again in a moment',
    });
  }
  return id;
}

async function count(ctx: TestContext, sql: string, params: unknown[]): Promise<number> {
  const [row] = (await ctx.pawpal.database.dataSource.query(sql, params)) as [{ n: string }];
  return Number(row.n);
}

describeOnBothDatabases(
  'Idempotency-Key on booking requests and messages',
  (ctx) => {
    it('answers a retried booking request with the first booking instead of a second one', async () => {
      const sam = await sitter(ctx);
      const olive = await owner(ctx);
      const rex = await pet(ctx, olive);
      const body = { sitterId: sam.id, service: 'boarding', startDate: inDays(30), endDate: inDays(32), petIds: [rex.id] };

      const first = await post(ctx, olive, '/api/bookings', body, 'request-1');
      expect(first.status).toBe(201);
      const firstBooking = (await first.json()) as { id: string };
      const retry = await post(ctx, olive, '/api/bookings', body, 'request-1');
      expect(retry.status).toBe(201);
      expect(retry.headers.get('idempotent-replayed')).toBe('true');
      expect(((await retry.json()) as { id: string }).id).toBe(firstBooking.id);
      expect(await count(ctx, `SELECT count(*) AS n FROM bookings WHERE owner_id = $1`, [olive.id])).toBe(1);

      // The same key for something else is a client bug: refused, nothing done.
      const other = await post(ctx, olive, '/api/bookings', { ...body, startDate: inDays(40), endDate: inDays(41) }, 'request-1');
      expect(other.status).toBe(422);
      await expect(other.json()).resolves.toMatchObject({
        message: 'This Idempotency-Key was already used for a different request; send a new key',
      });
      expect(await count(ctx, `SELECT count(*) AS n FROM bookings WHERE owner_id = $1`, [olive.id])).toBe(1);

      // Keys are per member: another owner's same key is theirs alone.
      const ivy = await owner(ctx, 'Ivy');
      const ivysPet = await pet(ctx, ivy);
      const ivys = await post(
        ctx,
        ivy,
        '/api/bookings',
        { ...body, startDate: inDays(50), endDate: inDays(51), petIds: [ivysPet.id] },
        'request-1',
      );
      expect(ivys.status).toBe(201);
      expect(((await ivys.json()) as { id: string }).id).not.toBe(firstBooking.id);
    });

    it('runs parallel booking requests with one key once: the others are told it is in progress, then get its answer', async () => {
      const sam = await sitter(ctx);
      const olive = await owner(ctx);
      const rex = await pet(ctx, olive);
      const body = { sitterId: sam.id, service: 'boarding', startDate: inDays(30), endDate: inDays(32), petIds: [rex.id] };

      const answers = await Promise.all([1, 2, 3].map(() => post(ctx, olive, '/api/bookings', body, 'parallel-1')));
      const bookingId = await expectOneRun(answers);
      expect(await count(ctx, `SELECT count(*) AS n FROM bookings WHERE owner_id = $1`, [olive.id])).toBe(1);

      // The first has finished: the key now answers with its booking.
      const retry = await post(ctx, olive, '/api/bookings', body, 'parallel-1');
      expect(retry.status).toBe(201);
      expect(retry.headers.get('idempotent-replayed')).toBe('true');
      expect(((await retry.json()) as { id: string }).id).toBe(bookingId);
    });

    it('stores one message for parallel posts with one key', async () => {
      const sam = await sitter(ctx);
      const olive = await owner(ctx);
      const opened = await post(ctx, olive, '/api/chat/channels', { sitterId: sam.id });
      const channelId = ((await opened.json()) as { id: string }).id;
      const path = `/api/chat/messages/${channelId}`;

      const answers = await Promise.all([1, 2, 3, 4, 5].map(() => post(ctx, olive, path, { body: 'Is Rex welcome?' }, 'parallel-msg')));
      await expectOneRun(answers);
      expect(await count(ctx, `SELECT count(*) AS n FROM chat_messages WHERE channel_id = $1`, [channelId])).toBe(1);
    });

    it('answers 409 while a request with the key is unfinished, and lets one retry take over a request abandoned 5 minutes', async () => {
      const sam = await sitter(ctx);
      const olive = await owner(ctx);
      const rex = await pet(ctx, olive);
      const body = { sitterId: sam.id, service: 'boarding', startDate: inDays(30), endDate: inDays(32), petIds: [rex.id] };
      const hash = createHash('sha256')
        .update(`POST /api/bookings\n${JSON.stringify(body)}`)
        .digest('hex');
      const now = await serverNow(ctx);
      // A first request that has claimed the key and not finished (still running, or its process died).
      await ctx.pawpal.database.dataSource.query(
        `INSERT INTO idempotency_keys (user_id, key, request_hash, created_at) VALUES ($1, 'unfinished', $2, $3)`,
        [olive.id, hash, new Date(now)],
      );
      const running = await post(ctx, olive, '/api/bookings', body, 'unfinished');
      expect(running.status).toBe(409);
      expect(await count(ctx, `SELECT count(*) AS n FROM bookings WHERE owner_id = $1`, [olive.id])).toBe(0);

      await ctx.pawpal.database.dataSource.query(`UPDATE idempotency_keys SET created_at = $3 WHERE user_id = $1 AND key = $2`, [
        olive.id,
        'unfinished',
        new Date(now - IDEMPOTENCY_ABANDONED_MS - 60_000),
      ]);
      const retries = await Promise.all([1, 2, 3].map(() => post(ctx, olive, '/api/bookings', body, 'unfinished')));
      await expectOneRun(retries);
      expect(await count(ctx, `SELECT count(*) AS n FROM bookings WHERE owner_id = $1`, [olive.id])).toBe(1);
    });

    it('lets a failed request be retried with its key, and refuses a malformed key', async () => {
      const sam = await sitter(ctx);
      const olive = await owner(ctx);
      const rex = await pet(ctx, olive);
      const tooLong = { sitterId: sam.id, service: 'boarding', startDate: inDays(30), endDate: inDays(200), petIds: [rex.id] };
      expect((await post(ctx, olive, '/api/bookings', tooLong, 'k-2')).status).toBe(400);
      expect((await post(ctx, olive, '/api/bookings', tooLong, 'k-2')).status).toBe(400); // ran again, not 409 or replayed

      const bad = await post(ctx, olive, '/api/bookings', tooLong, 'has a space');
      expect(bad.status).toBe(400);
      await expect(bad.json()).resolves.toMatchObject({ message: 'Idempotency-Key must be 1 to 255 visible characters' });
    });

    it('stores a retried message once, and a key older than 24 hours starts afresh', async () => {
      const sam = await sitter(ctx);
      const olive = await owner(ctx);
      const opened = await post(ctx, olive, '/api/chat/channels', { sitterId: sam.id });
      const channelId = ((await opened.json()) as { id: string }).id;
      const path = `/api/chat/messages/${channelId}`;

      const first = await post(ctx, olive, path, { body: 'Is Rex welcome?' }, 'msg-1');
      expect(first.status).toBe(201);
      const firstId = ((await first.json()) as { id: string }).id;
      const retry = await post(ctx, olive, path, { body: 'Is Rex welcome?' }, 'msg-1');
      expect(retry.status).toBe(201);
      expect(((await retry.json()) as { id: string }).id).toBe(firstId);
      expect(await count(ctx, `SELECT count(*) AS n FROM chat_messages WHERE channel_id = $1`, [channelId])).toBe(1);

      await advanceClock(ctx, 24 * 60 * 60 * 1000 + 60_000);
      const later = await post(ctx, olive, path, { body: 'Is Rex welcome?' }, 'msg-1');
      expect(later.status).toBe(201);
      expect(((await later.json()) as { id: string }).id).not.toBe(firstId);
      expect(await count(ctx, `SELECT count(*) AS n FROM chat_messages WHERE channel_id = $1`, [channelId])).toBe(2);
    });
  },
  { env: { PAWPAL_TEST_CLOCK: '1' } },
);
