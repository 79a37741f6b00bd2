import { Injectable } from '@nestjs/common';
import { type ReadStream } from 'node:fs';
import {
  type AdminVerification,
  type AdminVerificationPage,
  type ApproveVerificationInput,
  paths,
  POLICE_CHECK_DATE_TIME_ZONE,
  POLICE_CHECK_VALID_MONTHS,
  policeCertificateProblem,
  policeCheckExpiresOn,
  VERIFICATION_KIND_LABELS,
  VERIFICATION_NOTICE_KINDS,
  VERIFICATION_STATUSES,
  type Verification,
  type VerificationKind,
  type VerificationStatus,
  verificationApiPaths,
  type WithDecision,
} from '@pawpal/contract';
import { type FastifyRequest } from 'fastify';
import { DataSource, type EntityManager, QueryFailedError } from 'typeorm';
import { DecisionsService } from '../appeals/decisions.service.js';
import { AuditLogService } from '../audit/audit-log.service.js';
import { NoticesService } from '../notices/notices.service.js';
import { Clock } from '../platform/clock/clock.js';
import { dateInZone, isCalendarDate } from '../platform/calendar/zoned-time.js';
import { isUuid } from '../platform/validation/uuid.js';
import { type User } from '../users/user.entity.js';
import { isSitter } from '../users/sitter-role.js';
import { VerificationDocuments } from './verification-documents.js';
import { TrustError } from './verification.errors.js';

const UNIQUE_VIOLATION = '23505';
/** A sitter's own list is short (a document or two a year); bounded anyway. */
export const OWN_VERIFICATIONS_LIMIT = 50;

/** The columns every read selects (alias v). */
const COLUMNS = `v.id, v.sitter_id, v.kind, v.status, v.content_type, v.file_name, v.submitted_at, v.decided_at, v.reason,
  to_char(v.expires_on, 'YYYY-MM-DD') AS expires_on, to_char(v.certificate_date, 'YYYY-MM-DD') AS certificate_date`;

export interface VerificationRow {
  id: string;
  sitter_id: string;
  kind: VerificationKind;
  status: VerificationStatus;
  content_type: string;
  file_name: string | null;
  submitted_at: Date;
  decided_at: Date | null;
  reason: string | null;
  expires_on: string | null;
  certificate_date: string | null;
}

/** A police check's dates, as approved: the certificate's and the badge's expiry worked out from it. */
interface PoliceCheckDates {
  certificateDate: string;
  expiresOn: string;
}

/** Who decides, and the request it came in (for the audit log). */
export interface AdminAct {
  admin: User;
  requestId: string;
}

/**
 * Sitters' verification documents and the admins' decisions on them. The documents are private:
 * only their sitter and admins can read them (anyone else gets 404, as if there were none).
 */
@Injectable()
export class VerificationsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly documents: VerificationDocuments,
    private readonly audit: AuditLogService,
    private readonly notices: NoticesService,
    private readonly clock: Clock,
    private readonly decisions: DecisionsService,
  ) {}

  /** POST /api/sitters/me/verifications: stores the document privately, 201 pending. */
  async submit(actor: User, request: FastifyRequest): Promise<Verification> {
    const document = await this.documents.read(request);
    await this.requireSitter(actor.id);
    await this.refuseDuplicate(actor.id, document.kind);
    const fileName = await this.documents.store(document.bytes, document.type);
    try {
      const [row] = (await this.dataSource.query(
        `INSERT INTO sitter_verifications AS v (sitter_id, kind, content_type, byte_size, file_name, submitted_at)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${COLUMNS}`,
        [actor.id, document.kind, document.type.contentType, document.bytes.length, fileName, this.clock.now()],
      )) as [VerificationRow];
      return toVerification(row);
    } catch (error) {
      await this.documents.remove(fileName);
      // Two submissions racing: the partial unique index lets one pending document of a kind through.
      if (error instanceof QueryFailedError && (error.driverError as { code?: string }).code === UNIQUE_VIOLATION) {
        throw TrustError.conflict(`Your ${VERIFICATION_KIND_LABELS[document.kind]} is already waiting to be checked`);
      }
      throw error;
    }
  }

  /** The sitter's own documents, newest first. */
  async listOwn(actor: User): Promise<Verification[]> {
    await this.requireSitter(actor.id);
    return (await this.rowsOf(this.dataSource.manager, [actor.id], OWN_VERIFICATIONS_LIMIT)).map(toVerification);
  }

  /** Every sitter's documents, newest first (the admin's sitter review queue shows them). */
  async rowsOf(
    manager: Pick<EntityManager, 'query'>,
    sitterIds: readonly string[],
    limitPerSitter = OWN_VERIFICATIONS_LIMIT,
  ): Promise<VerificationRow[]> {
    if (sitterIds.length === 0) return [];
    return (await manager.query(
      `SELECT * FROM (
         SELECT ${COLUMNS}, row_number() OVER (PARTITION BY v.sitter_id ORDER BY v.submitted_at DESC, v.id) AS n
           FROM sitter_verifications v WHERE v.sitter_id = ANY($1::uuid[])
       ) ranked WHERE n <= $2 ORDER BY submitted_at DESC, id`,
      [sitterIds, limitPerSitter],
    )) as VerificationRow[];
  }

  /** The document's file, for its sitter and admins only: 404 to anyone else and once it is deleted. */
  async openDocument(
    actor: User,
    verificationId: string,
  ): Promise<{ stream: ReadStream; size: number; contentType: string; kind: VerificationKind }> {
    const notFound = TrustError.notFound('Document not found');
    if (!isUuid(verificationId)) throw notFound;
    const [row] = (await this.dataSource.query(`SELECT ${COLUMNS} FROM sitter_verifications v WHERE v.id = $1`, [
      verificationId,
    ])) as VerificationRow[];
    if (!row || (row.sitter_id !== actor.id && !actor.isAdmin)) throw notFound;
    if (row.file_name === null)
      throw TrustError.notFound('This document was deleted after the decision, as Pawpal keeps identity documents only as long as needed');
    const file = await this.documents.open(row.file_name);
    if (!file) throw notFound;
    return { ...file, contentType: row.content_type, kind: row.kind };
  }

  /** GET /api/admin/verifications: one status, oldest first (a queue), with the count of each status. */
  async adminList(status: VerificationStatus, page: number, pageSize: number): Promise<AdminVerificationPage> {
    const rows = (await this.dataSource.query(
      `SELECT ${COLUMNS}, u.first_name, u.last_name, u.email
         FROM sitter_verifications v JOIN users u ON u.id = v.sitter_id
        WHERE v.status = $1
        ORDER BY v.submitted_at ${status === 'pending' ? 'ASC' : 'DESC'}, v.id
        LIMIT $2 OFFSET $3`,
      [status, pageSize, (page - 1) * pageSize],
    )) as (VerificationRow & { first_name: string; last_name: string; email: string })[];
    const counts = await this.counts();
    return {
      items: rows.map((row): AdminVerification => ({
        ...toVerification(row),
        sitter: { id: row.sitter_id, firstName: row.first_name, lastName: row.last_name, email: row.email },
      })),
      total: counts[status],
      page,
      pageSize,
      counts,
    };
  }

  /**
   * POST /api/admin/verifications/{id}/approve. A police check needs its `certificateDate`; its
   * badge's expiry is worked out here, never taken from the admin (see ApproveVerificationInput).
   */
  async approve(act: AdminAct, verificationId: string, input: ApproveVerificationInput): Promise<Verification> {
    return this.decide(act, verificationId, async (manager, row) => {
      const dates = this.policeCheckDates(row.kind, input);
      const now = this.clock.now();
      const [updated] = (await manager.query(
        `UPDATE sitter_verifications v SET status = 'approved', decided_at = $2, decided_by = $3, expires_on = $4, certificate_date = $5
          WHERE v.id = $1 RETURNING ${COLUMNS}`,
        [row.id, now, act.admin.id, dates?.expiresOn ?? null, dates?.certificateDate ?? null],
      )) as [[VerificationRow], number];
      await this.audit.record(manager, {
        adminId: act.admin.id,
        action: 'verification.approve',
        targetType: 'verification',
        targetId: row.id,
        reason: dates ? `certificate dated ${dates.certificateDate}, expires ${dates.expiresOn}` : null,
        requestId: act.requestId,
      });
      const label = VERIFICATION_KIND_LABELS[row.kind];
      await this.notices.send(manager, row.sitter_id, {
        kind: VERIFICATION_NOTICE_KINDS.verificationApproved,
        title: `${label} approved`,
        body:
          dates === null
            ? 'Your photo ID was checked: your profile shows the "ID verified" badge.'
            : `Your National Police Check was checked: your profile shows the "Police checked" badge until ${dates.expiresOn}.`,
        link: paths.sitterDashboard(),
      });
      return updated[0];
    });
  }

  /** POST /api/admin/verifications/{id}/reject: with the community rule, a decision the sitter may appeal. */
  async reject(act: AdminAct, verificationId: string, reason: string, rule: string): Promise<WithDecision<Verification>> {
    const trimmed = reason.trim();
    let decisionId = '';
    const verification = await this.decide(act, verificationId, async (manager, row) => {
      const now = this.clock.now();
      const [updated] = (await manager.query(
        `UPDATE sitter_verifications v SET status = 'rejected', decided_at = $2, decided_by = $3, reason = $4
          WHERE v.id = $1 RETURNING ${COLUMNS}`,
        [row.id, now, act.admin.id, trimmed],
      )) as [[VerificationRow], number];
      await this.audit.record(manager, {
        adminId: act.admin.id,
        action: 'verification.reject',
        targetType: 'verification',
        targetId: row.id,
        reason: trimmed,
        requestId: act.requestId,
      });
      const label = VERIFICATION_KIND_LABELS[row.kind];
      await this.notices.send(manager, row.sitter_id, {
        kind: VERIFICATION_NOTICE_KINDS.verificationRejected,
        title: `${label} not accepted`,
        body: `We could not accept your ${label}: ${trimmed}. You can upload a new one from your dashboard.`,
        link: paths.sitterDashboard(),
      });
      decisionId = await this.decisions.record(manager, {
        kind: 'verification_rejected',
        memberId: row.sitter_id,
        rule,
        summary: `Your ${label} was not accepted: ${trimmed}`,
        reason: trimmed,
        targetType: 'verification',
        targetId: row.id,
        adminId: act.admin.id,
        requestId: act.requestId,
        now,
      });
      return updated[0];
    });
    return { ...verification, decisionId };
  }

  /** An overturned rejection (an appeal): the document waits for a decision again, still private. */
  async returnToReview(manager: EntityManager, verificationId: string): Promise<void> {
    await manager.query(
      `UPDATE sitter_verifications SET status = 'pending', decided_at = NULL, decided_by = NULL, reason = NULL WHERE id = $1 AND status = 'rejected'`,
      [verificationId],
    );
  }

  /** Locks the pending row, runs the decision, all in one transaction: 404 unknown, 409 already decided. */
  private async decide(
    act: AdminAct,
    verificationId: string,
    apply: (manager: EntityManager, row: VerificationRow) => Promise<VerificationRow>,
  ): Promise<Verification> {
    if (!isUuid(verificationId)) throw TrustError.notFound('Verification not found');
    const row = await this.dataSource.transaction(async (manager) => {
      const [locked] = (await manager.query(`SELECT ${COLUMNS} FROM sitter_verifications v WHERE v.id = $1 FOR UPDATE`, [
        verificationId,
      ])) as VerificationRow[];
      if (!locked) throw TrustError.notFound('Verification not found');
      if (locked.status !== 'pending') {
        throw TrustError.conflict(
          `This ${VERIFICATION_KIND_LABELS[locked.kind]} was already ${locked.status} on ${locked.decided_at!.toISOString().slice(0, 10)}: a decision is final`,
        );
      }
      return apply(manager, locked);
    });
    return toVerification(row);
  }

  /**
   * A police check's dates from the certificate's date (the contract's `policeCertificateProblem`
   * and `policeCheckExpiresOn`: 12 calendar months, 29 February → 28 February): required, a real
   * day, not in the future (today in Sydney, where certificates are dated), and not so old that
   * the badge would already have expired (UTC days, as badges expire). The deprecated `expiresOn`
   * is accepted only alongside it and equal to the computed day, so a typed expiry can never
   * lengthen the badge. A photo ID takes neither field.
   */
  private policeCheckDates(kind: VerificationKind, input: ApproveVerificationInput): PoliceCheckDates | null {
    const { certificateDate, expiresOn } = input;
    if (kind === 'id') {
      if (certificateDate !== undefined) throw TrustError.badRequest('A photo ID has no certificate date: leave certificateDate out');
      if (expiresOn !== undefined) throw TrustError.badRequest('A photo ID badge does not expire: leave expiresOn out');
      return null;
    }
    if (certificateDate === undefined) {
      throw TrustError.badRequest(
        expiresOn === undefined
          ? `A police check needs certificateDate: the date printed on the certificate (YYYY-MM-DD); its badge lasts ${POLICE_CHECK_VALID_MONTHS} months from that date`
          : `A police check needs certificateDate, the date printed on the certificate (YYYY-MM-DD): Pawpal works out the expiry from it (${POLICE_CHECK_VALID_MONTHS} months later), so expiresOn alone is no longer accepted`,
      );
    }
    if (!isCalendarDate(certificateDate)) throw TrustError.badRequest('certificateDate must be a real day written YYYY-MM-DD');
    const now = this.clock.now();
    const computed = policeCheckExpiresOn(certificateDate);
    const problem = policeCertificateProblem(certificateDate, {
      utc: dateInZone(now, 'UTC'),
      issued: dateInZone(now, POLICE_CHECK_DATE_TIME_ZONE),
    });
    if (problem === 'future')
      throw TrustError.badRequest(`certificateDate ${certificateDate} is in the future: enter the date printed on the certificate`);
    if (problem === 'expired')
      throw TrustError.badRequest(
        `This police check dated ${certificateDate} expired on ${computed} (${POLICE_CHECK_VALID_MONTHS} months after its date): reject it and ask the sitter for a new one`,
      );
    if (expiresOn !== undefined && expiresOn !== computed)
      throw TrustError.badRequest(
        `expiresOn must be ${computed}, ${POLICE_CHECK_VALID_MONTHS} months after certificateDate ${certificateDate}; leave it out and Pawpal works it out`,
      );
    return { certificateDate, expiresOn: computed };
  }

  private async counts(): Promise<Record<VerificationStatus, number>> {
    const rows = (await this.dataSource.query(`SELECT status, count(*)::int AS n FROM sitter_verifications GROUP BY status`)) as {
      status: VerificationStatus;
      n: number;
    }[];
    const counts = Object.fromEntries(VERIFICATION_STATUSES.map((status) => [status, 0])) as Record<VerificationStatus, number>;
    for (const row of rows) counts[row.status] = row.n;
    return counts;
  }

  private async requireSitter(userId: string): Promise<void> {
    const row = await isSitter(this.dataSource.manager, userId);
    if (!row) throw TrustError.notFound('Register as a sitter before you submit verification documents');
  }

  /** 409 when a document of the kind waits for review, or the photo ID is already verified. */
  private async refuseDuplicate(sitterId: string, kind: VerificationKind): Promise<void> {
    const rows = (await this.dataSource.query(
      `SELECT status FROM sitter_verifications WHERE sitter_id = $1 AND kind = $2 AND status IN ('pending', 'approved')`,
      [sitterId, kind],
    )) as {
      status: VerificationStatus;
    }[];
    const label = VERIFICATION_KIND_LABELS[kind];
    if (rows.some((row) => row.status === 'pending')) throw TrustError.conflict(`Your ${label} is already waiting to be checked`);
    if (kind === 'id' && rows.some((row) => row.status === 'approved')) throw TrustError.conflict('Your photo ID is already verified');
  }
}

/** The API's shape of a row; the document's URL only while the file is kept. */
export function toVerification(row: VerificationRow): Verification {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    documentUrl: row.file_name === null ? null : verificationApiPaths.verificationDocument(row.id),
    submittedAt: row.submitted_at.toISOString(),
    decidedAt: row.decided_at?.toISOString() ?? null,
    reason: row.reason,
    expiresOn: row.expires_on,
    certificateDate: row.certificate_date,
  };
}
