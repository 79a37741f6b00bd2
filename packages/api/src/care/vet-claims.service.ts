import { Injectable, Logger } from '@nestjs/common';
import { CARE_NOTICE_KINDS, type VetClaim, type VetClaimStatus, VET_CLAIMS_PER_BOOKING_MAX } from '@pawpal/contract';
import { DataSource, type EntityManager } from 'typeorm';
import { LedgerService } from '../ledger/ledger.service.js';
import { formatAud } from '../money/index.js';
import { SavedCardDeclined } from '../payments/payment-provider.js';
import { SavedCardsService } from '../payments/saved-cards.service.js';
import { Clock } from '../platform/clock/clock.js';
import { isUuid } from '../platform/validation/uuid.js';
import { UploadsService } from '../uploads/uploads.service.js';
import { type User } from '../users/user.entity.js';
import { careRoleOf, requireCareRole } from './care-access.js';
import { AfterCommit, CareNotifier } from './care-notifier.js';
import { careMail, vetClaimSummary } from './care-words.js';
import { CARE_SWEEP_BATCH, VET_CLAIM_CHARGE_RETRY_AFTER_MS } from './care.constants.js';
import { CareError } from './care.errors.js';
import { type VetClaimInput } from './dto/vet-claim.input.js';
import { type BookingForCare, bookingForCare } from './schedule.js';
import { photoUrl } from './visit-view.js';

/** Any constant shared by every instance: the advisory lock (with the booking's hash) serialising one booking's claims. */
const VET_CLAIMS_LOCK = 7_263_020;

interface ClaimRow {
  id: string;
  booking_id: string;
  sitter_id: string;
  amount_cents: number;
  description: string;
  receipt_id: string;
  receipt_name: string;
  status: VetClaimStatus;
  approved_by: 'plan' | 'owner' | null;
  failure_reason: string | null;
  created_at: Date;
  decided_at: Date | null;
}

const CLAIM_SELECT = `
  SELECT c.id, c.booking_id, c.sitter_id, c.amount_cents, c.description, u.id AS receipt_id, u.name AS receipt_name, c.status, c.approved_by,
         c.failure_reason, c.created_at, c.decided_at
    FROM vet_claims c JOIN uploads u ON u.id = c.receipt_upload_id`;

function toVetClaim(row: ClaimRow): VetClaim {
  return {
    id: row.id,
    bookingId: row.booking_id,
    amountCents: row.amount_cents,
    description: row.description,
    receipt: { id: row.receipt_id, url: photoUrl(row.receipt_name) },
    status: row.status,
    approvedBy: row.approved_by,
    createdAt: row.created_at.toISOString(),
    decidedAt: row.decided_at?.toISOString() ?? null,
  };
}

/**
 * Vet expenses during a stay (`vet_claims`, its one writer; docs/care.md, "Vet costs"). The
 * booking's sitter claims one, with a photo of the receipt, while the stay is under way or after it
 * until its payout is sent. Up to the pre-approved spend of the booking's pets' care plans (less
 * the claims approved already) it is approved at once; above, the owner approves or declines. An
 * approved claim is charged to the owner's saved card (SavedCardsService, through the provider) and
 * owed to the sitter in full in the ledger, with no commission. A charge the process did not get to
 * make is made by the retry sweep (the charge is keyed by the claim, so it is made once).
 */
@Injectable()
export class VetClaimsService {
  private readonly logger = new Logger(VetClaimsService.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly uploads: UploadsService,
    private readonly cards: SavedCardsService,
    private readonly ledger: LedgerService,
    private readonly notifier: CareNotifier,
  ) {}

  async list(actor: User, bookingId: string): Promise<VetClaim[]> {
    requireCareRole(actor, await bookingForCare(this.dataSource.manager, bookingId));
    const rows = (await this.dataSource.query(
      `${CLAIM_SELECT} WHERE c.booking_id = $1 ORDER BY c.created_at, c.id LIMIT ${VET_CLAIMS_PER_BOOKING_MAX}`,
      [bookingId],
    )) as ClaimRow[];
    return rows.map(toVetClaim);
  }

  async create(actor: User, bookingId: string, input: VetClaimInput): Promise<VetClaim> {
    const now = this.clock.now();
    const after = new AfterCommit();
    const claimId = await this.dataSource.transaction(async (manager) => {
      const booking = await bookingForCare(manager, bookingId);
      const role = requireCareRole(actor, booking);
      if (role !== 'sitter' || !booking) throw new CareError('SITTER_ONLY', "Only the booking's sitter can claim a vet expense");
      await manager.query(`SELECT pg_advisory_xact_lock($1, hashtext($2))`, [VET_CLAIMS_LOCK, booking.id]);
      if (!(await this.claimable(manager, booking))) throw new CareError('VET_CLAIM_CLOSED');
      const [totals] = (await manager.query(
        `SELECT count(*)::int AS claims, coalesce(sum(amount_cents) FILTER (WHERE status IN ('approved', 'charged')), 0)::int AS approved_cents,
                (SELECT coalesce(sum(cp.vet_spend_limit_cents), 0)::int FROM booking_pets bp JOIN care_plans cp ON cp.pet_id = bp.pet_id
                  WHERE bp.booking_id = $1) AS limit_cents
           FROM vet_claims WHERE booking_id = $1`,
        [booking.id],
      )) as [{ claims: number; approved_cents: number; limit_cents: number }];
      if (totals.claims >= VET_CLAIMS_PER_BOOKING_MAX) throw new CareError('TOO_MANY_VET_CLAIMS');
      await this.uploads.ownedImages(manager, actor.id, [input.receiptUploadId]);
      const withinPlan = totals.approved_cents + input.amountCents <= totals.limit_cents;
      const [row] = (await manager.query(
        `INSERT INTO vet_claims (booking_id, sitter_id, amount_cents, description, receipt_upload_id, status, approved_by, created_at, decided_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $8) RETURNING id`,
        [
          booking.id,
          booking.sitterId,
          input.amountCents,
          input.description,
          input.receiptUploadId,
          withinPlan ? 'approved' : 'pending_owner',
          withinPlan ? 'plan' : null,
          now,
          withinPlan ? now : null,
        ],
      )) as [{ id: string }];
      const summary = vetClaimSummary(
        booking.sitterFirstName,
        input.amountCents,
        input.description,
        withinPlan ? 'approved' : 'pending_owner',
      );
      if (!withinPlan) {
        await this.notifier.notice(manager, booking.ownerId, {
          kind: CARE_NOTICE_KINDS.vetClaimPending,
          title: `${booking.sitterFirstName} claimed ${formatAud(input.amountCents)} for the vet`,
          body: `${summary}. It is more than the vet spend you pre-approved: approve or decline it.`,
          link: `/booking?id=${booking.id}`,
        });
        await this.notifier.email(
          manager,
          { userId: booking.ownerId, email: booking.ownerEmail },
          'vet_claim',
          careMail.vetClaimPending(booking.ownerFirstName, summary, this.notifier.bookingUrl(booking.id)),
          `vet_claim_pending:${row.id}`,
        );
      }
      after.add(() => this.notifier.liveFor(booking, null, summary));
      return row.id;
    });
    await after.run();
    await this.charge(claimId);
    return this.read(claimId);
  }

  /** The owner approves a claim above the pre-approved spend (or one whose charge failed, to try their card again); it is charged at once. */
  async approve(actor: User, claimId: string): Promise<VetClaim> {
    const now = this.clock.now();
    await this.dataSource.transaction(async (manager) => {
      const { claim } = await this.lockForOwner(manager, actor, claimId, 'approve');
      if (claim.status !== 'pending_owner' && claim.status !== 'charge_failed') throw new CareError('VET_CLAIM_DECIDED');
      await manager.query(
        `UPDATE vet_claims SET status = 'approved', approved_by = 'owner', failure_reason = NULL, decided_at = $2, updated_at = $2 WHERE id = $1`,
        [claim.id, now],
      );
    });
    await this.charge(claimId);
    return this.read(claimId);
  }

  /** The owner declines a claim waiting for them (or one whose charge failed); the sitter is told. */
  async decline(actor: User, claimId: string): Promise<VetClaim> {
    const now = this.clock.now();
    const after = new AfterCommit();
    await this.dataSource.transaction(async (manager) => {
      const { claim, booking } = await this.lockForOwner(manager, actor, claimId, 'decline');
      if (claim.status !== 'pending_owner' && claim.status !== 'charge_failed') throw new CareError('VET_CLAIM_DECIDED');
      await manager.query(`UPDATE vet_claims SET status = 'declined', approved_by = NULL, decided_at = $2, updated_at = $2 WHERE id = $1`, [
        claim.id,
        now,
      ]);
      const summary = vetClaimSummary(booking.sitterFirstName, claim.amount_cents, claim.description, 'declined');
      await this.notifier.notice(manager, booking.sitterId, {
        kind: CARE_NOTICE_KINDS.vetClaimDeclined,
        title: `${booking.ownerFirstName} declined a vet claim of ${formatAud(claim.amount_cents)}`,
        body: `${summary}.`,
        link: `/booking?id=${booking.id}`,
      });
      await this.notifier.email(
        manager,
        { userId: booking.sitterId, email: booking.sitterEmail },
        'vet_claim',
        careMail.vetClaimDeclined(booking.sitterFirstName, summary, this.notifier.bookingUrl(booking.id)),
        `vet_claim_declined:${claim.id}`,
      );
      after.add(() => this.notifier.liveFor(booking, null, summary));
    });
    await after.run();
    return this.read(claimId);
  }

  /** Approved claims not charged within VET_CLAIM_CHARGE_RETRY_AFTER_MS (the process stopped in between): charged now. */
  async chargeLeftBehind(now: Date): Promise<number> {
    const rows = (await this.dataSource.query(
      `SELECT id FROM vet_claims WHERE status = 'approved' AND updated_at <= $1 ORDER BY updated_at LIMIT $2`,
      [new Date(now.getTime() - VET_CLAIM_CHARGE_RETRY_AFTER_MS), CARE_SWEEP_BATCH],
    )) as { id: string }[];
    for (const row of rows) await this.charge(row.id);
    return rows.length;
  }

  /**
   * Charges an approved claim to the owner's saved card, then records the outcome: charged (the
   * sitter is owed it in the ledger, both are told) or refused (both are told why; the owner can
   * approve it again with another card). Keyed by the claim, so two attempts charge once.
   */
  private async charge(claimId: string): Promise<void> {
    const [claim] = (await this.dataSource.query(`${CLAIM_SELECT} WHERE c.id = $1 AND c.status = 'approved'`, [claimId])) as ClaimRow[];
    if (!claim) return;
    const booking = await bookingForCare(this.dataSource.manager, claim.booking_id);
    if (!booking) return;
    let outcome: { provider: string; chargeId: string } | { refused: string };
    try {
      outcome = await this.cards.chargeOffSession(booking.ownerId, {
        reference: `vet-claim:${claim.id}`,
        amountCents: claim.amount_cents,
        description: `Vet expense during your Pawpal booking: ${claim.description}`.slice(0, 500),
      });
    } catch (error) {
      if (!(error instanceof SavedCardDeclined)) {
        this.logger.warn(`Charging vet claim ${claim.id} failed, will retry: ${error instanceof Error ? error.message : String(error)}`);
        return;
      }
      outcome = { refused: error.message };
    }
    const now = this.clock.now();
    const after = new AfterCommit();
    await this.dataSource.transaction(async (manager) => {
      const amount = formatAud(claim.amount_cents);
      const url = this.notifier.bookingUrl(booking.id);
      if ('refused' in outcome) {
        const [, affected] = (await manager.query(
          `UPDATE vet_claims SET status = 'charge_failed', failure_reason = $2, updated_at = $3 WHERE id = $1 AND status = 'approved'`,
          [claim.id, outcome.refused, now],
        )) as [unknown, number];
        if (affected !== 1) return;
        for (const [userId, email, firstName] of this.parties(booking)) {
          await this.notifier.notice(manager, userId, {
            kind: CARE_NOTICE_KINDS.vetClaimChargeFailed,
            title: `A vet expense of ${amount} could not be charged`,
            body: `The owner's card refused it: ${outcome.refused}`,
            link: `/booking?id=${booking.id}`,
          });
          if (userId === booking.ownerId) {
            await this.notifier.email(
              manager,
              { userId, email },
              'vet_claim',
              careMail.vetClaimChargeFailed(firstName, amount, outcome.refused, url),
              `vet_claim_failed:${claim.id}:${now.getTime()}`,
            );
          }
        }
        return;
      }
      const [, affected] = (await manager.query(
        `UPDATE vet_claims SET status = 'charged', provider = $2, provider_charge_id = $3, charged_at = $4, updated_at = $4 WHERE id = $1 AND status = 'approved'`,
        [claim.id, outcome.provider, outcome.chargeId, now],
      )) as [unknown, number];
      if (affected !== 1) return;
      await this.ledger.recordVetClaim(manager, booking.id, booking.sitterId, claim.amount_cents);
      const summary = vetClaimSummary(booking.sitterFirstName, claim.amount_cents, claim.description, 'charged');
      for (const [userId, email, firstName] of this.parties(booking)) {
        await this.notifier.notice(manager, userId, {
          kind: CARE_NOTICE_KINDS.vetClaimCharged,
          title: `Vet expense of ${amount} charged`,
          body: `${summary}. It goes to the sitter in full with the stay's payout.`,
          link: `/booking?id=${booking.id}`,
        });
        await this.notifier.email(
          manager,
          { userId, email },
          'vet_claim',
          careMail.vetClaimCharged(firstName, amount, summary, url),
          `vet_claim_charged:${claim.id}:${userId}`,
        );
      }
      after.add(() => this.notifier.liveFor(booking, null, summary));
    });
    await after.run();
  }

  private parties(booking: BookingForCare): [string, string, string][] {
    return [
      [booking.ownerId, booking.ownerEmail, booking.ownerFirstName],
      [booking.sitterId, booking.sitterEmail, booking.sitterFirstName],
    ];
  }

  /** While the stay is under way, or after it until its payout left (in transit, paid or sent back). */
  private async claimable(manager: EntityManager, booking: BookingForCare): Promise<boolean> {
    if (booking.status === 'in_progress') return true;
    if (booking.status !== 'completed') return false;
    const released = (await manager.query(`SELECT 1 FROM payouts WHERE booking_id = $1 AND status IN ('in_transit', 'paid', 'failed')`, [
      booking.id,
    ])) as unknown[];
    return released.length === 0;
  }

  private async lockForOwner(
    manager: EntityManager,
    actor: User,
    claimId: string,
    what: string,
  ): Promise<{ claim: ClaimRow; booking: BookingForCare }> {
    const locked = isUuid(claimId)
      ? ((await manager.query(`SELECT id FROM vet_claims WHERE id = $1 FOR UPDATE`, [claimId])) as unknown[])
      : [];
    const [claim] = locked.length > 0 ? ((await manager.query(`${CLAIM_SELECT} WHERE c.id = $1`, [claimId])) as ClaimRow[]) : [];
    const booking = claim && (await bookingForCare(manager, claim.booking_id));
    const role = booking && careRoleOf(actor, booking);
    if (!claim || !booking || !role) throw new CareError('VET_CLAIM_NOT_FOUND');
    if (role !== 'owner') throw new CareError('OWNER_ONLY', `Only the owner can ${what} a vet claim`);
    return { claim, booking };
  }

  private async read(claimId: string): Promise<VetClaim> {
    const [row] = (await this.dataSource.query(`${CLAIM_SELECT} WHERE c.id = $1`, [claimId])) as ClaimRow[];
    if (!row) throw new CareError('VET_CLAIM_NOT_FOUND');
    return toVetClaim(row);
  }
}
