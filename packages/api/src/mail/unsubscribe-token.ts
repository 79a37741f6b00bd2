import { createHmac, timingSafeEqual } from 'node:crypto';
import { NOTIFICATION_KINDS, type NotificationKind } from '@pawpal/contract';

/** What an unsubscribe link names: a kind of email, or one thing of that kind (`subjectId`, a saved search). */
export interface UnsubscribeTarget {
  userId: string;
  kind: NotificationKind;
  /** Null: the whole kind. */
  subjectId: string | null;
}

/**
 * The unsubscribe link's token: `<userId>.<kind>.<signature>` for a kind, or
 * `<userId>.<kind>.<subjectId>.<signature>` for one thing of that kind (a saved search), an
 * HMAC-SHA256 under a key derived from SESSION_SECRET. It works signed out and never expires (a
 * link in an old email must keep working), and names only what it switches off.
 */
export class UnsubscribeTokens {
  private readonly key: Buffer;

  constructor(sessionSecret: string) {
    this.key = createHmac('sha256', sessionSecret).update('pawpal-mail-unsubscribe-v1').digest();
  }

  sign(userId: string, kind: NotificationKind, subjectId?: string): string {
    const named = subjectId === undefined ? [userId, kind] : [userId, kind, subjectId];
    return `${named.join('.')}.${this.signature(named)}`;
  }

  /** What a token names, or null when it is malformed or its signature is wrong. */
  verify(token: string): UnsubscribeTarget | null {
    if (token.length > 300) return null;
    const parts = token.split('.');
    if (parts.length !== 3 && parts.length !== 4) return null;
    const signature = parts.pop()!;
    const [userId, kind, subjectId] = parts;
    if (!userId || !kind || !signature || subjectId === '') return null;
    if (!(NOTIFICATION_KINDS as readonly string[]).includes(kind)) return null;
    const expected = Buffer.from(this.signature(parts));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    return { userId, kind: kind as NotificationKind, subjectId: subjectId ?? null };
  }

  private signature(named: readonly string[]): string {
    return createHmac('sha256', this.key).update(named.join('\n')).digest('base64url');
  }
}
