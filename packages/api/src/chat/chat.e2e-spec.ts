import { expect, it } from 'vitest';
import { describeEachDatabase, JSON_HEADERS, signUp, type TestContext } from '../../test/harness.js';

interface Channel {
  id: string;
  name: string;
  otherUser: { id: string };
  unreadCount: number;
  lastMessage: { id: string; body: string | null } | null;
}
interface Message {
  id: string;
  channelId: string;
  senderId: string;
  body: string | null;
  photoUrl: string | null;
  createdAt: string;
}

function post(ctx: TestContext, path: string, cookie: string, body: unknown = {}) {
  return ctx.fetch(path, { method: 'POST', headers: { ...JSON_HEADERS, cookie }, body: JSON.stringify(body) });
}

async function openChannel(ctx: TestContext, cookie: string, userId: string): Promise<Channel> {
  const response = await post(ctx, '/api/chat/channels', cookie, { userId });
  if (response.status !== 201 && response.status !== 200) throw new Error(`open failed ${response.status} ${await response.text()}`);
  return (await response.json()) as Channel;
}

async function unread(ctx: TestContext, cookie: string): Promise<number> {
  return ((await (await ctx.fetch('/api/chat/unread-count', { headers: { cookie } })).json()) as { count: number }).count;
}

describeEachDatabase('chat', (ctx) => {
  it('opens one channel per pair whichever side opens it, named after the other person', async () => {
    const ana = await signUp(ctx, { firstName: 'Ana', lastName: 'Lima' });
    const ben = await signUp(ctx, { firstName: 'Ben', lastName: 'Okafor' });
    const first = await post(ctx, '/api/chat/channels', ana.cookie, { userId: ben.user.id });
    expect(first.status).toBe(201);
    const channel = (await first.json()) as Channel;
    expect(channel).toMatchObject({ name: 'Ben Okafor', otherUser: { id: ben.user.id }, unreadCount: 0, lastMessage: null });
    const again = await post(ctx, '/api/chat/channels', ben.cookie, { userId: ana.user.id });
    expect(again.status).toBe(200);
    await expect(again.json()).resolves.toMatchObject({ id: channel.id, name: 'Ana Lima' });
    expect((await post(ctx, '/api/chat/channels', ana.cookie, { userId: ana.user.id })).status).toBe(400);
    expect((await post(ctx, '/api/chat/channels', ana.cookie, { sitterId: ben.user.id })).status).toBe(404); // Ben is no sitter
    const [demoSitter] = (await ctx.pawpal.database.dataSource.query(`SELECT p.user_id AS id, u.first_name, u.last_name FROM sitter_profiles p JOIN users u ON u.id = p.user_id LIMIT 1`)) as { id: string; first_name: string; last_name: string }[];
    const withSitter = await post(ctx, '/api/chat/channels', ana.cookie, { sitterId: demoSitter!.id });
    expect(withSitter.status).toBe(201);
    await expect(withSitter.json()).resolves.toMatchObject({ name: `${demoSitter!.first_name} ${demoSitter!.last_name}`, otherUser: { id: demoSitter!.id } });
    expect((await post(ctx, '/api/chat/channels', ana.cookie, {})).status).toBe(404);
    expect((await post(ctx, '/api/chat/channels', ana.cookie, { userId: 'nope' })).status).toBe(400);
  });

  it('lets only the two participants read, post or mark read; everyone else gets 404', async () => {
    const ana = await signUp(ctx);
    const ben = await signUp(ctx);
    const eve = await signUp(ctx);
    const channel = await openChannel(ctx, ana.cookie, ben.user.id);
    expect((await post(ctx, `/api/chat/messages/${channel.id}`, ana.cookie, { body: 'hi Ben' })).status).toBe(201);

    expect((await ctx.fetch(`/api/chat/messages/${channel.id}`, { headers: { cookie: eve.cookie } })).status).toBe(404);
    expect((await ctx.fetch(`/api/chat/channels/${channel.id}`, { headers: { cookie: eve.cookie } })).status).toBe(404);
    const intruder = await post(ctx, `/api/chat/messages/${channel.id}`, eve.cookie, { body: 'let me in' });
    expect(intruder.status).toBe(404);
    await expect(intruder.json()).resolves.toMatchObject({ message: 'Conversation not found' });
    expect((await post(ctx, `/api/chat/messages/${channel.id}/mark-read`, eve.cookie)).status).toBe(404);
    expect((await ctx.fetch('/api/chat/channels', { headers: { cookie: eve.cookie } }).then((r) => r.json())) as unknown[]).toEqual([]);
    expect((await ctx.fetch(`/api/chat/messages/not-a-uuid`, { headers: { cookie: ana.cookie } })).status).toBe(404);
    expect((await ctx.fetch(`/api/chat/messages/${channel.id}`)).status).toBe(401);

    const history = (await (await ctx.fetch(`/api/chat/messages/${channel.id}`, { headers: { cookie: ben.cookie } })).json()) as { messages: Message[] };
    expect(history.messages.map((message) => message.body)).toEqual(['hi Ben']);
  });

  it('stores the message before answering 201 and validates text and photo', async () => {
    const ana = await signUp(ctx);
    const ben = await signUp(ctx);
    const channel = await openChannel(ctx, ana.cookie, ben.user.id);
    const response = await post(ctx, `/api/chat/messages/${channel.id}`, ana.cookie, { body: 'Is Rex OK with cats?' });
    expect(response.status).toBe(201);
    const message = (await response.json()) as Message;
    expect(message).toMatchObject({ channelId: channel.id, senderId: ana.user.id, body: 'Is Rex OK with cats?', photoUrl: null });
    // Committed by the time the 201 arrived: visible on a fresh read through the pool.
    const rows = (await ctx.pawpal.database.dataSource.query('SELECT body FROM chat_messages WHERE id = $1', [message.id])) as { body: string }[];
    expect(rows).toEqual([{ body: 'Is Rex OK with cats?' }]);

    expect((await post(ctx, `/api/chat/messages/${channel.id}`, ana.cookie, { body: '   ' })).status).toBe(400);
    const tooLong = await post(ctx, `/api/chat/messages/${channel.id}`, ana.cookie, { body: 'x'.repeat(4001) });
    expect(tooLong.status).toBe(400);
    await expect(tooLong.json()).resolves.toMatchObject({ message: 'A message can be at most 4000 characters' });
    expect((await post(ctx, `/api/chat/messages/${channel.id}`, ana.cookie, { body: 'x'.repeat(4000) })).status).toBe(201);
    expect((await post(ctx, `/api/chat/messages/${channel.id}`, ana.cookie, { photoUrl: 'https://evil.example/x.png' })).status).toBe(400);
    const photo = await post(ctx, `/api/chat/messages/${channel.id}`, ana.cookie, { photoUrl: '/api/uploads/0123456789abcdef0123456789abcdef.jpg' });
    expect(photo.status).toBe(201);
  });

  it('pages history newest first with a cursor', async () => {
    const ana = await signUp(ctx);
    const ben = await signUp(ctx);
    const channel = await openChannel(ctx, ana.cookie, ben.user.id);
    for (let index = 1; index <= 5; index += 1) {
      expect((await post(ctx, `/api/chat/messages/${channel.id}`, index % 2 ? ana.cookie : ben.cookie, { body: `m${index}` })).status).toBe(201);
    }
    const first = (await (await ctx.fetch(`/api/chat/messages/${channel.id}?limit=2`, { headers: { cookie: ana.cookie } })).json()) as { messages: Message[]; nextCursor: string | null };
    expect(first.messages.map((message) => message.body)).toEqual(['m5', 'm4']);
    expect(first.nextCursor).not.toBeNull();
    const second = (await (await ctx.fetch(`/api/chat/messages/${channel.id}?limit=2&before=${first.nextCursor}`, { headers: { cookie: ana.cookie } })).json()) as { messages: Message[]; nextCursor: string | null };
    expect(second.messages.map((message) => message.body)).toEqual(['m3', 'm2']);
    const last = (await (await ctx.fetch(`/api/chat/messages/${channel.id}?limit=2&before=${second.nextCursor}`, { headers: { cookie: ana.cookie } })).json()) as { messages: Message[]; nextCursor: string | null };
    expect(last.messages.map((message) => message.body)).toEqual(['m1']);
    expect(last.nextCursor).toBeNull();
    expect((await ctx.fetch(`/api/chat/messages/${channel.id}?before=abc`, { headers: { cookie: ana.cookie } })).status).toBe(400);
    expect((await ctx.fetch(`/api/chat/messages/${channel.id}?limit=500`, { headers: { cookie: ana.cookie } })).status).toBe(400);
  });

  it('counts unread messages from others across channels until marked read', async () => {
    const ana = await signUp(ctx);
    const ben = await signUp(ctx);
    const cleo = await signUp(ctx);
    const withBen = await openChannel(ctx, ana.cookie, ben.user.id);
    const withCleo = await openChannel(ctx, cleo.cookie, ana.user.id);
    await post(ctx, `/api/chat/messages/${withBen.id}`, ben.cookie, { body: 'one' });
    await post(ctx, `/api/chat/messages/${withBen.id}`, ben.cookie, { body: 'two' });
    await post(ctx, `/api/chat/messages/${withCleo.id}`, cleo.cookie, { body: 'three' });
    await post(ctx, `/api/chat/messages/${withBen.id}`, ana.cookie, { body: 'my own reply is never unread' });
    expect(await unread(ctx, ana.cookie)).toBe(3);
    expect(await unread(ctx, ben.cookie)).toBe(1);

    const channels = (await (await ctx.fetch('/api/chat/channels', { headers: { cookie: ana.cookie } })).json()) as Channel[];
    expect(channels.map((channel) => [channel.id, channel.unreadCount])).toEqual([
      [withBen.id, 2], // most recent activity first
      [withCleo.id, 1],
    ]);
    expect(channels[0]!.lastMessage?.body).toBe('my own reply is never unread');

    const marked = await post(ctx, `/api/chat/messages/${withBen.id}/mark-read`, ana.cookie);
    expect(marked.status).toBe(200);
    await expect(marked.json()).resolves.toEqual({ unreadCount: 1 });
    expect(await unread(ctx, ana.cookie)).toBe(1);
    await post(ctx, `/api/chat/messages/${withBen.id}`, ben.cookie, { body: 'four' });
    expect(await unread(ctx, ana.cookie)).toBe(2);
    expect((await ctx.fetch('/api/chat/unread-count')).status).toBe(401);
  });

  it('opens the owner↔sitter channel of a booking from its id, for those two only', async () => {
    const owner = await signUp(ctx, { firstName: 'Olivia', lastName: 'Owner' });
    const sitter = await signUp(ctx, { firstName: 'Sam', lastName: 'Sitter' });
    const stranger = await signUp(ctx);
    const [booking] = (await ctx.pawpal.database.dataSource.query(
      `INSERT INTO bookings (owner_id, sitter_id, service, status, start_date, end_date, starts_at, ends_at, time_zone, units, unit_price_cents,
         subtotal_cents, booking_fee_cents, booking_fee_gst_cents, total_cents, commission_cents, commission_gst_cents, sitter_payout_cents,
         cancellation_policy, respond_by)
       VALUES ($1, $2, 'boarding', 'requested', '2030-01-10', '2030-01-12', '2030-01-10T00:00:00Z', '2030-01-12T00:00:00Z', 'Australia/Sydney',
         2, 5000, 10000, 500, 50, 10550, 1500, 150, 8500, 'flexible', '2030-01-05T00:00:00Z')
       RETURNING id`,
      [owner.user.id, sitter.user.id],
    )) as { id: string }[];
    const bookingId = booking!.id;
    const fromOwner = await post(ctx, '/api/chat/channels', owner.cookie, { bookingId });
    expect(fromOwner.status).toBe(201);
    await expect(fromOwner.json()).resolves.toMatchObject({ name: 'Sam Sitter', otherUser: { id: sitter.user.id } });
    const fromSitter = await post(ctx, '/api/chat/channels', sitter.cookie, { bookingId });
    expect(fromSitter.status).toBe(200);
    await expect(fromSitter.json()).resolves.toMatchObject({ name: 'Olivia Owner' });
    const fromStranger = await post(ctx, '/api/chat/channels', stranger.cookie, { bookingId });
    expect(fromStranger.status).toBe(404);
    await expect(fromStranger.json()).resolves.toMatchObject({ message: 'Booking not found' });
  });
});
