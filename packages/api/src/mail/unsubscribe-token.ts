import { createHmac, timingSafeEqual } from 'node:crypto';
import { NOTIFICATION_KINDS, type NotificationKind } from '@pawpal/contract';

/**
 * The unsubscribe link's token: `<userId>.<kind>.<signature>`, an HMAC-SHA256 under a key derived
 * from SESSION_SECRET. It works signed out and never expires (a link in an old email must keep
 * working), and names only what it switches off.
 */
export class UnsubscribeTokens {
  private readonly key: Buffer;

  constructor(sessionSecret: string) {
    this.key = createHmac('sha256', sessionSecret).update('pawpal-mail-unsubscribe-v1').digest();
  }

  sign(userId: string, kind: NotificationKind): string {
    return `${userId}.${kind}.${this.signature(userId, kind)}`;
  }

  /** The user and kind a token names, or null when it is malformed or its signature is wrong. */
  verify(token: string): { userId: string; kind: NotificationKind } | null {
    if (token.length > 200) return null;
    const [userId, kind, signature, ...rest] = token.split('.');
    if (rest.length > 0 || !userId || !kind || !signature) return null;
    if (!(NOTIFICATION_KINDS as readonly string[]).includes(kind)) return null;
    const expected = Buffer.from(this.signature(userId, kind));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    return { userId, kind: kind as NotificationKind };
  }

  private signature(userId: string, kind: string): string {
    return createHmac('sha256', this.key).update(`${userId}\n${kind}`).digest('base64url');
  }
}
