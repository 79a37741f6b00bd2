import { createHash, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { type EntityManager } from 'typeorm';

export type AccountTokenPurpose = 'verify_email' | 'password_reset' | 'email_change';

/** The longest token accepted (43 characters are issued); longer input is refused before hashing. */
export const ACCOUNT_TOKEN_MAX_LENGTH = 100;

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The one writer of `account_tokens`: single-use links. Only the SHA-256 of a token is stored, so
 * a database leak gives no working link. Issuing a new token of a purpose retires the user's
 * earlier unused ones (the newest link is the one that works).
 */
@Injectable()
export class AccountTokens {
  /** A new random token (256 bits, base64url) for `email`, valid for `ttlMs` from `now`. */
  async issue(
    manager: EntityManager,
    input: { userId: string; purpose: AccountTokenPurpose; email: string; now: Date; ttlMs: number },
  ): Promise<string> {
    await manager.query(`UPDATE account_tokens SET used_at = $3 WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL`, [
      input.userId,
      input.purpose,
      input.now,
    ]);
    const token = randomBytes(32).toString('base64url');
    await manager.query(
      `INSERT INTO account_tokens (user_id, purpose, token_hash, email, expires_at, created_at) VALUES ($1, $2, $3, $4, $5, $6)`,
      [input.userId, input.purpose, hashToken(token), input.email, new Date(input.now.getTime() + input.ttlMs), input.now],
    );
    return token;
  }

  /**
   * Whether the token would work now (unknown, expired, used or for another purpose: null), without
   * using it: a read, so a caller can refuse a bad link before any costly work and `consume` it after.
   */
  async peek(
    manager: EntityManager,
    purpose: AccountTokenPurpose,
    token: string,
    now: Date,
  ): Promise<{ userId: string; email: string } | null> {
    if (token.length === 0 || token.length > ACCOUNT_TOKEN_MAX_LENGTH) return null;
    const rows = (await manager.query(
      `SELECT user_id, email FROM account_tokens WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > $3`,
      [hashToken(token), purpose, now],
    )) as { user_id: string; email: string }[];
    const row = rows[0];
    return row ? { userId: row.user_id, email: row.email } : null;
  }

  /**
   * Uses the token once: a conditional UPDATE, so two clicks racing get one success. Null when it
   * is unknown, expired, already used or for another purpose. In the caller's transaction: if the
   * caller's work fails, the token stays unused.
   */
  async consume(
    manager: EntityManager,
    purpose: AccountTokenPurpose,
    token: string,
    now: Date,
  ): Promise<{ userId: string; email: string } | null> {
    if (token.length === 0 || token.length > ACCOUNT_TOKEN_MAX_LENGTH) return null;
    const [rows] = (await manager.query(
      `UPDATE account_tokens SET used_at = $3 WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > $3 RETURNING user_id, email`,
      [hashToken(token), purpose, now],
    )) as [{ user_id: string; email: string }[], number];
    const row = rows[0];
    return row ? { userId: row.user_id, email: row.email } : null;
  }
}
