import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { describeEachDatabase, JSON_HEADERS, linkFromOutbox, sessionCookieFrom, uniqueEmail } from '../../test/harness.js';
import {
  type Account,
  advanceClock,
  call,
  dayAfter,
  owner,
  PAY_CARD,
  pet,
  requestBooking,
  serverNow,
  sitter,
} from '../../test/booking-fixtures.js';
import { ledgerOf as moneyLedgerOf, ledgerRowCount } from '../../test/money-fixtures.js';
import { makeAdmin } from '../../test/listing-fixtures.js';
import { deleteAccount, signUpWithCode } from '../../test/referral-fixtures.js';
import { type AppConfig } from '../platform/config/config.js';
import { APP_CONFIG } from '../platform/config/config.module.js';
import { mailboxHash, mailboxHashKey } from './mailbox.js';
import { ReferralSweepsService } from './referral-sweeps.service.js';

const DAY = 86_400_000;

interface Me {
  code: string;
  link: string;
  referred: { firstName: string; joinedAt: string; status: string }[];
  creditCents: number;
}

interface QuoteBody {
  subtotalCents: number;
  bookingFeeCents: number;
  bookingFeeGstCents: number;
  discountCents: number;
  creditCents: number;
  totalCents: number;
}

describeEachDatabase(
  'referrals: codes, the friend’s first-booking discount and the member’s credit, on the test clock',
  (ctx) => {
    const db = () => ctx.pawpal.database.dataSource;
    const ledgerOf = (bookingId: string) => moneyLedgerOf(ctx, bookingId);

    async function me(account: Account): Promise<Me> {
      const response = await call(ctx, account, 'GET', '/api/referrals/me');
      expect(response.status).toBe(200);
      return (await response.json()) as Me;
    }

    const signUpWith = (firstName: string, referralCode: unknown) => signUpWithCode(ctx, firstName, referralCode);

    /** A 2-night boarding stay at $50 a night (subtotal $100, fee $5 + 50c GST), requested, accepted and paid. */
    async function paidStay(by: Account, sam: Account, startInDays = 3) {
      const rex = await pet(ctx, by);
      const now = await serverNow(ctx);
      const request = {
        sitterId: sam.id,
        service: 'boarding',
        startDate: dayAfter(now, startInDays),
        endDate: dayAfter(now, startInDays + 2),
        petIds: [rex.id],
      };
      const quote = (await (await call(ctx, by, 'POST', '/api/bookings/quote', request)).json()) as QuoteBody;
      const booking = await requestBooking(ctx, by, request);
      expect((await call(ctx, sam, 'POST', `/api/bookings/${booking.id}/accept`)).status).toBe(200);
      const paid = await call(ctx, by, 'POST', `/api/payments/${booking.id}/sandbox-charge`, PAY_CARD);
      expect(paid.status).toBe(200);
      return { quote, booking };
    }

    it('gives every member a readable code and a sign-up link, made once', async () => {
      const rita = await owner(ctx, 'Rita');
      const first = await me(rita);
      expect(first.code).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);
      expect(first.link).toMatch(new RegExp(`/api/login\\?mode=signup&ref=${first.code}$`));
      expect(first).toMatchObject({ referred: [], creditCents: 0, discountCents: 2000, rewardCents: 2000 });
      expect((await me(rita)).code).toBe(first.code);
      expect((await call(ctx, undefined, 'GET', '/api/referrals/me')).status).toBe(401);
      const page = await (await ctx.fetch(`/api/login?mode=signup&ref=${first.code}`)).text();
      expect(page).toContain(
        `name="referralCode" type="text" autocomplete="off" autocapitalize="characters" maxlength="32" value="${first.code}"`,
      );
    });

    it('a code that does not exist does not stop the sign-up, and says it was not applied', async () => {
      const { account, body } = await signUpWith('Nora', 'ZZZZ2222');
      expect(body.referral).toEqual({ applied: false, reason: 'unknown_code', message: expect.stringContaining('does not exist') });
      expect(await db().query(`SELECT 1 FROM referrals WHERE friend_id = $1`, [account.id])).toEqual([]);
      const tooLong = await ctx.fetch('/api/auth/signup', {
        method: 'POST',
        headers: JSON_HEADERS,
        body: JSON.stringify({
          firstName: 'Long',
          lastName: 'Code',
          email: uniqueEmail(),
          password: 'correct horse battery',
          referralCode: 'X'.repeat(33),
        }),
      });
      expect(tooLong.status).toBe(400);
      expect(((await tooLong.json()) as { message: string[] }).message).toContain('Referral code must be at most 32 characters');
    });

    it('refuses a member’s own code on a second account of theirs (the same mailbox): the sign-up stands, the code is not applied', async () => {
      const rita = await owner(ctx, 'Rita');
      const { code } = await me(rita);
      const [{ email }] = (await db().query(`SELECT email FROM users WHERE id = $1`, [rita.id])) as [{ email: string }];
      const [local, domain] = email.split('@');
      const response = await ctx.fetch('/api/auth/signup', {
        method: 'POST',
        headers: JSON_HEADERS,
        body: JSON.stringify({
          firstName: 'Rita',
          lastName: 'Again',
          email: `${local}+second@${domain}`,
          password: 'correct horse battery',
          referralCode: code,
        }),
      });
      expect(response.status).toBe(201);
      expect(((await response.json()) as { referral: unknown }).referral).toEqual({
        applied: false,
        reason: 'own_code',
        message: 'You cannot use your own referral code.',
      });
      expect((await me(rita)).referred).toEqual([]);
    });

    it('a referral is once per person: deleted and back at the same address, or a case or +tag variant, no second discount and no second credit', async () => {
      const rita = await owner(ctx, 'Rita');
      const sam = await sitter(ctx);
      const { code } = await me(rita);
      const local = `fred-${randomBytes(4).toString('hex')}`;
      const { account: fred, body } = await signUpWithCode(ctx, 'Fred', code, `${local}@example.com`);
      expect(body.referral).toEqual({ applied: true });
      expect((await paidStay(fred, sam)).quote).toMatchObject({ discountCents: 2_000, totalCents: 8_550 });
      await advanceClock(ctx, 7 * DAY);
      expect((await me(rita)).creditCents).toBe(2_000);
      await deleteAccount(ctx, fred);

      // The same address again, with the same code: the account is made, the code is not applied.
      const back = await signUpWithCode(ctx, 'Fred', code, `${local}@example.com`);
      expect(back.body.referral).toEqual({
        applied: false,
        reason: 'already_referred',
        message: 'A referral applies once per person, and this email address has joined with one before. Your account is ready.',
      });
      // Their first booking on the new account is full price, and its stay earns Rita nothing more.
      expect((await paidStay(back.account, sam, 10)).quote).toMatchObject({ discountCents: 0, creditCents: 0, totalCents: 10_550 });
      await advanceClock(ctx, 14 * DAY);
      expect((await me(rita)).creditCents).toBe(2_000);
      expect((await me(rita)).referred).toEqual([expect.objectContaining({ status: 'rewarded' })]);
      await deleteAccount(ctx, back.account);

      // A differently cased, +tagged address of the same mailbox is the same person.
      const variant = await signUpWithCode(ctx, 'Fred', code, `${local.toUpperCase()}+again@Example.COM`);
      expect(variant.body.referral).toMatchObject({ applied: false, reason: 'already_referred' });
      expect((await paidStay(variant.account, sam, 30)).quote).toMatchObject({ discountCents: 0, totalCents: 10_550 });
      await advanceClock(ctx, 34 * DAY);
      expect((await me(rita)).creditCents).toBe(2_000);
      expect(await db().query(`SELECT 1 FROM referrals WHERE referrer_id = $1`, [rita.id])).toHaveLength(1);
    });

    it('once per person whoever’s code it is: Gmail’s ignored dots and googlemail.com are the same mailbox', async () => {
      const rita = await owner(ctx, 'Rita');
      const olga = await owner(ctx, 'Olga');
      const sam = await sitter(ctx);
      const ritaCode = (await me(rita)).code;
      const olgaCode = (await me(olga)).code;
      const hex = randomBytes(4).toString('hex');
      const { account: fred, body } = await signUpWithCode(ctx, 'Fred', ritaCode, `fred.jones.${hex}@gmail.com`);
      expect(body.referral).toEqual({ applied: true });
      await deleteAccount(ctx, fred);
      // Another member's code, through the sign-up form: not applied, and the referral page says why.
      const form = await ctx.fetch('/api/login?mode=signup', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          firstName: 'Fred',
          lastName: 'Jones',
          email: `fredjones${hex}+2@googlemail.com`,
          password: 'correct horse battery',
          referralCode: olgaCode,
        }).toString(),
        redirect: 'manual',
      });
      expect(form.status).toBe(303);
      expect(form.headers.get('location')).toBe('/referral-program?notApplied=already_referred');
      expect((await me(olga)).referred).toEqual([]);
      const cookie = sessionCookieFrom(form)!;
      const again = { cookie, id: ((await (await ctx.fetch('/api/auth/user', { headers: { cookie } })).json()) as { id: string }).id };
      const rex = await pet(ctx, again);
      const now = await serverNow(ctx);
      const quote = (await (
        await call(ctx, again, 'POST', '/api/bookings/quote', {
          sitterId: sam.id,
          service: 'boarding',
          startDate: dayAfter(now, 3),
          endDate: dayAfter(now, 5),
          petIds: [rex.id],
        })
      ).json()) as QuoteBody;
      expect(quote).toMatchObject({ discountCents: 0, totalCents: 10_550 });
    });

    it('a referral from before mailboxes were kept is remembered when its account moves to a new address, and when it is deleted', async () => {
      const rita = await owner(ctx, 'Rita');
      const code = (await me(rita)).code;
      const key = mailboxHashKey(ctx.pawpal.app.get<AppConfig>(APP_CONFIG).sessionSecret);
      /** Signs up with Rita's code, then drops the mailbox's row: a referral as it was before `referred_mailboxes`. */
      const legacyFriend = async (firstName: string, email: string) => {
        const { account, body } = await signUpWithCode(ctx, firstName, code, email);
        expect(body.referral).toEqual({ applied: true });
        await db().query(`DELETE FROM referred_mailboxes WHERE mailbox_hash = $1`, [mailboxHash(key, email)]);
        return account;
      };
      const hex = randomBytes(4).toString('hex');

      const first = `nina-${hex}@example.com`;
      const moved = `nina-moved-${hex}@example.com`;
      const nina = await legacyFriend('Nina', first);
      expect(
        (await call(ctx, nina, 'POST', '/api/profile/email', { currentPassword: 'correct horse battery', newEmail: moved })).status,
      ).toBe(202);
      expect((await ctx.fetch(await linkFromOutbox(ctx, moved, /Confirm your new email address/))).status).toBe(303);
      // Nina's old address, now free, and her new one: she is still the person Rita referred.
      for (const address of [first, `nina-moved-${hex}+x@example.com`]) {
        expect((await signUpWithCode(ctx, 'Nina', code, address)).body.referral).toMatchObject({ reason: 'already_referred' });
      }

      const oscarEmail = `oscar-${hex}@example.com`;
      await deleteAccount(ctx, await legacyFriend('Oscar', oscarEmail));
      expect((await signUpWithCode(ctx, 'Oscar', code, oscarEmail)).body.referral).toMatchObject({ reason: 'already_referred' });
    });

    it('the sign-up form carries the code: applied, the friend is referred; not applied, the referral page says why', async () => {
      const rita = await owner(ctx, 'Rita');
      const { code } = await me(rita);
      const form = { 'content-type': 'application/x-www-form-urlencoded' };
      const post = (referralCode: string) =>
        ctx.fetch('/api/login?mode=signup', {
          method: 'POST',
          headers: form,
          body: new URLSearchParams({
            firstName: 'Fay',
            lastName: 'Form',
            email: uniqueEmail('fay'),
            password: 'correct horse battery',
            referralCode,
          }).toString(),
          redirect: 'manual',
        });
      const applied = await post(code);
      expect(applied.status).toBe(303);
      expect(applied.headers.get('location')).toBe('/');
      expect((await me(rita)).referred).toEqual([expect.objectContaining({ firstName: 'Fay', status: 'joined' })]);
      const unknown = await post('NOPE2345');
      expect(unknown.status).toBe(303);
      expect(unknown.headers.get('location')).toBe('/referral-program?notApplied=unknown_code');
      // An empty field is no code at all.
      expect((await post('')).headers.get('location')).toBe('/');
    });

    it('the friend’s first booking is $20 off, paid by Pawpal; the member earns $20 of credit when it completes, used on their next booking', async () => {
      const rita = await owner(ctx, 'Rita');
      const sam = await sitter(ctx);
      const { code } = await me(rita);
      const startDay = new Date(await serverNow(ctx)).toISOString().slice(0, 10);
      // Typed in lower case with a dash: the same code.
      const { account: fred, body } = await signUpWith('Fred', `${code.slice(0, 4).toLowerCase()}-${code.slice(4)}`);
      expect(body.referral).toEqual({ applied: true });
      expect((await me(rita)).referred).toEqual([{ firstName: 'Fred', joinedAt: expect.any(String), status: 'joined' }]);

      const { quote, booking } = await paidStay(fred, sam);
      expect(quote).toMatchObject({
        subtotalCents: 10_000,
        bookingFeeCents: 500,
        bookingFeeGstCents: 50,
        discountCents: 2_000,
        creditCents: 0,
        totalCents: 8_550,
      });
      const [row] = (await db().query(
        `SELECT total_cents, referral_discount_cents, sitter_payout_cents, commission_cents FROM bookings WHERE id = $1`,
        [booking.id],
      )) as {
        total_cents: number;
        referral_discount_cents: number;
        sitter_payout_cents: number;
        commission_cents: number;
      }[];
      // The sitter's payout and Pawpal's commission are on the undiscounted $100.
      expect(row).toEqual({ total_cents: 8_550, referral_discount_cents: 2_000, sitter_payout_cents: 8_350, commission_cents: 1_500 });
      expect(await ledgerOf(booking.id)).toEqual({
        provider_cash: 8_550,
        referral_cost: 2_000,
        booking_fee_revenue: -500,
        gst_payable: -200,
        sitter_payable: -8_350,
        commission_revenue: -1_500,
      });
      expect((await me(rita)).referred[0]!.status).toBe('booked');
      // The tax invoice shows the discount line and the total Fred paid.
      const invoice = await (await call(ctx, fred, 'GET', `/api/payments/${booking.id}/receipt`)).text();
      expect(invoice).toMatch(
        /Referral discount on your first booking \(paid by Pawpal\)<\/td><td class="num">—<\/td><td class="num">−\$20\.00/,
      );
      expect(invoice).toMatch(/Total paid \(AUD\)<\/td><td class="num"><\/td><td class="num">\$85\.50/);

      // A second booking is not a first booking: no discount.
      const rex = await pet(ctx, fred, { name: 'Max' });
      const now = await serverNow(ctx);
      const again = (await (
        await call(ctx, fred, 'POST', '/api/bookings/quote', {
          sitterId: sam.id,
          service: 'boarding',
          startDate: dayAfter(now, 20),
          endDate: dayAfter(now, 22),
          petIds: [rex.id],
        })
      ).json()) as QuoteBody;
      expect(again).toMatchObject({ discountCents: 0, totalCents: 10_550 });

      await advanceClock(ctx, 7 * DAY);
      let mine = await me(rita);
      expect(mine.referred[0]!.status).toBe('rewarded');
      expect(mine.creditCents).toBe(2_000);
      const notices = (await (await call(ctx, rita, 'GET', '/api/notices')).json()) as { kind: string; title: string }[];
      expect(notices).toContainEqual(expect.objectContaining({ kind: 'referral_credit', title: 'You earned $20.00 of credit' }));
      // Running the sweep again rewards nothing more; granting the same friend again is refused.
      await advanceClock(ctx, DAY);
      expect((await me(rita)).creditCents).toBe(2_000);
      const [referral] = (await db().query(`SELECT id FROM referrals WHERE friend_id = $1`, [fred.id])) as { id: string }[];
      await expect(
        db().transaction((manager) => ctx.pawpal.app.get(ReferralSweepsService).grant(manager, referral!.id, booking.id, new Date())),
      ).rejects.toMatchObject({ status: 409, message: expect.stringContaining('a friend counts once') });
      expect(await ledgerRowCount(ctx, booking.id, 'referral_credit')).toBe(2);

      // Rita's next booking uses the credit (never cash): $105.50 − $20.00.
      const second = await paidStay(rita, sam, 10);
      expect(second.quote).toMatchObject({ discountCents: 0, creditCents: 2_000, totalCents: 8_550 });
      expect(await ledgerOf(second.booking.id)).toMatchObject({ provider_cash: 8_550, referral_credit: 2_000, sitter_payable: -8_350 });
      mine = await me(rita);
      expect(mine.creditCents).toBe(0);

      const admin = await owner(ctx, 'Ada');
      await makeAdmin(ctx, admin.id);
      const today = new Date((await serverNow(ctx)) + DAY).toISOString().slice(0, 10);
      // From this test's first day: the demo seed's earlier payments are left out.
      const finance = (await (await call(ctx, admin, 'GET', `/api/admin/finance?from=${startDay}&to=${today}`)).json()) as {
        referralCostCents: number;
        grossBookingValueCents: number;
      };
      // Fred's $20 discount and Rita's $20 credit; the value booked is both stays' whole price.
      expect(finance.referralCostCents).toBe(4_000);
      expect(finance.grossBookingValueCents).toBe(2 * 10_550);

      // Rita cancels in time: her $85.50 comes back to her card and her $20 of credit to her account.
      const cancelled = (await (await call(ctx, rita, 'POST', `/api/bookings/${second.booking.id}/cancel`)).json()) as {
        refund: { refundCents: number };
      };
      expect(cancelled.refund.refundCents).toBe(8_550);
      expect(await ledgerOf(second.booking.id)).toEqual({});
      expect((await me(rita)).creditCents).toBe(2_000);
    });

    it('a discount larger than a cheap first booking leaves the owner 50 cents to pay', async () => {
      const rita = await owner(ctx, 'Rita');
      const walker = await sitter(ctx, { services: { dog_walking: 1_500 } });
      const { account: fred } = await signUpWithCode(ctx, 'Fred', (await me(rita)).code);
      const rex = await pet(ctx, fred);
      const now = await serverNow(ctx);
      const quote = (await (
        await call(ctx, fred, 'POST', '/api/bookings/quote', {
          sitterId: walker.id,
          service: 'dog_walking',
          startDate: dayAfter(now, 3),
          endDate: dayAfter(now, 3),
          startTime: '09:00',
          endTime: '10:00',
          petIds: [rex.id],
        })
      ).json()) as QuoteBody;
      // $15.00 + 75c fee + 8c GST = $15.83: $15.33 off, 50 cents to pay.
      expect(quote).toMatchObject({ subtotalCents: 1_500, discountCents: 1_533, totalCents: 50 });
    });

    it('a full refund of a discounted booking gives every party’s share back, Pawpal’s discount included', async () => {
      const rita = await owner(ctx, 'Rita');
      const sam = await sitter(ctx);
      const { account: fred } = await signUpWith('Fred', (await me(rita)).code);
      const { booking } = await paidStay(fred, sam, 30);
      expect((await call(ctx, fred, 'POST', `/api/bookings/${booking.id}/cancel`)).status).toBe(200);
      // Refunded and returned by the sandbox: nothing left anywhere for this booking.
      expect(await ledgerOf(booking.id)).toEqual({});
      const [{ refund }] = (await db().query(`SELECT refund_cents AS refund FROM bookings WHERE id = $1`, [booking.id])) as [
        { refund: number },
      ];
      expect(refund).toBe(8_550);
    });

    it('no reward when the member and the friend share a saved card: a flag for admins instead', async () => {
      const rita = await owner(ctx, 'Rita');
      const sam = await sitter(ctx);
      const { account: fred } = await signUpWith('Fred', (await me(rita)).code);
      for (const account of [rita, fred]) expect((await call(ctx, account, 'POST', '/api/payments/cards', PAY_CARD)).status).toBe(201);
      await paidStay(fred, sam);
      await advanceClock(ctx, 7 * DAY);
      const mine = await me(rita);
      expect(mine.referred[0]!.status).toBe('not_rewarded');
      expect(mine.creditCents).toBe(0);

      const admin = await owner(ctx, 'Ada');
      await makeAdmin(ctx, admin.id);
      const list = (await (await call(ctx, admin, 'GET', '/api/admin/referrals?flagged=true')).json()) as {
        referrals: { friend: { id: string }; flag: string; status: string }[];
      };
      expect(list.referrals).toContainEqual(
        expect.objectContaining({ friend: expect.objectContaining({ id: fred.id }), flag: 'shared_card', status: 'not_rewarded' }),
      );
      expect((await call(ctx, rita, 'GET', '/api/admin/referrals')).status).toBe(403);
      expect((await call(ctx, admin, 'GET', '/api/admin/referrals?flagged=maybe')).status).toBe(400);
    });

    it('no reward when the member and the friend are paid into the same bank account', async () => {
      const rita = await sitter(ctx, { firstName: 'Rita' });
      const sam = await sitter(ctx);
      const { account: fred } = await signUpWithCode(ctx, 'Fred', (await me(rita)).code);
      // Fred also sits (a profile as the fixtures write it), paid into Rita's account.
      await db().query(
        `INSERT INTO sitter_profiles (user_id, headline, suburb, state, postcode, latitude, longitude, time_zone, dog_sizes, accepts_cats, max_pets, cancellation_policy, review_status)
         VALUES ($1, 'Sitter too', 'Testville', 'NSW', '2000', -33.87, 151.21, 'Australia/Sydney', '{small}', true, 1, 'moderate', 'approved')`,
        [fred.id],
      );
      for (const account of [rita, fred]) {
        expect(
          (
            await call(ctx, account, 'PUT', '/api/payouts/account', {
              accountName: 'Rita Sitter',
              bsb: '110-000',
              accountNumber: '000123456',
            })
          ).status,
        ).toBe(200);
      }
      await paidStay(fred, sam);
      await advanceClock(ctx, 7 * DAY);
      expect((await me(rita)).referred[0]!.status).toBe('not_rewarded');
      expect((await me(rita)).creditCents).toBe(0);
      const [row] = (await db().query(`SELECT flag FROM referrals WHERE friend_id = $1`, [fred.id])) as { flag: string }[];
      expect(row!.flag).toBe('shared_payout_account');
    });

    it('two Stripe Connect accounts still waiting for Stripe (placeholder bank details) are not a shared bank account', async () => {
      const rita = await sitter(ctx, { firstName: 'Rita' });
      const sam = await sitter(ctx);
      const { account: fred } = await signUpWithCode(ctx, 'Fred', (await me(rita)).code);
      // The rows Stripe onboarding leaves before Stripe shows a bank (payouts.service.ts STRIPE_PLACEHOLDER).
      for (const [user, ref] of [
        [rita.id, 'acct_rita'],
        [fred.id, 'acct_fred'],
      ] as const) {
        await db().query(
          `INSERT INTO payout_accounts (user_id, provider, provider_ref, account_name, bsb, account_last4, updated_at) VALUES ($1, 'stripe', $2, '', '000-000', '0000', now())`,
          [user, ref],
        );
      }
      await paidStay(fred, sam);
      await advanceClock(ctx, 7 * DAY);
      expect((await me(rita)).referred[0]!.status).toBe('rewarded');
      expect((await me(rita)).creditCents).toBe(2000);
    });

    it('the eleventh rewarded referral in 12 months earns nothing: flagged yearly_limit', async () => {
      const rita = await owner(ctx, 'Rita');
      const sam = await sitter(ctx);
      const { code } = await me(rita);
      // Ten referrals rewarded this year, written as the sweep leaves them (copies of a real friend and stay).
      const { account: first } = await signUpWithCode(ctx, 'First', code);
      const { booking } = await paidStay(first, sam);
      await db().query(`DELETE FROM referrals WHERE friend_id = $1`, [first.id]);
      const now = new Date(await serverNow(ctx));
      for (let i = 0; i < 10; i += 1) {
        const [friend] = (await db().query(
          `INSERT INTO users SELECT (jsonb_populate_record(NULL::users, to_jsonb(u) || jsonb_build_object('id', gen_random_uuid(), 'email', $2::text))).* FROM users u WHERE u.id = $1 RETURNING id`,
          [first.id, uniqueEmail(`friend${i}`)],
        )) as { id: string }[];
        const [stay] = (await db().query(
          `INSERT INTO bookings SELECT (jsonb_populate_record(NULL::bookings, to_jsonb(b) || jsonb_build_object('id', gen_random_uuid(), 'owner_id', $2::uuid, 'status', 'completed', 'payment_intent_id', NULL, 'invoice_number', NULL))).* FROM bookings b WHERE b.id = $1 RETURNING id`,
          [booking.id, friend!.id],
        )) as { id: string }[];
        await db().query(
          `INSERT INTO referrals (referrer_id, friend_id, code, joined_at, status, reward_booking_id, credit_cents, rewarded_at) VALUES ($1, $2, $3, $4, 'rewarded', $5, 2000, $4)`,
          [rita.id, friend!.id, code, now, stay!.id],
        );
      }
      const { account: eleventh } = await signUpWithCode(ctx, 'Eleventh', code);
      await paidStay(eleventh, sam, 10);
      await advanceClock(ctx, 14 * DAY);
      const [row] = (await db().query(`SELECT status, flag FROM referrals WHERE friend_id = $1`, [eleventh.id])) as {
        status: string;
        flag: string;
      }[];
      expect(row).toEqual({ status: 'not_rewarded', flag: 'yearly_limit' });
    });

    it('an unused credit expires after 12 months', async () => {
      const rita = await owner(ctx, 'Rita');
      const sam = await sitter(ctx);
      const { account: fred } = await signUpWith('Fred', (await me(rita)).code);
      await paidStay(fred, sam);
      await advanceClock(ctx, 7 * DAY);
      expect((await me(rita)).creditCents).toBe(2_000);
      await advanceClock(ctx, 360 * DAY);
      expect((await me(rita)).creditCents).toBe(2_000);
      await advanceClock(ctx, 10 * DAY);
      expect((await me(rita)).creditCents).toBe(0);
      expect((await me(rita)).referred[0]!.status).toBe('rewarded');
    });
  },
  { env: { PAWPAL_TEST_CLOCK: '1' } },
);
