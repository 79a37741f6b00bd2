import { type DataSource } from 'typeorm';

/** What a claimed row carries for its status changes. */
export interface QueueClaim {
  id: string;
  attempts: number;
  claimedAt: Date;
}

/** A delivery queue table (mail_queue, push_queue): status, attempts, claimed_at, next_attempt_at, sent_at, last_error. */
export interface QueueClaimsSpec {
  table: 'mail_queue' | 'push_queue';
  /** The columns `claim` returns (id, attempts and claimed_at are always returned). */
  columns: readonly string[];
  /** A claim older than this (the sender died mid-send) is taken again. */
  leaseMs: number;
  /** Delays after the 1st, 2nd, ... failed attempt; after the last one the row is marked failed. */
  retryDelaysMs: readonly number[];
}

/**
 * The sender's side of a delivery queue: claiming due rows so that two senders (threads,
 * instances) never take the same one (a conditional UPDATE over FOR UPDATE SKIP LOCKED), and the
 * status changes that hold only while the claim does. The queue's own module is its one writer
 * and says which table and rules; this is the shared mechanism.
 */
export class QueueClaims<Row extends { id: string; attempts: number; claimed_at: Date }> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly spec: QueueClaimsSpec,
  ) {}

  /** Takes up to `limit` due rows (queued and due, or claimed longer ago than the lease). */
  async claim(now: Date, limit: number): Promise<Row[]> {
    const { table, columns, leaseMs } = this.spec;
    const [rows] = (await this.dataSource.query(
      `UPDATE ${table} SET status = 'sending', claimed_at = $1, attempts = attempts + 1
       WHERE id IN (
         SELECT id FROM ${table}
         WHERE (status = 'queued' AND next_attempt_at <= $1) OR (status = 'sending' AND claimed_at <= $1::timestamptz - $2 * interval '1 millisecond')
         ORDER BY next_attempt_at, id LIMIT $3 FOR UPDATE SKIP LOCKED)
       RETURNING ${['id', ...columns, 'attempts', 'claimed_at'].join(', ')}`,
      [now, leaseMs, limit],
    )) as [Row[], number];
    return rows;
  }

  /** Sent: only if this claim still holds the row. */
  async markSent(claim: QueueClaim, now: Date): Promise<void> {
    await this.dataSource.query(
      `UPDATE ${this.spec.table} SET status = 'sent', sent_at = $3, last_error = NULL WHERE id = $1 AND status = 'sending' AND claimed_at = $2`,
      [claim.id, claim.claimedAt, now],
    );
  }

  /** Failed this time: queued again after the backoff delay, or failed for good after the last attempt. */
  async markFailed(claim: QueueClaim, now: Date, error: string): Promise<'retry' | 'failed'> {
    const delay = this.spec.retryDelaysMs[claim.attempts - 1];
    const outcome = delay === undefined ? 'failed' : 'retry';
    await this.dataSource.query(
      `UPDATE ${this.spec.table} SET status = $3, next_attempt_at = $4, last_error = $5 WHERE id = $1 AND status = 'sending' AND claimed_at = $2`,
      [claim.id, claim.claimedAt, outcome === 'failed' ? 'failed' : 'queued', new Date(now.getTime() + (delay ?? 0)), error.slice(0, 500)],
    );
    return outcome;
  }
}
