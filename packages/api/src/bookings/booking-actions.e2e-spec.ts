import { expect, it } from 'vitest';
import {
  advanceClock,
  call,
  dayAfter,
  owner,
  PAY_CARD,
  pet,
  requestBooking,
  serverNow,
  sitter,
  type Account,
  type BookingBody,
} from '../../test/booking-fixtures.js';
import { describeEachDatabase } from '../../test/harness.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

type State = 'requested' | 'accepted' | 'declined' | 'expired' | 'paid' | 'in_progress' | 'completed' | 'completed_reviewed' | 'cancelled';
type Role = 'owner' | 'sitter';
type Action = 'accept' | 'decline' | 'pay' | 'complete' | 'review' | 'cancel' | 'message';

const STATES: readonly State[] = [
  'requested',
  'accepted',
  'declined',
  'expired',
  'paid',
  'in_progress',
  'completed',
  'completed_reviewed',
  'cancelled',
];
const ACTIONS: readonly Action[] = ['accept', 'decline', 'pay', 'complete', 'review', 'cancel', 'message'];

/**
 * What each side may do in each state, written out by hand (the spec's table, not a copy of the
 * code's): every action here must be accepted by its endpoint, every other one refused.
 */
const EXPECTED: Record<State, Record<Role, Action[]>> = {
  requested: { owner: ['cancel', 'message'], sitter: ['accept', 'decline', 'message'] },
  accepted: { owner: ['pay', 'cancel', 'message'], sitter: ['cancel', 'message'] },
  declined: { owner: ['message'], sitter: ['message'] },
  expired: { owner: ['message'], sitter: ['message'] },
  paid: { owner: ['cancel', 'message'], sitter: ['cancel', 'message'] },
  in_progress: { owner: ['message'], sitter: ['complete', 'message'] },
  // Two-sided reviews: both sides review within the window, each once; completed_reviewed = the owner has.
  completed: { owner: ['review', 'message'], sitter: ['review', 'message'] },
  completed_reviewed: { owner: ['message'], sitter: ['review', 'message'] },
  cancelled: { owner: ['message'], sitter: ['message'] },
};

describeEachDatabase(
  'booking actions: what the server lists is exactly what it accepts',
  (ctx) => {
    interface Scene {
      olive: Account;
      sam: Account;
      booking: BookingBody;
    }

    const expectOk = async (response: Response, what: string) => {
      if (response.status >= 300) throw new Error(`${what}: ${response.status} ${await response.text()}`);
    };

    /** A booking taken to `state` through the real endpoints; time-driven states through the test clock. */
    const sceneIn = async (state: State): Promise<Scene> => {
      const sam = await sitter(ctx);
      const olive = await owner(ctx);
      const rex = await pet(ctx, olive);
      const now = await serverNow(ctx);
      let booking = await requestBooking(ctx, olive, {
        sitterId: sam.id,
        service: 'boarding',
        startDate: dayAfter(now, 5),
        endDate: dayAfter(now, 7),
        petIds: [rex.id],
      });
      const post = async (by: Account, path: string, body?: unknown) =>
        expectOk(await call(ctx, by, 'POST', path, body), `${state}: POST ${path}`);
      const accept = () => post(sam, `/api/bookings/${booking.id}/accept`);
      const pay = () => post(olive, `/api/payments/${booking.id}/sandbox-charge`, PAY_CARD);
      const advancePast = async (instant: string) => advanceClock(ctx, Date.parse(instant) - (await serverNow(ctx)) + MINUTE);
      switch (state) {
        case 'requested':
          break;
        case 'accepted':
          await accept();
          break;
        case 'declined':
          await post(sam, `/api/bookings/${booking.id}/decline`);
          break;
        case 'expired':
          await advanceClock(ctx, 72 * HOUR + MINUTE);
          break;
        case 'paid':
          await accept();
          await pay();
          break;
        case 'in_progress':
          await accept();
          await pay();
          await advancePast(booking.startsAt);
          break;
        case 'completed':
        case 'completed_reviewed':
          await accept();
          await pay();
          await advancePast(((await (await call(ctx, olive, 'GET', `/api/bookings/${booking.id}`)).json()) as { endsAt: string }).endsAt);
          if (state === 'completed_reviewed')
            await post(olive, `/api/bookings/${booking.id}/review`, { rating: 5, comment: 'Rex came home happy' });
          break;
        case 'cancelled':
          await post(olive, `/api/bookings/${booking.id}/cancel`);
          break;
      }
      booking = (await (await call(ctx, olive, 'GET', `/api/bookings/${booking.id}`)).json()) as BookingBody;
      expect(booking.status).toBe(state === 'completed_reviewed' ? 'completed' : state);
      return { olive, sam, booking };
    };

    /** Takes `action` on the booking as `by`, through the endpoint the app uses for it. */
    const attempt = (scene: Scene, by: Account, action: Action): Promise<Response> => {
      const id = scene.booking.id;
      switch (action) {
        case 'pay':
          return call(ctx, by, 'POST', `/api/payments/${id}/sandbox-charge`, PAY_CARD);
        case 'review':
          return call(ctx, by, 'POST', `/api/bookings/${id}/review`, { rating: 4, comment: 'Lovely stay' });
        case 'message':
          return call(ctx, by, 'POST', '/api/chat/channels', { bookingId: id });
        default:
          return call(ctx, by, 'POST', `/api/bookings/${id}/${action}`);
      }
    };

    const statusOf = async (scene: Scene) =>
      ((await (await call(ctx, scene.olive, 'GET', `/api/bookings/${scene.booking.id}`)).json()) as { status: string }).status;

    for (const state of STATES) {
      for (const role of ['owner', 'sitter'] as const) {
        it(`${state}, ${role}: list row and booking both offer ${EXPECTED[state][role].join(', ')}, each accepted; every other action refused`, async () => {
          const scene = await sceneIn(state);
          const viewer = role === 'owner' ? scene.olive : scene.sam;

          const detail = (await (await call(ctx, viewer, 'GET', `/api/bookings/${scene.booking.id}`)).json()) as {
            actions: Action[];
            viewerRole: Role;
          };
          const list = (await (await call(ctx, viewer, 'GET', `/api/bookings?as=${role}`)).json()) as {
            bookings: { id: string; actions: Action[]; viewerRole: Role }[];
          };
          const row = list.bookings.find((booking) => booking.id === scene.booking.id);
          expect(detail).toMatchObject({ viewerRole: role, actions: EXPECTED[state][role] });
          expect(row).toMatchObject({ viewerRole: role, actions: EXPECTED[state][role] });

          // Refusals change nothing, so they all run against this one booking.
          const before = await statusOf(scene);
          for (const action of ACTIONS.filter((candidate) => !EXPECTED[state][role].includes(candidate))) {
            const response = await attempt(scene, viewer, action);
            expect([403, 409], `${state}, ${role}, ${action}: ${response.status}`).toContain(response.status);
            expect(await statusOf(scene), `${state}, ${role}, ${action}`).toBe(before);
          }
          // Each accepted action on a booking of its own in the same state; opening the chat changes
          // nothing the other checks read (the booking's status and actions), so it runs on this one.
          for (const action of EXPECTED[state][role]) {
            const fresh = action === 'message' ? scene : await sceneIn(state);
            const response = await attempt(fresh, role === 'owner' ? fresh.olive : fresh.sam, action);
            expect(response.status, `${state}, ${role}, ${action}: ${await response.clone().text()}`).toBeGreaterThanOrEqual(200);
            expect(response.status, `${state}, ${role}, ${action}`).toBeLessThan(300);
          }
        });
      }
    }

    it('does not offer "Mark complete" on a paid booking (the app once did) and refuses it with 409', async () => {
      const scene = await sceneIn('paid');
      const rows = (await (await call(ctx, scene.sam, 'GET', '/api/bookings?as=sitter')).json()) as {
        bookings: { id: string; actions: string[] }[];
      };
      expect(rows.bookings.find((booking) => booking.id === scene.booking.id)?.actions).not.toContain('complete');
      const response = await call(ctx, scene.sam, 'POST', `/api/bookings/${scene.booking.id}/complete`);
      expect(response.status).toBe(409);
      await expect(response.json()).resolves.toMatchObject({ message: "This booking hasn't started yet" });
    });
  },
  { env: { PAWPAL_TEST_CLOCK: '1' } },
);
