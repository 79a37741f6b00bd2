import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { JSON_HEADERS, type TestContext, describeEachDatabase, signUp } from '../../test/harness.js';
import { advanceClock, dayAfter, serverNow } from '../../test/booking-fixtures.js';
import { makeAdmin } from '../../test/listing-fixtures.js';

const DAY = 86_400_000;
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4, 5, 6, 7, 8]);
const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');

interface Account {
  cookie: string;
  id: string;
}

interface Json {
  [key: string]: unknown;
  message?: string;
}

async function call(
  ctx: TestContext,
  who: Account | undefined,
  method: string,
  url: string,
  body?: unknown,
): Promise<{ status: number; body: Json; headers: Headers }> {
  const response = await ctx.fetch(url, {
    method,
    headers: { ...(body === undefined ? {} : JSON_HEADERS), ...(who ? { cookie: who.cookie } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text && response.headers.get('content-type')?.includes('json') ? (JSON.parse(text) as Json) : { text },
    headers: response.headers,
  };
}

function documentForm(kind: string | undefined, bytes: Uint8Array | undefined, type = 'image/png'): FormData {
  const form = new FormData();
  if (kind !== undefined) form.append('kind', kind);
  if (bytes !== undefined) form.append('file', new Blob([bytes], { type }), 'document');
  return form;
}

async function submit(ctx: TestContext, who: Account | undefined, form: FormData): Promise<{ status: number; body: Json }> {
  const response = await ctx.fetch('/api/sitters/me/verifications', {
    method: 'POST',
    headers: who ? { cookie: who.cookie } : {},
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Json };
}

/** A sitter registered through the API (so: pending review), in Battery Point, Hobart (no demo sitters there). */
async function registerSitter(ctx: TestContext, firstName: string): Promise<Account> {
  const { cookie, user } = await signUp(ctx, { firstName, lastName: 'Newcomer' });
  const response = await call(ctx, { cookie, id: user.id }, 'POST', '/api/sitters', {
    headline: `${firstName} minds pets in Battery Point`,
    about: 'New to Pawpal, not new to dogs.',
    experienceYears: 4,
    suburb: 'Battery Point',
    postcode: '7004',
    state: 'TAS',
    petsAccepted: { dogSizes: ['small'], cats: true, smallAnimals: false, birds: false },
    maxPets: 2,
    services: [{ type: 'boarding', priceCents: 6100 }],
    cancellationPolicy: 'moderate',
    photoUrls: [],
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return { cookie, id: user.id };
}

/**
 * The day 12 months after `date` (YYYY-MM-DD), written out from the rule rather than the code
 * under test: the same day a year later, and 28 February for a certificate dated 29 February.
 */
function twelveMonthsAfter(date: string): string {
  const [year, monthDay] = [Number(date.slice(0, 4)), date.slice(5)];
  return `${year + 1}-${monthDay === '02-29' ? '02-28' : monthDay}`;
}

async function admin(ctx: TestContext): Promise<Account> {
  const { cookie, user } = await signUp(ctx, { firstName: 'Ada', lastName: 'Admin' });
  await makeAdmin(ctx, user.id);
  return { cookie, id: user.id };
}

async function searchIds(ctx: TestContext, query = ''): Promise<string[]> {
  const response = await call(ctx, undefined, 'GET', `/api/search/sitters?suburb=Battery%20Point&state=TAS&radiusKm=2${query}`);
  expect(response.status).toBe(200);
  return (response.body.results as { id: string }[]).map((result) => result.id);
}

async function noticeKinds(ctx: TestContext, who: Account): Promise<string[]> {
  return ((await call(ctx, who, 'GET', '/api/notices')).body as unknown as { kind: string }[]).map((notice) => notice.kind);
}

/** Submits a photo ID and has the admin approve it; answers the verification. */
async function verifiedId(ctx: TestContext, sitter: Account, by: Account): Promise<Json> {
  const submitted = await submit(ctx, sitter, documentForm('id', PNG));
  expect(submitted.status).toBe(201);
  const approved = await call(ctx, by, 'POST', `/api/admin/verifications/${String(submitted.body.id)}/approve`, {});
  expect(approved.status, JSON.stringify(approved.body)).toBe(200);
  return approved.body;
}

describeEachDatabase(
  'trust: review before listing, private documents, badges',
  (ctx) => {
    it('keeps a new sitter out of search and 404 to the public until an admin approves them (visible to themself and admins)', async () => {
      const sitter = await registerSitter(ctx, 'Penny');
      const ada = await admin(ctx);
      const stranger = await signUp(ctx);

      expect(await searchIds(ctx)).not.toContain(sitter.id);
      expect((await call(ctx, undefined, 'GET', `/api/sitters/${sitter.id}`)).status).toBe(404);
      expect((await call(ctx, { cookie: stranger.cookie, id: stranger.user.id }, 'GET', `/api/sitters/${sitter.id}`)).status).toBe(404);
      // Nor can anyone quote or book them.
      const quote = {
        sitterId: sitter.id,
        service: 'boarding',
        startDate: new Date(Date.now() + 20 * DAY).toISOString().slice(0, 10),
        endDate: new Date(Date.now() + 22 * DAY).toISOString().slice(0, 10),
      };
      expect((await call(ctx, undefined, 'POST', '/api/bookings/quote', quote)).status).toBe(404);
      const own = await call(ctx, sitter, 'GET', `/api/sitters/${sitter.id}`);
      expect(own.status).toBe(200);
      expect(own.headers.get('cache-control')).toBe('private, no-cache');
      expect((await call(ctx, ada, 'GET', `/api/sitters/${sitter.id}`)).status).toBe(200);

      const pending = await call(ctx, sitter, 'GET', '/api/sitters/me/review');
      expect(pending.body).toEqual({
        status: 'pending_review',
        reason: null,
        submittedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        reviewedAt: null,
        missing: ['Upload a photo ID (driver licence or passport)', 'Add at least one photo to your profile'],
      });

      const queue = await call(ctx, ada, 'GET', '/api/admin/sitters?status=pending_review&pageSize=100');
      expect(queue.status).toBe(200);
      expect(queue.body).toMatchObject({
        page: 1,
        pageSize: 100,
        counts: { pending_review: expect.any(Number), approved: expect.any(Number), rejected: expect.any(Number) },
      });
      expect(queue.body.total).toBe((queue.body.counts as Record<string, number>).pending_review);
      expect((queue.body.items as { id: string }[]).map((item) => item.id)).toContain(sitter.id);

      // Listing needs a photo ID a person approved.
      const tooEarly = await call(ctx, ada, 'POST', `/api/admin/sitters/${sitter.id}/approve`);
      expect(tooEarly.status).toBe(409);
      expect(tooEarly.body.message).toBe(
        "Approve the sitter's photo ID first: Pawpal lists only sitters whose photo ID a person has checked",
      );

      const submitted = await submit(ctx, sitter, documentForm('id', PNG));
      expect((await call(ctx, sitter, 'GET', '/api/sitters/me/review')).body.missing).toEqual([
        'Your photo ID is waiting to be checked by our team',
        'Add at least one photo to your profile',
      ]);
      await call(ctx, ada, 'POST', `/api/admin/verifications/${String(submitted.body.id)}/approve`, {});

      const approved = await call(ctx, ada, 'POST', `/api/admin/sitters/${sitter.id}/approve`);
      expect(approved.status).toBe(200);
      expect(approved.body).toMatchObject({
        status: 'approved',
        reason: null,
        reviewedAt: expect.any(String),
        missing: ['Add at least one photo to your profile'],
      });
      expect(await searchIds(ctx)).toContain(sitter.id);
      expect((await call(ctx, undefined, 'POST', '/api/bookings/quote', quote)).status).toBe(200);
      const profile = await call(ctx, undefined, 'GET', `/api/sitters/${sitter.id}`);
      expect(profile.status).toBe(200);
      expect(profile.body.badges).toEqual([
        { kind: 'id_verified', verifiedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/), expiresAt: null },
      ]);

      const again = await call(ctx, ada, 'POST', `/api/admin/sitters/${sitter.id}/approve`);
      expect(again.status).toBe(409);
      expect(again.body.message).toMatch(
        /^This sitter profile was already approved on \d{4}-\d{2}-\d{2}: only a profile waiting for review can be decided$/,
      );
      expect(
        (await call(ctx, ada, 'POST', `/api/admin/sitters/${sitter.id}/reject`, { rule: 'honest_profile', reason: 'too late' })).status,
      ).toBe(409);

      const audit = (await ctx.pawpal.database.dataSource.query(
        `SELECT action, admin_id, request_id FROM audit_log WHERE target_id = $1 ORDER BY id`,
        [sitter.id],
      )) as {
        action: string;
        admin_id: string;
        request_id: string | null;
      }[];
      expect(audit).toEqual([{ action: 'sitter.approve', admin_id: ada.id, request_id: expect.stringMatching(/^[0-9a-f-]{36}$/) }]);
      expect(await noticeKinds(ctx, sitter)).toEqual(expect.arrayContaining(['sitter_approved', 'verification_approved']));

      // A suspended sitter leaves search and their page is 404 again.
      await ctx.pawpal.database.dataSource.query(`UPDATE users SET suspended_at = now(), suspension_reason = 'test' WHERE id = $1`, [
        sitter.id,
      ]);
      expect(await searchIds(ctx)).not.toContain(sitter.id);
      expect((await call(ctx, undefined, 'GET', `/api/sitters/${sitter.id}`)).status).toBe(404);
      await ctx.pawpal.database.dataSource.query(
        `UPDATE users SET suspended_at = now() - interval '2 days', suspended_until = now() - interval '1 day' WHERE id = $1`,
        [sitter.id],
      );
      expect(await searchIds(ctx)).toContain(sitter.id);
    });

    it('rejects with a reason the sitter sees; the sitter fixes and resubmits', async () => {
      const sitter = await registerSitter(ctx, 'Quentin');
      const ada = await admin(ctx);

      expect((await call(ctx, ada, 'POST', `/api/admin/sitters/${sitter.id}/reject`)).status).toBe(400);
      const empty = await call(ctx, ada, 'POST', `/api/admin/sitters/${sitter.id}/reject`, { rule: 'honest_profile', reason: '   ' });
      expect(empty.status).toBe(400);
      expect(empty.body.message).toBe('reason must not be empty: tell the sitter what to fix');
      const long = await call(ctx, ada, 'POST', `/api/admin/sitters/${sitter.id}/reject`, {
        rule: 'honest_profile',
        reason: 'x'.repeat(1001),
      });
      expect(long.status).toBe(400);
      expect(long.body.message).toBe('reason must be at most 1000 characters');
      expect(
        (
          await call(ctx, ada, 'POST', '/api/admin/sitters/00000000-0000-4000-8000-000000000000/reject', {
            rule: 'honest_profile',
            reason: 'Who?',
          })
        ).status,
      ).toBe(404);
      expect((await call(ctx, ada, 'POST', '/api/admin/sitters/not-an-id/approve')).status).toBe(404);

      const rejected = await call(ctx, ada, 'POST', `/api/admin/sitters/${sitter.id}/reject`, {
        rule: 'honest_profile',
        reason: '  Your headline is an advert for another site  ',
      });
      expect(rejected.status).toBe(200);
      const state = await call(ctx, sitter, 'GET', '/api/sitters/me/review');
      expect(state.body).toMatchObject({
        status: 'rejected',
        reason: 'Your headline is an advert for another site',
        reviewedAt: expect.any(String),
      });
      expect(await noticeKinds(ctx, sitter)).toContain('sitter_rejected');
      expect((await call(ctx, undefined, 'GET', `/api/sitters/${sitter.id}`)).status).toBe(404);
      expect((await call(ctx, ada, 'GET', '/api/admin/sitters?status=rejected&pageSize=100')).body.items).toEqual(
        expect.arrayContaining([expect.objectContaining({ id: sitter.id, reason: 'Your headline is an advert for another site' })]),
      );

      const resubmitted = await call(ctx, sitter, 'POST', '/api/sitters/me/review/resubmit');
      expect(resubmitted.status).toBe(200);
      expect(resubmitted.body).toMatchObject({ status: 'pending_review', reason: null, reviewedAt: null });
      const twice = await call(ctx, sitter, 'POST', '/api/sitters/me/review/resubmit');
      expect(twice.status).toBe(409);
      expect(twice.body.message).toBe('Your profile is already waiting for review');
      const owner = await signUp(ctx);
      expect((await call(ctx, { cookie: owner.cookie, id: owner.user.id }, 'GET', '/api/sitters/me/review')).status).toBe(404);
      expect((await call(ctx, undefined, 'GET', '/api/sitters/me/review')).status).toBe(401);
    });

    it('answers 401 signed out and 403 to non-admins on every admin route', async () => {
      const owner = await signUp(ctx);
      const someone = { cookie: owner.cookie, id: owner.user.id };
      const id = '00000000-0000-4000-8000-000000000000';
      const routes: [string, string, unknown?][] = [
        ['GET', '/api/admin/sitters?status=pending_review'],
        ['POST', `/api/admin/sitters/${id}/approve`],
        ['POST', `/api/admin/sitters/${id}/reject`, { rule: 'honest_profile', reason: 'x' }],
        ['GET', '/api/admin/verifications?status=pending'],
        ['POST', `/api/admin/verifications/${id}/approve`, {}],
        ['POST', `/api/admin/verifications/${id}/reject`, { rule: 'honest_profile', reason: 'x' }],
      ];
      for (const [method, url, body] of routes) {
        expect((await call(ctx, undefined, method, url, body)).status, `${method} ${url}`).toBe(401);
        const forbidden = await call(ctx, someone, method, url, body);
        expect(forbidden.status, `${method} ${url}`).toBe(403);
        expect(forbidden.body.message).toBe('Only Pawpal admins can do this');
      }
      const ada = await admin(ctx);
      const badStatus = await call(ctx, ada, 'GET', '/api/admin/verifications?status=maybe');
      expect(badStatus.status).toBe(400);
      expect(badStatus.body.message).toBe('status must be one of pending, approved, rejected');
      expect((await call(ctx, ada, 'GET', '/api/admin/sitters?pageSize=101')).status).toBe(400);
    });

    it('keeps documents private: only the sitter and admins read them, never cached, never under /uploads', async () => {
      const sitter = await registerSitter(ctx, 'Rosa');
      const ada = await admin(ctx);
      const other = await signUp(ctx);

      const submitted = await submit(ctx, sitter, documentForm('police_check', PDF, 'application/pdf'));
      expect(submitted.status).toBe(201);
      expect(submitted.body).toEqual({
        id: expect.any(String),
        kind: 'police_check',
        status: 'pending',
        documentUrl: `/api/verifications/${String(submitted.body.id)}/document`,
        submittedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        decidedAt: null,
        reason: null,
        expiresOn: null,
        certificateDate: null,
      });
      const url = String(submitted.body.documentUrl);
      expect(url.startsWith('/api/uploads')).toBe(false);

      const own = await ctx.fetch(url, { headers: { cookie: sitter.cookie } });
      expect(own.status).toBe(200);
      expect(own.headers.get('cache-control')).toBe('private, no-store');
      expect(own.headers.get('content-type')).toBe('application/pdf');
      expect(new Uint8Array(await own.arrayBuffer())).toEqual(PDF);
      const byAdmin = await ctx.fetch(url, { headers: { cookie: ada.cookie } });
      expect(byAdmin.status).toBe(200);
      expect(byAdmin.headers.get('cache-control')).toBe('private, no-store');
      expect((await ctx.fetch(url, { headers: { cookie: other.cookie } })).status).toBe(404);
      expect((await ctx.fetch(url)).status).toBe(401);

      // On disk in the private directory, not in the public uploads one, and not served by /api/uploads.
      const config = { verificationDir: ctx.pawpal.config.verifications.dir, uploadDir: ctx.pawpal.config.uploads.dir };
      const [{ file_name: fileName }] = (await ctx.pawpal.database.dataSource.query(
        `SELECT file_name FROM sitter_verifications WHERE id = $1`,
        [submitted.body.id],
      )) as [{ file_name: string }];
      expect(existsSync(path.join(config.verificationDir, fileName))).toBe(true);
      expect(existsSync(path.join(config.uploadDir, fileName))).toBe(false);
      expect(path.relative(config.uploadDir, config.verificationDir).startsWith('..')).toBe(true);
      expect((await ctx.fetch(`/api/uploads/${fileName}`)).status).toBe(404);

      const list = await call(ctx, sitter, 'GET', '/api/sitters/me/verifications');
      expect(list.body).toEqual([expect.objectContaining({ id: submitted.body.id, kind: 'police_check', status: 'pending' })]);
      expect((await call(ctx, { cookie: other.cookie, id: other.user.id }, 'GET', '/api/sitters/me/verifications')).status).toBe(404);

      const queue = await call(ctx, ada, 'GET', '/api/admin/verifications?status=pending&pageSize=100');
      expect(queue.body.items).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            id: submitted.body.id,
            documentUrl: url,
            sitter: { id: sitter.id, firstName: 'Rosa', lastName: 'Newcomer', email: expect.any(String) },
          }),
        ]),
      );
      expect(queue.body.total).toBe((queue.body.counts as Record<string, number>).pending);
    });

    it('refuses bad documents and decisions with clear 4xx answers', async () => {
      const sitter = await registerSitter(ctx, 'Stan');
      const ada = await admin(ctx);

      const text = await submit(ctx, sitter, documentForm('id', new TextEncoder().encode('just some text, not a photo'), 'image/png'));
      expect(text).toEqual({
        status: 415,
        body: expect.objectContaining({ message: 'The document must be a JPEG, PNG or WebP photo or a PDF' }),
      });
      const big = new Uint8Array(10 * 1024 * 1024 + 1);
      big.set(PNG);
      const oversized = await submit(ctx, sitter, documentForm('id', big));
      expect(oversized.status).toBe(413);
      expect(oversized.body.message).toBe('The document is larger than 10 MB: send a smaller photo or PDF (at most 10 MB)');
      const unknownKind = await submit(ctx, sitter, documentForm('passport', PNG));
      expect(unknownKind).toEqual({
        status: 400,
        body: expect.objectContaining({ message: 'kind must be one of id, police_check (got "passport")' }),
      });
      expect((await submit(ctx, sitter, documentForm(undefined, PNG))).status).toBe(400);
      expect((await submit(ctx, sitter, documentForm('id', undefined))).status).toBe(400);
      const json = await call(ctx, sitter, 'POST', '/api/sitters/me/verifications', { kind: 'id' });
      expect(json.status).toBe(415);
      expect((await submit(ctx, undefined, documentForm('id', PNG))).status).toBe(401);
      const owner = await signUp(ctx);
      expect((await submit(ctx, { cookie: owner.cookie, id: owner.user.id }, documentForm('id', PNG))).status).toBe(404);

      const first = await submit(ctx, sitter, documentForm('id', PNG));
      expect(first.status).toBe(201);
      const second = await submit(ctx, sitter, documentForm('id', PNG));
      expect(second).toEqual({ status: 409, body: expect.objectContaining({ message: 'Your Photo ID is already waiting to be checked' }) });

      const idWithExpiry = await call(ctx, ada, 'POST', `/api/admin/verifications/${String(first.body.id)}/approve`, {
        expiresOn: '2030-01-01',
      });
      expect(idWithExpiry.status).toBe(400);
      const idWithDate = await call(ctx, ada, 'POST', `/api/admin/verifications/${String(first.body.id)}/approve`, {
        certificateDate: '2026-01-01',
      });
      expect(idWithDate.status).toBe(400);
      expect(idWithDate.body.message).toBe('A photo ID has no certificate date: leave certificateDate out');
      const rejectNoReason = await call(ctx, ada, 'POST', `/api/admin/verifications/${String(first.body.id)}/reject`, {});
      expect(rejectNoReason.status).toBe(400);
      const rejected = await call(ctx, ada, 'POST', `/api/admin/verifications/${String(first.body.id)}/reject`, {
        rule: 'honest_profile',
        reason: 'The photo is blurred',
      });
      expect(rejected.status).toBe(200);
      expect(rejected.body).toMatchObject({ status: 'rejected', reason: 'The photo is blurred', decidedAt: expect.any(String) });
      const decided = await call(ctx, ada, 'POST', `/api/admin/verifications/${String(first.body.id)}/approve`, {});
      expect(decided.status).toBe(409);
      expect(decided.body.message).toMatch(/^This Photo ID was already rejected on \d{4}-\d{2}-\d{2}: a decision is final$/);
      expect((await call(ctx, ada, 'POST', '/api/admin/verifications/00000000-0000-4000-8000-000000000000/approve', {})).status).toBe(404);
      expect((await call(ctx, sitter, 'GET', '/api/sitters/me/review')).body.missing).toContain(
        'Your photo ID was not accepted: upload a new one',
      );
      expect(await noticeKinds(ctx, sitter)).toContain('verification_rejected');

      // A police check needs its certificate's date (the server works out the expiry); an expiry alone is refused.
      const police = await submit(ctx, sitter, documentForm('police_check', PNG));
      const policeUrl = `/api/admin/verifications/${String(police.body.id)}/approve`;
      const noDate = await call(ctx, ada, 'POST', policeUrl, {});
      expect(noDate.status).toBe(400);
      expect(noDate.body.message).toBe(
        'A police check needs certificateDate: the date printed on the certificate (YYYY-MM-DD); its badge lasts 12 months from that date',
      );
      expect((await call(ctx, ada, 'POST', policeUrl, { expiresOn: '2020-01-01' })).status).toBe(400);
      const expiryAlone = await call(ctx, ada, 'POST', policeUrl, { expiresOn: '2099-01-01' });
      expect(expiryAlone.status).toBe(400);
      expect(expiryAlone.body.message).toBe(
        'A police check needs certificateDate, the date printed on the certificate (YYYY-MM-DD): Pawpal works out the expiry from it (12 months later), so expiresOn alone is no longer accepted',
      );
      expect((await call(ctx, ada, 'POST', policeUrl, { expiresOn: '2026-02-31' })).status).toBe(400);
      expect((await call(ctx, ada, 'POST', policeUrl, { expiresOn: 'soon' })).body.message).toBe(
        'expiresOn must be a date written YYYY-MM-DD',
      );
      expect((await call(ctx, ada, 'POST', policeUrl, { certificateDate: '2026-02-29' })).body.message).toBe(
        'certificateDate must be a real day written YYYY-MM-DD',
      );
      expect((await call(ctx, ada, 'POST', policeUrl, { certificateDate: 'last week' })).body.message).toBe(
        'certificateDate must be a date written YYYY-MM-DD',
      );
      expect((await call(ctx, ada, 'POST', policeUrl, { certificateDate: '2020-01-01' })).body.message).toBe(
        'This police check dated 2020-01-01 expired on 2021-01-01 (12 months after its date): reject it and ask the sitter for a new one',
      );

      expect((await call(ctx, undefined, 'GET', '/api/search/sitters?verified=trusted')).body.message).toBe(
        'verified must be one of id_verified, police_checked',
      );
    });

    it('shows badges with dates, warns 30 days before a police check expires, then drops the badge (test clock)', async () => {
      const sitter = await registerSitter(ctx, 'Tilly');
      const ada = await admin(ctx);
      await verifiedId(ctx, sitter, ada);
      await call(ctx, ada, 'POST', `/api/admin/sitters/${sitter.id}/approve`);

      const now = await serverNow(ctx);
      // A certificate dated 305 days ago: its badge expires in about 60 days.
      const certificateDate = dayAfter(now, -305);
      const expiresOn = twelveMonthsAfter(certificateDate);
      const police = await submit(ctx, sitter, documentForm('police_check', PNG));
      const approved = await call(ctx, ada, 'POST', `/api/admin/verifications/${String(police.body.id)}/approve`, { certificateDate });
      expect(approved.status).toBe(200);
      expect(approved.body).toMatchObject({ status: 'approved', expiresOn, certificateDate });

      const badges = (await call(ctx, undefined, 'GET', `/api/sitters/${sitter.id}`)).body.badges;
      expect(badges).toEqual([
        { kind: 'id_verified', verifiedAt: expect.any(String), expiresAt: null },
        { kind: 'police_checked', verifiedAt: expect.any(String), expiresAt: `${expiresOn}T00:00:00.000Z` },
      ]);
      const result = await call(
        ctx,
        undefined,
        'GET',
        '/api/search/sitters?suburb=Battery%20Point&state=TAS&radiusKm=2&verified=police_checked',
      );
      expect((result.body.results as { id: string; badges: unknown }[]).find((row) => row.id === sitter.id)?.badges).toEqual(badges);
      expect(await searchIds(ctx, '&verified=id_verified')).toContain(sitter.id);

      // 31 days before the expiry day: no warning yet; 30 days before: one warning, sent once.
      const warningDay = Date.parse(`${expiresOn}T00:00:00.000Z`) - 30 * DAY;
      await advanceClock(ctx, warningDay - DAY - now + 60_000);
      expect(await noticeKinds(ctx, sitter)).not.toContain('badge_expiring');
      await advanceClock(ctx, DAY);
      expect((await noticeKinds(ctx, sitter)).filter((kind) => kind === 'badge_expiring')).toHaveLength(1);
      await advanceClock(ctx, DAY);
      expect((await noticeKinds(ctx, sitter)).filter((kind) => kind === 'badge_expiring')).toHaveLength(1);
      expect(await searchIds(ctx, '&verified=police_checked')).toContain(sitter.id);

      // On the expiry day the badge is gone (from the profile, the results and the filter) and the sitter is told.
      await advanceClock(ctx, 29 * DAY);
      expect((await call(ctx, undefined, 'GET', `/api/sitters/${sitter.id}`)).body.badges).toEqual([
        { kind: 'id_verified', verifiedAt: expect.any(String), expiresAt: null },
      ]);
      expect(await searchIds(ctx, '&verified=police_checked')).not.toContain(sitter.id);
      expect(await searchIds(ctx, '&verified=id_verified')).toContain(sitter.id);
      expect(await noticeKinds(ctx, sitter)).toContain('badge_expired');
    });

    it('deletes a decided document after the 30-day retention period, keeping the decision (test clock)', async () => {
      const sitter = await registerSitter(ctx, 'Umar');
      const ada = await admin(ctx);
      const approved = await verifiedId(ctx, sitter, ada);
      const pending = await submit(ctx, sitter, documentForm('police_check', PNG));
      const config = { verificationDir: ctx.pawpal.config.verifications.dir, uploadDir: ctx.pawpal.config.uploads.dir };
      const [{ file_name: fileName }] = (await ctx.pawpal.database.dataSource.query(
        `SELECT file_name FROM sitter_verifications WHERE id = $1`,
        [approved.id],
      )) as [{ file_name: string }];

      await advanceClock(ctx, 29 * DAY);
      expect((await ctx.fetch(String(approved.documentUrl), { headers: { cookie: sitter.cookie } })).status).toBe(200);
      await advanceClock(ctx, DAY + 60_000);
      expect(existsSync(path.join(config.verificationDir, fileName))).toBe(false);
      const gone = await ctx.fetch(String(approved.documentUrl), { headers: { cookie: ada.cookie } });
      expect(gone.status).toBe(404);
      expect(((await gone.json()) as Json).message).toBe(
        'This document was deleted after the decision, as Pawpal keeps identity documents only as long as needed',
      );
      const list = (await call(ctx, sitter, 'GET', '/api/sitters/me/verifications')).body as unknown as {
        id: string;
        status: string;
        documentUrl: string | null;
        decidedAt: string;
      }[];
      expect(list.find((row) => row.id === approved.id)).toMatchObject({
        status: 'approved',
        documentUrl: null,
        decidedAt: approved.decidedAt,
      });
      // A document still waiting for a decision is kept.
      expect(list.find((row) => row.id === pending.body.id)?.documentUrl).toBe(`/api/verifications/${String(pending.body.id)}/document`);
      expect((await call(ctx, undefined, 'GET', `/api/sitters/${sitter.id}`)).status).toBe(404);
      expect((await call(ctx, sitter, 'GET', `/api/sitters/${sitter.id}`)).body.badges).toEqual([
        { kind: 'id_verified', verifiedAt: approved.decidedAt, expiresAt: null },
      ]);
    });

    it('runs a police check badge 12 months from the certificate date, whatever expiry is typed (test clock)', async () => {
      // Noon UTC on the next 15th of a month: far from a month's end, and the same day in Sydney.
      const start = new Date(await serverNow(ctx));
      const noon15th = Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + (start.getUTCDate() >= 15 ? 1 : 0), 15, 12);
      await advanceClock(ctx, noon15th - start.getTime());
      const today = new Date(noon15th).toISOString().slice(0, 10);
      const [year, month] = [Number(today.slice(0, 4)), today.slice(5, 7)];
      const sitter = await registerSitter(ctx, 'Vera');
      const ada = await admin(ctx);
      await verifiedId(ctx, sitter, ada);
      await call(ctx, ada, 'POST', `/api/admin/sitters/${sitter.id}/approve`);
      const police = await submit(ctx, sitter, documentForm('police_check', PNG));
      const approveUrl = `/api/admin/verifications/${String(police.body.id)}/approve`;

      // Exactly 12 months old: its badge ends today, so it cannot be approved; nor can a certificate dated tomorrow.
      const expired = await call(ctx, ada, 'POST', approveUrl, { certificateDate: `${year - 1}-${month}-15` });
      expect(expired.status).toBe(400);
      expect(expired.body.message).toBe(
        `This police check dated ${year - 1}-${month}-15 expired on ${year}-${month}-15 (12 months after its date): reject it and ask the sitter for a new one`,
      );
      const future = await call(ctx, ada, 'POST', approveUrl, { certificateDate: `${year}-${month}-16` });
      expect(future.status).toBe(400);
      expect(future.body.message).toBe(`certificateDate ${year}-${month}-16 is in the future: enter the date printed on the certificate`);

      // 12 months old minus one day: an expiry typed as "12 months from today", or far ahead, cannot lengthen its badge.
      const certificateDate = `${year - 1}-${month}-16`;
      for (const typed of [`${year + 1}-${month}-15`, '2099-01-01']) {
        const stretched = await call(ctx, ada, 'POST', approveUrl, { certificateDate, expiresOn: typed });
        expect(stretched.status, typed).toBe(400);
        expect(stretched.body.message).toBe(
          `expiresOn must be ${year}-${month}-16, 12 months after certificateDate ${certificateDate}; leave it out and Pawpal works it out`,
        );
      }
      expect((await call(ctx, ada, 'POST', approveUrl, { expiresOn: `${year + 1}-${month}-15` })).status).toBe(400);

      // An older client that sends the matching expiry with the date is accepted.
      const approved = await call(ctx, ada, 'POST', approveUrl, { certificateDate, expiresOn: `${year}-${month}-16` });
      expect(approved.status, JSON.stringify(approved.body)).toBe(200);
      expect(approved.body).toMatchObject({ status: 'approved', certificateDate, expiresOn: `${year}-${month}-16` });
      const [stored] = (await ctx.pawpal.database.dataSource.query(
        `SELECT to_char(certificate_date, 'YYYY-MM-DD') AS certificate_date, to_char(expires_on, 'YYYY-MM-DD') AS expires_on
           FROM sitter_verifications WHERE id = $1`,
        [police.body.id],
      )) as [{ certificate_date: string; expires_on: string }];
      expect(stored).toEqual({ certificate_date: certificateDate, expires_on: `${year}-${month}-16` });
      const [audit] = (await ctx.pawpal.database.dataSource.query(
        `SELECT reason FROM audit_log WHERE target_id = $1 AND action = 'verification.approve'`,
        [police.body.id],
      )) as [{ reason: string }];
      expect(audit.reason).toBe(`certificate dated ${certificateDate}, expires ${year}-${month}-16`);

      // Today the certificate is 12 months old minus one day: the badge is shown, its last day today.
      const policeBadge = { kind: 'police_checked', verifiedAt: expect.any(String), expiresAt: `${year}-${month}-16T00:00:00.000Z` };
      expect((await call(ctx, undefined, 'GET', `/api/sitters/${sitter.id}`)).body.badges).toEqual([
        { kind: 'id_verified', verifiedAt: expect.any(String), expiresAt: null },
        policeBadge,
      ]);
      expect(await searchIds(ctx, '&verified=police_checked')).toContain(sitter.id);

      // One minute past midnight UTC the certificate is exactly 12 months old: the badge has expired.
      await advanceClock(ctx, 12 * 60 * 60 * 1000 + 60_000);
      expect((await call(ctx, undefined, 'GET', `/api/sitters/${sitter.id}`)).body.badges).toEqual([
        { kind: 'id_verified', verifiedAt: expect.any(String), expiresAt: null },
      ]);
      expect(await searchIds(ctx, '&verified=police_checked')).not.toContain(sitter.id);
      expect(await noticeKinds(ctx, sitter)).toContain('badge_expired');

      // At 20:00 UTC it is already the next morning in Sydney: a renewal dated that day is not in the future.
      await advanceClock(ctx, 20 * 60 * 60 * 1000 - 60_000);
      const renewal = await submit(ctx, sitter, documentForm('police_check', PNG));
      const renewalUrl = `/api/admin/verifications/${String(renewal.body.id)}/approve`;
      expect((await call(ctx, ada, 'POST', renewalUrl, { certificateDate: `${year}-${month}-18` })).body.message).toBe(
        `certificateDate ${year}-${month}-18 is in the future: enter the date printed on the certificate`,
      );
      const renewed = await call(ctx, ada, 'POST', renewalUrl, { certificateDate: `${year}-${month}-17` });
      expect(renewed.status, JSON.stringify(renewed.body)).toBe(200);
      expect(renewed.body).toMatchObject({ certificateDate: `${year}-${month}-17`, expiresOn: `${year + 1}-${month}-17` });
    });
  },
  { env: { PAWPAL_TEST_CLOCK: '1' } },
);
