import { expect, it } from 'vitest';
import { describeEachDatabase, errorBodyOf, JSON_HEADERS, signUp, type TestContext } from '../../test/harness.js';
import { call, inDays, owner, pet, requestBooking, sitter } from '../../test/booking-fixtures.js';
import { makeAdmin } from '../../test/listing-fixtures.js';
import { ChatService } from './chat.service.js';

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
  it('opens one channel per pair (200 when it exists), named for each side after the other person (a sitter by first name and initial)', async () => {
    const ana = await owner(ctx, 'Ana');
    const ben = await sitter(ctx, { firstName: 'Ben' });
    const first = await post(ctx, '/api/chat/channels', ana.cookie, { userId: ben.id });
    expect(first.status).toBe(201);
    const channel = (await first.json()) as Channel;
    expect(channel).toMatchObject({
      name: 'Ben S.',
      otherUser: { id: ben.id, firstName: 'Ben', lastName: 'S' },
      unreadCount: 0,
      lastMessage: null,
    });
    const again = await post(ctx, '/api/chat/channels', ana.cookie, { sitterId: ben.id });
    expect(again.status).toBe(200);
    await expect(again.json()).resolves.toMatchObject({ id: channel.id, name: 'Ben S.' });
    await expect((await ctx.fetch(`/api/chat/channels/${channel.id}`, { headers: { cookie: ben.cookie } })).json()).resolves.toMatchObject({
      name: 'Ana Owner',
    });
    expect((await post(ctx, '/api/chat/channels', ana.cookie, { userId: ana.id })).status).toBe(400);
    expect((await post(ctx, '/api/chat/channels', ben.cookie, { sitterId: ben.id.toUpperCase() })).status).toBe(400);
    expect((await post(ctx, '/api/chat/channels', ben.cookie, { sitterId: ana.id })).status).toBe(404); // Ana is no sitter
    const [demoSitter] = (await ctx.pawpal.database.dataSource.query(
      `SELECT p.user_id AS id, u.first_name, u.last_name FROM sitter_profiles p JOIN users u ON u.id = p.user_id WHERE p.review_status = 'approved' AND u.suspended_at IS NULL LIMIT 1`,
    )) as { id: string; first_name: string; last_name: string }[];
    const withSitter = await post(ctx, '/api/chat/channels', ana.cookie, { sitterId: demoSitter!.id });
    expect(withSitter.status).toBe(201);
    await expect(withSitter.json()).resolves.toMatchObject({
      name: `${demoSitter!.first_name} ${demoSitter!.last_name.charAt(0).toUpperCase()}.`,
      otherUser: { id: demoSitter!.id },
    });
    expect((await post(ctx, '/api/chat/channels', ana.cookie, {})).status).toBe(404);
    expect((await post(ctx, '/api/chat/channels', ana.cookie, { userId: 'nope' })).status).toBe(400);
  });

  it('lets only the two participants read, post or mark read; everyone else gets 404', async () => {
    const ana = await owner(ctx);
    const ben = await sitter(ctx);
    const eve = await owner(ctx);
    const channel = await openChannel(ctx, ana.cookie, ben.id);
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

    const history = (await (await ctx.fetch(`/api/chat/messages/${channel.id}`, { headers: { cookie: ben.cookie } })).json()) as {
      messages: Message[];
    };
    expect(history.messages.map((message) => message.body)).toEqual(['hi Ben']);
  });

  it('stores the message before answering 201 and validates text and photo', async () => {
    const ana = await owner(ctx);
    const ben = await sitter(ctx);
    const channel = await openChannel(ctx, ana.cookie, ben.id);
    const response = await post(ctx, `/api/chat/messages/${channel.id}`, ana.cookie, { body: 'Is Rex OK with cats?' });
    expect(response.status).toBe(201);
    const message = (await response.json()) as Message;
    expect(message).toMatchObject({ channelId: channel.id, senderId: ana.id, body: 'Is Rex OK with cats?', photoUrl: null });
    // Committed by the time the 201 arrived: visible on a fresh read through the pool.
    const rows = (await ctx.pawpal.database.dataSource.query('SELECT body FROM chat_messages WHERE id = $1', [message.id])) as {
      body: string;
    }[];
    expect(rows).toEqual([{ body: 'Is Rex OK with cats?' }]);

    expect((await post(ctx, `/api/chat/messages/${channel.id}`, ana.cookie, { body: '   ' })).status).toBe(400);
    const tooLong = await post(ctx, `/api/chat/messages/${channel.id}`, ana.cookie, { body: 'x'.repeat(4001) });
    expect(tooLong.status).toBe(400);
    await expect(tooLong.json()).resolves.toMatchObject({ message: 'A message can be at most 4000 characters' });
    expect((await post(ctx, `/api/chat/messages/${channel.id}`, ana.cookie, { body: 'x'.repeat(4000) })).status).toBe(201);
    expect((await post(ctx, `/api/chat/messages/${channel.id}`, ana.cookie, { photoUrl: 'https://evil.example/x.png' })).status).toBe(400);
    const photo = await post(ctx, `/api/chat/messages/${channel.id}`, ana.cookie, {
      photoUrl: '/api/uploads/0123456789abcdef0123456789abcdef.jpg',
    });
    expect(photo.status).toBe(201);
  });

  it('pages history newest first with a cursor', async () => {
    const ana = await owner(ctx);
    const ben = await sitter(ctx);
    const channel = await openChannel(ctx, ana.cookie, ben.id);
    for (let index = 1; index <= 5; index += 1) {
      expect((await post(ctx, `/api/chat/messages/${channel.id}`, index % 2 ? ana.cookie : ben.cookie, { body: `m${index}` })).status).toBe(
        201,
      );
    }
    const first = (await (await ctx.fetch(`/api/chat/messages/${channel.id}?limit=2`, { headers: { cookie: ana.cookie } })).json()) as {
      messages: Message[];
      nextCursor: string | null;
    };
    expect(first.messages.map((message) => message.body)).toEqual(['m5', 'm4']);
    expect(first.nextCursor).not.toBeNull();
    const second = (await (
      await ctx.fetch(`/api/chat/messages/${channel.id}?limit=2&before=${first.nextCursor}`, { headers: { cookie: ana.cookie } })
    ).json()) as { messages: Message[]; nextCursor: string | null };
    expect(second.messages.map((message) => message.body)).toEqual(['m3', 'm2']);
    const last = (await (
      await ctx.fetch(`/api/chat/messages/${channel.id}?limit=2&before=${second.nextCursor}`, { headers: { cookie: ana.cookie } })
    ).json()) as { messages: Message[]; nextCursor: string | null };
    expect(last.messages.map((message) => message.body)).toEqual(['m1']);
    expect(last.nextCursor).toBeNull();
    expect((await ctx.fetch(`/api/chat/messages/${channel.id}?before=abc`, { headers: { cookie: ana.cookie } })).status).toBe(400);
    expect((await ctx.fetch(`/api/chat/messages/${channel.id}?limit=500`, { headers: { cookie: ana.cookie } })).status).toBe(400);
  });

  it('counts unread messages from others across channels until marked read', async () => {
    const ana = await owner(ctx);
    const ben = await sitter(ctx);
    const cleo = await sitter(ctx);
    const withBen = await openChannel(ctx, ana.cookie, ben.id);
    const withCleo = await openChannel(ctx, ana.cookie, cleo.id);
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
    const olivia = await signUp(ctx, { firstName: 'Olivia', lastName: 'Owner' });
    const samuel = await signUp(ctx, { firstName: 'Sam', lastName: 'Sitter' });
    const stranger = await signUp(ctx);
    const [booking] = (await ctx.pawpal.database.dataSource.query(
      `INSERT INTO bookings (owner_id, sitter_id, service, status, start_date, end_date, starts_at, ends_at, time_zone, units, unit_price_cents,
         subtotal_cents, booking_fee_cents, booking_fee_gst_cents, total_cents, commission_cents, commission_gst_cents, sitter_payout_cents,
         cancellation_policy, respond_by)
       VALUES ($1, $2, 'boarding', 'requested', '2030-01-10', '2030-01-12', '2030-01-10T00:00:00Z', '2030-01-12T00:00:00Z', 'Australia/Sydney',
         2, 5000, 10000, 500, 50, 10550, 1500, 150, 8500, 'flexible', '2030-01-05T00:00:00Z')
       RETURNING id`,
      [olivia.user.id, samuel.user.id],
    )) as { id: string }[];
    const bookingId = booking!.id;
    const fromOwner = await post(ctx, '/api/chat/channels', olivia.cookie, { bookingId });
    expect(fromOwner.status).toBe(201);
    await expect(fromOwner.json()).resolves.toMatchObject({ name: 'Sam Sitter', otherUser: { id: samuel.user.id } });
    const fromSitter = await post(ctx, '/api/chat/channels', samuel.cookie, { bookingId });
    expect(fromSitter.status).toBe(200);
    await expect(fromSitter.json()).resolves.toMatchObject({ name: 'Olivia Owner' });
    const fromStranger = await post(ctx, '/api/chat/channels', stranger.cookie, { bookingId });
    expect(fromStranger.status).toBe(404);
    await expect(fromStranger.json()).resolves.toMatchObject({ message: 'Booking not found' });
  });
  it('follows the marketplace: owners write to listed sitters, anyone to whom they have a booking with; never owner to owner or with admins, and an unknown id answers the same', async () => {
    const olive = await owner(ctx, 'Olive');
    const otto = await owner(ctx, 'Otto');
    const sam = await sitter(ctx, { firstName: 'Sam' });
    const pending = await sitter(ctx, { firstName: 'Penny' });
    const db = ctx.pawpal.database.dataSource;
    await db.query(`UPDATE sitter_profiles SET review_status = 'pending_review' WHERE user_id = $1`, [pending.id]);
    const adminSitter = await sitter(ctx, { firstName: 'Ada' });
    await makeAdmin(ctx, adminSitter.id);
    const unknownId = '6f1d9a52-3c1e-4c8e-9d2a-0b7f4c1e2a3b';

    const unknownUser = await errorBodyOf(await post(ctx, '/api/chat/channels', olive.cookie, { userId: unknownId }));
    expect(unknownUser).toEqual({ statusCode: 404, error: 'Not Found', message: 'User not found' });
    for (const forbidden of [otto.id, pending.id, adminSitter.id]) {
      const refused = await post(ctx, '/api/chat/channels', olive.cookie, { userId: forbidden });
      expect(refused.status).toBe(404);
      expect(await errorBodyOf(refused)).toEqual(unknownUser);
    }
    const unknownSitter = await errorBodyOf(await post(ctx, '/api/chat/channels', olive.cookie, { sitterId: unknownId }));
    expect(unknownSitter).toEqual({ statusCode: 404, error: 'Not Found', message: 'Sitter not found' });
    for (const forbidden of [otto.id, pending.id, adminSitter.id]) {
      expect(await errorBodyOf(await post(ctx, '/api/chat/channels', olive.cookie, { sitterId: forbidden }))).toEqual(unknownSitter);
    }
    // A sitter cannot start a conversation with an owner out of the blue either.
    expect(await errorBodyOf(await post(ctx, '/api/chat/channels', sam.cookie, { userId: olive.id }))).toEqual(unknownUser);
    // Admin accounts do not use chat.
    const admin = await owner(ctx, 'Alex');
    await makeAdmin(ctx, admin.id);
    const fromAdmin = await post(ctx, '/api/chat/channels', admin.cookie, { sitterId: sam.id });
    expect(fromAdmin.status).toBe(403);
    await expect(fromAdmin.json()).resolves.toMatchObject({ message: 'Admin accounts cannot start conversations in chat' });

    // A booking between the two opens the way, whoever writes first and whatever its state.
    const rex = await pet(ctx, olive);
    await requestBooking(ctx, olive, {
      sitterId: sam.id,
      service: 'boarding',
      startDate: inDays(20),
      endDate: inDays(22),
      petIds: [rex.id],
    });
    await db.query(`UPDATE sitter_profiles SET review_status = 'pending_review' WHERE user_id = $1`, [sam.id]);
    expect((await post(ctx, '/api/chat/channels', sam.cookie, { userId: olive.id })).status).toBe(201);
    expect((await post(ctx, '/api/chat/channels', olive.cookie, { sitterId: sam.id })).status).toBe(200);
  });

  it('keeps a conversation the rules no longer allow readable, and refuses new messages in it (403)', async () => {
    const olive = await owner(ctx, 'Olive');
    const sam = await sitter(ctx, { firstName: 'Sam' });
    const db = ctx.pawpal.database.dataSource;
    const channel = await openChannel(ctx, olive.cookie, sam.id);
    expect((await post(ctx, `/api/chat/messages/${channel.id}`, olive.cookie, { body: 'Are you free in May?' })).status).toBe(201);
    expect((await post(ctx, `/api/chat/messages/${channel.id}`, sam.cookie, { body: 'I am!' })).status).toBe(201); // the sitter answers the owner who wrote

    await db.query(`UPDATE sitter_profiles SET review_status = 'pending_review' WHERE user_id = $1`, [sam.id]);
    for (const by of [olive, sam]) {
      const refused = await post(ctx, `/api/chat/messages/${channel.id}`, by.cookie, { body: 'still there?' });
      expect(refused.status).toBe(403);
      await expect(refused.json()).resolves.toMatchObject({
        message: 'This conversation is read-only: messages need a listed sitter or a booking between you',
      });
      const history = (await (await ctx.fetch(`/api/chat/messages/${channel.id}`, { headers: { cookie: by.cookie } })).json()) as {
        messages: Message[];
      };
      expect(history.messages.map((message) => message.body)).toEqual(['I am!', 'Are you free in May?']);
      expect((await post(ctx, `/api/chat/messages/${channel.id}/mark-read`, by.cookie)).status).toBe(200);
      const channels = (await (await ctx.fetch('/api/chat/channels', { headers: { cookie: by.cookie } })).json()) as Channel[];
      expect(channels.map((listed) => listed.id)).toEqual([channel.id]);
    }
    // A stranger still gets 404, not 403: the channel is not theirs to know about.
    const eve = await owner(ctx);
    expect((await post(ctx, `/api/chat/messages/${channel.id}`, eve.cookie, { body: 'hello?' })).status).toBe(404);

    await db.query(`UPDATE sitter_profiles SET review_status = 'approved' WHERE user_id = $1`, [sam.id]);
    expect((await post(ctx, `/api/chat/messages/${channel.id}`, olive.cookie, { body: 'Great' })).status).toBe(201);

    // Two owners' channel from before the rules: readable, closed.
    const otto = await owner(ctx, 'Otto');
    const [old] = (await db.query(`INSERT INTO chat_channels (user_a_id, user_b_id) VALUES ($1, $2) RETURNING id`, [
      olive.id,
      otto.id,
    ])) as { id: string }[];
    await db.query(`INSERT INTO chat_read_state (channel_id, user_id) VALUES ($1, $2), ($1, $3)`, [old!.id, olive.id, otto.id]);
    expect((await ctx.fetch(`/api/chat/messages/${old!.id}`, { headers: { cookie: otto.cookie } })).status).toBe(200);
    expect((await post(ctx, `/api/chat/messages/${old!.id}`, otto.cookie, { body: 'hi neighbour' })).status).toBe(403);
  });

  it('shows a sitter’s full name in the channel, its list and live notices only once the two have an accepted booking', async () => {
    const olive = await owner(ctx, 'Olive');
    const sam = await sitter(ctx, { firstName: 'Sam' });
    const channel = await openChannel(ctx, olive.cookie, sam.id);
    const chat = ctx.pawpal.app.get(ChatService);
    const view = async () => {
      const header = (await (
        await ctx.fetch(`/api/chat/channels/${channel.id}`, { headers: { cookie: olive.cookie } })
      ).json()) as Channel & { otherUser: { lastName: string } };
      const listed = (
        (await (await ctx.fetch('/api/chat/channels', { headers: { cookie: olive.cookie } })).json()) as (Channel & {
          otherUser: { lastName: string };
        })[]
      )[0]!;
      const sent = (await (await post(ctx, `/api/chat/messages/${channel.id}`, sam.cookie, { body: 'Hello!' })).json()) as Message;
      const notice = await chat.newMessageNotice(sent.id, olive.id);
      return [header.name, header.otherUser.lastName, listed.name, listed.otherUser.lastName, notice?.notice.channelName];
    };
    expect(await view()).toEqual(['Sam S.', 'S', 'Sam S.', 'S', 'Sam S.']);
    const rex = await pet(ctx, olive);
    const booking = await requestBooking(ctx, olive, {
      sitterId: sam.id,
      service: 'boarding',
      startDate: inDays(20),
      endDate: inDays(22),
      petIds: [rex.id],
    });
    expect(await view()).toEqual(['Sam S.', 'S', 'Sam S.', 'S', 'Sam S.']); // a request is not yet a booking
    expect((await call(ctx, sam, 'POST', `/api/bookings/${booking.id}/accept`)).status).toBe(200);
    expect(await view()).toEqual(['Sam Sitter', 'Sitter', 'Sam Sitter', 'Sitter', 'Sam Sitter']);
    // The owner's name is never shortened.
    await expect((await ctx.fetch(`/api/chat/channels/${channel.id}`, { headers: { cookie: sam.cookie } })).json()).resolves.toMatchObject({
      name: 'Olive Owner',
    });
  });
});
