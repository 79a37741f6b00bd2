import {
  type AdminAppeal,
  APPEAL_DECISION_DAYS,
  APPEAL_WINDOW_DAYS,
  type AppealMetrics,
  type AuditEntry,
  COMMUNITY_RULE_IDS,
  COMMUNITY_RULES,
  type MemberAppeal,
  type MemberDecision,
} from '@pawpal/contract';
import { afterEach, expect, it, vi } from 'vitest';
import { type Account, call, owner, sitter } from '../../test/booking-fixtures.js';
import { describeEachDatabase, JSON_HEADERS, outboxFor, signUp } from '../../test/harness.js';
import { admin, DAY, uploadPhoto } from '../../test/incident-fixtures.js';
import { Clock } from '../platform/clock/clock.js';

/** Wednesday 2 December 2026, 10:00 in Sydney: the deadline tests count business days from here. */
const WEDNESDAY_10AM_SYDNEY = Date.parse('2026-12-01T23:00:00Z');

describeEachDatabase('appeals: decisions name a rule, the member appeals once, a different admin decides', (ctx) => {
  const db = () => ctx.pawpal.database.dataSource;
  const post = (as: Account | undefined, path: string, body?: unknown) => call(ctx, as, 'POST', path, body);
  const json = async <T>(response: Response, status = 200): Promise<T> => {
    const text = await response.text();
    expect(response.status, text).toBe(status);
    return JSON.parse(text) as T;
  };
  const decisionsOf = async (member: Account) => json<MemberDecision[]>(await call(ctx, member, 'GET', '/api/decisions'));
  const actionsOn = async (targetType: string, targetId: string) =>
    (
      (await db().query(`SELECT action FROM audit_log WHERE target_type = $1 AND target_id = $2 ORDER BY id`, [targetType, targetId])) as {
        action: string;
      }[]
    ).map((row) => row.action);

  let now = WEDNESDAY_10AM_SYDNEY;
  afterEach(() => {
    vi.restoreAllMocks();
  });
  /** Freezes the app's clock at `at` (ms); later calls move it. */
  function clockAt(at: number): void {
    now = at;
    vi.spyOn(ctx.pawpal.app.get(Clock), 'now').mockImplementation(() => new Date(now));
  }

  it('publishes the fixed rules and pins the timelines', () => {
    expect(APPEAL_WINDOW_DAYS).toBe(14);
    expect(APPEAL_DECISION_DAYS).toBe(5);
    expect(COMMUNITY_RULES.length).toBeGreaterThanOrEqual(5);
    expect(new Set(COMMUNITY_RULE_IDS).size).toBe(COMMUNITY_RULES.length);
  });

  it('every adverse action takes a rule from the list: unknown or null is a 400 naming the list; left out, the action’s usual rule is recorded', async () => {
    const ada = await admin(ctx);
    const id = '00000000-0000-4000-8000-000000000000';
    const actions: [string, Record<string, unknown>][] = [
      [`/api/admin/users/${id}/suspend`, { reason: 'Spam' }],
      [`/api/admin/sitters/${id}/reject`, { reason: 'Blurry photo' }],
      [`/api/admin/verifications/${id}/reject`, { reason: 'Expired' }],
      [`/api/admin/reviews/${id}/remove`, { reason: 'spam' }],
      [`/api/admin/reports/${id}/resolve`, { note: 'Warned' }],
    ];
    for (const [path, body] of actions) {
      for (const rule of [null, 'be_nice']) {
        const response = await post(ada, path, { ...body, rule });
        expect(response.status, path).toBe(400);
        expect(JSON.stringify(await response.json())).toContain(`rule must be one of ${COMMUNITY_RULE_IDS.join(', ')}`);
      }
      // With a rule from the list, or none (clients from before rules existed), the body is valid:
      // the unknown target is what answers (404).
      expect((await post(ada, path, { ...body, rule: 'honest_profile' })).status, path).toBe(404);
      expect((await post(ada, path, body)).status, path).toBe(404);
    }
    // A suspension that names no rule records the suspension's usual one, which the member reads.
    const member = await signUp(ctx, { firstName: 'Old', lastName: 'Client' });
    const suspended = await post(ada, `/api/admin/users/${member.user.id}/suspend`, { reason: 'Spam links in chat' });
    expect(suspended.status).toBe(200);
    const { decisionId } = (await suspended.json()) as { decisionId: string };
    const [recorded] = (await db().query(`SELECT kind, rule FROM decisions WHERE id = $1`, [decisionId])) as {
      kind: string;
      rule: string;
    }[];
    expect(recorded).toEqual({ kind: 'suspension', rule: 'respectful_conduct' });
  });

  it('a suspended member appeals through the email’s single-use link; the first decider is refused; a second admin overturns and sign-in works', async () => {
    clockAt(WEDNESDAY_10AM_SYDNEY);
    const ada = await admin(ctx);
    const bea = await admin(ctx, 'Bea');
    const member = await signUp(ctx, { firstName: 'Sid', lastName: 'Suspect' });
    const sid: Account = { cookie: member.cookie, id: member.user.id };
    const login = () =>
      ctx.fetch('/api/auth/login', {
        method: 'POST',
        headers: JSON_HEADERS,
        body: JSON.stringify({ email: member.email, password: member.password }),
      });

    const suspended = await json<{ decisionId: string }>(
      await post(ada, `/api/admin/users/${sid.id}/suspend`, { reason: 'Asked an owner to pay in cash', rule: 'pay_through_pawpal' }),
    );
    expect(suspended.decisionId).toMatch(/^[0-9a-f-]{36}$/);
    expect((await login()).status).toBe(403);
    expect((await call(ctx, sid, 'GET', '/api/decisions')).status).toBe(401);

    // The email names the rule and links to the appeal page with a token.
    const mail = (await outboxFor(ctx, member.email)).find((message) => message.subject === 'Your Pawpal account is suspended')!;
    expect(mail.text).toContain('Bookings and payments through Pawpal');
    const link = new URL(mail.links.find((each) => each.includes('/appeal?'))!);
    expect(link.searchParams.get('decision')).toBe(suspended.decisionId);
    const token = link.searchParams.get('token')!;

    // Signed out without the token: 401; with a token for another decision: 401.
    const statement = 'The owner offered cash; I said no and pointed them to the app.';
    expect((await post(undefined, '/api/appeals', { decisionId: suspended.decisionId, statement })).status).toBe(401);
    const wrongDecision = { decisionId: '00000000-0000-4000-8000-000000000000', statement, appealToken: token };
    expect((await post(undefined, '/api/appeals', wrongDecision)).status).toBe(401);
    const appeal = await json<MemberAppeal>(
      await post(undefined, '/api/appeals', { decisionId: suspended.decisionId, statement, appealToken: token }),
      201,
    );
    expect(appeal).toMatchObject({ status: 'open', statement, photoUrls: [], decidedAt: null });
    // Five business days (Sydney), Wednesday to the end of the next Wednesday.
    expect(appeal.decideBy).toBe('2026-12-09T13:00:00.000Z');
    // The link works once.
    expect((await post(undefined, '/api/appeals', { decisionId: suspended.decisionId, statement, appealToken: token })).status).toBe(401);

    const open = await json<{ items: AdminAppeal[]; total: number }>(await call(ctx, bea, 'GET', '/api/admin/appeals?status=open'));
    const queued = open.items.find((item) => item.id === appeal.id)!;
    expect(queued).toMatchObject({
      overdue: false,
      member: { id: sid.id },
      decision: {
        kind: 'suspension',
        rule: { id: 'pay_through_pawpal' },
        decidedBy: { id: ada.id },
        reason: 'Asked an owner to pay in cash',
      },
    });

    // The first decider may not decide the appeal.
    const refused = await post(ada, `/api/admin/appeals/${appeal.id}/decide`, { outcome: 'overturned', reason: 'Mine' });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toBe(
      'You made the decision under appeal: a different admin must decide its appeal',
    );
    expect((await post(bea, `/api/admin/appeals/${appeal.id}/decide`, { outcome: 'maybe', reason: 'x' })).status).toBe(400);
    expect((await post(bea, `/api/admin/appeals/${appeal.id}/decide`, { outcome: 'overturned', reason: '  ' })).status).toBe(400);

    now += 3 * DAY;
    const decided = await json<AdminAppeal>(
      await post(bea, `/api/admin/appeals/${appeal.id}/decide`, {
        outcome: 'overturned',
        reason: 'The messages show Sid refused the cash.',
      }),
    );
    expect(decided).toMatchObject({ status: 'overturned', decidedBy: { id: bea.id }, overdue: false });
    // The outcome is emailed as well as noticed in the app, with the admin's reason (never a name).
    const outcome = (await outboxFor(ctx, member.email)).find((message) => message.subject === 'Your appeal succeeded')!;
    expect(outcome.text).toContain('The messages show Sid refused the cash.');
    expect(outcome.text).not.toMatch(/Ada|Bea/);
    expect(outcome.links.some((each) => each.endsWith('/account/decisions'))).toBe(true);
    expect((await post(bea, `/api/admin/appeals/${appeal.id}/decide`, { outcome: 'upheld', reason: 'again' })).status).toBe(409);

    // The suspension is lifted: sign-in works, and the member reads the outcome (never the admins' names).
    const signedIn = await login();
    expect(signedIn.status).toBe(200);
    const [decision] = await decisionsOf({ cookie: signedIn.headers.get('set-cookie')!.split(';')[0]!, id: sid.id });
    expect(decision).toMatchObject({
      id: suspended.decisionId,
      kind: 'suspension',
      status: 'overturned',
      rule: { id: 'pay_through_pawpal', title: 'Bookings and payments through Pawpal' },
      summary: 'Your account was suspended: Asked an owner to pay in cash',
      canAppeal: false,
      appeal: { id: appeal.id, status: 'overturned', reason: 'The messages show Sid refused the cash.' },
    });
    expect(JSON.stringify(decision)).not.toMatch(/Ada|Bea/);

    expect(await actionsOn('decision', suspended.decisionId)).toEqual(['decision.record']);
    expect(await actionsOn('appeal', appeal.id)).toEqual(['appeal.file', 'appeal.overturn']);
    // The member is the actor of their own step, never recorded as an admin.
    const log = await json<{ items: AuditEntry[] }>(
      await call(ctx, bea, 'GET', `/api/admin/audit-log?targetType=appeal&targetId=${appeal.id}`),
    );
    expect(log.items.map((entry) => [entry.action, entry.actor, entry.admin])).toEqual([
      [
        'appeal.overturn',
        { kind: 'admin', id: bea.id, name: expect.stringContaining('Bea') },
        { id: bea.id, name: expect.stringContaining('Bea') },
      ],
      ['appeal.file', { kind: 'member', id: sid.id, name: expect.any(String) }, null],
    ]);
    const [row] = (await db().query(`SELECT admin_id, member_id FROM audit_log WHERE action = 'appeal.file' AND target_id = $1`, [
      appeal.id,
    ])) as [{ admin_id: string | null; member_id: string | null }];
    expect(row).toEqual({ admin_id: null, member_id: sid.id });
  });

  it('a rejected profile: appealable until day 14, not on day 15; an overturn puts it back in review', async () => {
    clockAt(WEDNESDAY_10AM_SYDNEY);
    const ada = await admin(ctx);
    const bea = await admin(ctx, 'Bea');
    const early = await sitter(ctx, { firstName: 'Ella' });
    const late = await sitter(ctx, { firstName: 'Lou' });
    await db().query(`UPDATE sitter_profiles SET review_status = 'pending_review' WHERE user_id = ANY ($1)`, [[early.id, late.id]]);
    const reject = async (who: Account) =>
      json<{ status: string; decisionId: string }>(
        await post(ada, `/api/admin/sitters/${who.id}/reject`, { reason: 'Add a photo of yourself', rule: 'honest_profile' }),
      );
    const earlyDecision = await reject(early);
    const lateDecision = await reject(late);
    expect(earlyDecision.status).toBe('rejected');

    const [mine] = await decisionsOf(early);
    expect(mine).toMatchObject({
      id: earlyDecision.decisionId,
      kind: 'profile_rejected',
      summary: 'Your sitter profile was not approved: Add a photo of yourself',
      canAppeal: true,
      appealableUntil: new Date(WEDNESDAY_10AM_SYDNEY + 14 * DAY).toISOString(),
      appeal: null,
    });
    // Another member's decision is not theirs to appeal: 404, as if there were none.
    expect((await post(early, '/api/appeals', { decisionId: lateDecision.decisionId, statement: 'Mine?' })).status).toBe(404);

    // Day 14, a minute before the window closes: accepted. Once only.
    now = WEDNESDAY_10AM_SYDNEY + 14 * DAY - 60_000;
    const appeal = await json<MemberAppeal>(
      await post(early, '/api/appeals', { decisionId: earlyDecision.decisionId, statement: 'I had added one; it was still uploading.' }),
      201,
    );
    const again = await post(early, '/api/appeals', { decisionId: earlyDecision.decisionId, statement: 'Again' });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { message: string }).message).toMatch(/appealed once/);

    // Day 15: too late.
    now = WEDNESDAY_10AM_SYDNEY + 14 * DAY + 60_000;
    expect((await decisionsOf(late))[0]!.canAppeal).toBe(false);
    const tooLate = await post(late, '/api/appeals', { decisionId: lateDecision.decisionId, statement: 'Please' });
    expect(tooLate.status).toBe(409);
    expect(((await tooLate.json()) as { message: string }).message).toMatch(/within 14 days/);

    await json(await post(bea, `/api/admin/appeals/${appeal.id}/decide`, { outcome: 'overturned', reason: 'The photo was there.' }));
    const [{ review_status }] = (await db().query(`SELECT review_status FROM sitter_profiles WHERE user_id = $1`, [early.id])) as [
      { review_status: string },
    ];
    expect(review_status).toBe('pending_review');
  });

  it('a rejected document: photos must be the appellant’s own; an overturn returns it to the queue', async () => {
    clockAt(WEDNESDAY_10AM_SYDNEY);
    const ada = await admin(ctx);
    const bea = await admin(ctx, 'Bea');
    const sam = await sitter(ctx);
    const other = await owner(ctx, 'Otto');
    const [{ id: verificationId }] = (await db().query(
      `INSERT INTO sitter_verifications (sitter_id, kind, content_type, byte_size, file_name, submitted_at) VALUES ($1, 'id', 'image/png', 100, 'x.png', $2) RETURNING id`,
      [sam.id, new Date(now)],
    )) as [{ id: string }];
    const rejected = await json<{ status: string; decisionId: string }>(
      await post(ada, `/api/admin/verifications/${verificationId}/reject`, { reason: 'The photo is blurry', rule: 'genuine_documents' }),
    );
    expect(rejected.status).toBe('rejected');
    const own = await uploadPhoto(ctx, sam);
    const foreign = await uploadPhoto(ctx, other);
    const statement = 'Here is a sharper photo of the same licence.';
    const notYours = await post(sam, '/api/appeals', { decisionId: rejected.decisionId, statement, uploadIds: [foreign.id] });
    expect(notYours.status).toBe(400);
    expect(((await notYours.json()) as { message: string }).message).toMatch(/is not an image you uploaded/);
    const tooMany = await post(sam, '/api/appeals', { decisionId: rejected.decisionId, statement, uploadIds: Array(7).fill(own.id) });
    expect(tooMany.status).toBe(400);
    const appeal = await json<MemberAppeal>(
      await post(sam, '/api/appeals', { decisionId: rejected.decisionId, statement, uploadIds: [own.id] }),
      201,
    );
    expect(appeal.photoUrls).toEqual([own.url]);

    // The outcome email is a notification kind like any other: switched off, none is sent.
    const off = await call(ctx, sam, 'PUT', '/api/profile/notification-preferences', {
      preferences: [{ kind: 'appeal_decision', channel: 'email', enabled: false }],
    });
    expect(off.status).toBe(200);
    await json(await post(bea, `/api/admin/appeals/${appeal.id}/decide`, { outcome: 'overturned', reason: 'Readable now.' }));
    const [{ email: samEmail }] = (await db().query(`SELECT email FROM users WHERE id = $1`, [sam.id])) as [{ email: string }];
    expect((await outboxFor(ctx, samEmail)).map((message) => message.subject)).not.toContain('Your appeal succeeded');
    const [row] = (await db().query(`SELECT status, reason FROM sitter_verifications WHERE id = $1`, [verificationId])) as [
      { status: string; reason: string | null },
    ];
    expect(row).toEqual({ status: 'pending', reason: null });
  });

  it('a removed review is restored when overturned; an upheld report names no reporter, and the export holds both', async () => {
    clockAt(Date.now());
    const ada = await admin(ctx);
    const bea = await admin(ctx, 'Bea');
    const olive = await owner(ctx, 'Olive');
    const rex = await owner(ctx, 'Rex');
    // A published owner's review from the demo seed, made Olive's (its author) for this test.
    const [[{ id: reviewId }]] = (await db().query(
      `UPDATE reviews SET owner_id = $1 WHERE id = (SELECT id FROM reviews WHERE author_role = 'owner' AND publish_at <= $2 AND removed_at IS NULL ORDER BY id LIMIT 1) RETURNING id`,
      [olive.id, new Date(now)],
    )) as [[{ id: string }], number];
    const removed = await json<{ decisionId: string }>(
      await post(ada, `/api/admin/reviews/${reviewId}/remove`, { reason: 'off_topic', rule: 'fair_reviews' }),
    );
    const removal = (await decisionsOf(olive)).find((each) => each.id === removed.decisionId)!;
    expect(removal).toMatchObject({ kind: 'review_removed', summary: 'Your review was removed: Off-topic.', rule: { id: 'fair_reviews' } });
    const reviewAppeal = await json<MemberAppeal>(
      await post(olive, '/api/appeals', { decisionId: removed.decisionId, statement: 'It was about the stay.' }),
      201,
    );
    await json(await post(bea, `/api/admin/appeals/${reviewAppeal.id}/decide`, { outcome: 'overturned', reason: 'On topic after all.' }));
    const [review] = (await db().query(`SELECT removed_at FROM reviews WHERE id = $1`, [reviewId])) as [{ removed_at: Date | null }];
    expect(review.removed_at).toBeNull();

    // Rex reports Olive; upheld against her. She sees the rule and the report's category, never Rex.
    const report = await json<{ id: string }>(
      await post(rex, '/api/reports', {
        targetType: 'user',
        targetId: olive.id,
        reason: 'harassment',
        details: 'Rex Owner saw rude messages',
      }),
      201,
    );
    const upheld = await json<{ status: string; decisionId: string }>(
      await post(ada, `/api/admin/reports/${report.id}/resolve`, { note: 'Rex sent screenshots', rule: 'respectful_conduct' }),
    );
    expect(upheld.status).toBe('resolved');
    const reportDecision = (await decisionsOf(olive)).find((each) => each.id === upheld.decisionId)!;
    expect(reportDecision).toMatchObject({ kind: 'report_upheld', rule: { id: 'respectful_conduct' }, canAppeal: true });
    expect(JSON.stringify(reportDecision)).not.toMatch(/Rex|screenshots/);
    const reportAppeal = await json<MemberAppeal>(
      await post(olive, '/api/appeals', { decisionId: upheld.decisionId, statement: 'I was polite.' }),
      201,
    );
    await json(
      await post(bea, `/api/admin/appeals/${reportAppeal.id}/decide`, { outcome: 'upheld', reason: 'The messages were abusive.' }),
    );
    expect((await decisionsOf(olive)).find((each) => each.id === upheld.decisionId)).toMatchObject({
      status: 'in_force',
      appeal: { status: 'upheld', reason: 'The messages were abusive.' },
    });

    const exported = await json<{ decisions: { id: string }[]; appeals: { id: string; status: string }[] }>(
      await call(ctx, olive, 'GET', '/api/profile/export'),
    );
    expect(exported.decisions.map((each) => each.id).sort()).toEqual([removed.decisionId, upheld.decisionId].sort());
    expect(exported.appeals.map((each) => each.status).sort()).toEqual(['overturned', 'upheld']);
    expect(JSON.stringify(exported.decisions)).not.toMatch(/Rex|screenshots/);
    // Neither the reporter nor an admin is named in her appeals either.
    expect(JSON.stringify(exported.appeals)).not.toMatch(/Rex|screenshots|Ada|Bea/);

    // The dismissed path records nothing.
    const second = await json<{ id: string }>(
      await post(olive, '/api/reports', { targetType: 'user', targetId: rex.id, reason: 'harassment' }),
      201,
    );
    const dismissed = await post(ada, `/api/admin/reports/${second.id}/dismiss`, { note: 'Nothing to act on' });
    expect(dismissed.status).toBe(200);
    expect(await decisionsOf(rex)).toEqual([]);
  });

  it('metrics: open, overdue after five business days, overturn rate and decision time; admins only', async () => {
    clockAt(WEDNESDAY_10AM_SYDNEY);
    const ada = await admin(ctx);
    const bea = await admin(ctx, 'Bea');
    const olive = await owner(ctx);
    expect((await call(ctx, olive, 'GET', '/api/admin/appeals/metrics')).status).toBe(403);
    expect((await call(ctx, undefined, 'GET', '/api/admin/appeals?status=open')).status).toBe(401);
    expect((await call(ctx, bea, 'GET', '/api/admin/appeals?status=closed')).status).toBe(400);

    const sue = await sitter(ctx, { firstName: 'Sue' });
    await db().query(`UPDATE sitter_profiles SET review_status = 'pending_review' WHERE user_id = $1`, [sue.id]);
    const rejected = await json<{ decisionId: string }>(
      await post(ada, `/api/admin/sitters/${sue.id}/reject`, { reason: 'No services', rule: 'honest_profile' }),
    );
    const appeal = await json<MemberAppeal>(await post(sue, '/api/appeals', { decisionId: rejected.decisionId, statement: 'Added' }), 201);
    // Due by the end of the next Wednesday in Sydney: overdue from that midnight, not before.
    now = Date.parse(appeal.decideBy) - 60_000;
    expect((await json<AppealMetrics>(await call(ctx, bea, 'GET', '/api/admin/appeals/metrics'))).overdue).toBe(0);
    now = Date.parse(appeal.decideBy);
    const metrics = await json<AppealMetrics>(await call(ctx, bea, 'GET', '/api/admin/appeals/metrics'));
    // The earlier cases decided five appeals (four overturned, one upheld), each by its deadline.
    expect(metrics).toMatchObject({ decided: 5, upheld: 1, overturned: 4, overturnRate: 0.8, decidedInTime: 5, open: 1, overdue: 1 });
    expect(metrics.medianDecisionHours).not.toBeNull();
    const open = await json<{ items: AdminAppeal[] }>(await call(ctx, bea, 'GET', '/api/admin/appeals?status=open'));
    expect(open.items.map((item) => [item.id, item.overdue])).toEqual([[appeal.id, true]]);
  });
});
