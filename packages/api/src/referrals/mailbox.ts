// Which addresses are one person's: the referral program's rule (docs/payments.md, "Referral program").
import { createHmac } from 'node:crypto';

const DOTLESS_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * The mailbox an address delivers to: trimmed and lower case, without a `+tag`, and without dots
 * where the provider ignores them (Gmail, whose googlemail.com is the same mailbox).
 */
export function mailboxOf(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  const local = at < 0 ? address : address.slice(0, at);
  const domain = at < 0 ? '' : address.slice(at + 1);
  const untagged = local.split('+')[0]!;
  const canonicalDomain = domain === 'googlemail.com' ? 'gmail.com' : domain;
  return `${DOTLESS_DOMAINS.has(domain) ? untagged.replaceAll('.', '') : untagged}@${canonicalDomain}`;
}

/**
 * The key of the mailbox hashes, derived from SESSION_SECRET (a secret every instance shares and
 * production must set), so the stored hashes cannot be recomputed from a list of addresses
 * without it. Changing SESSION_SECRET makes the hashes kept so far match nothing.
 */
export function mailboxHashKey(sessionSecret: string): Buffer {
  return createHmac('sha256', sessionSecret).update('pawpal-referral-mailbox-v1').digest();
}

/** HMAC-SHA256 of the address's mailbox (32 bytes): what is kept of a person who was referred, never the address. */
export function mailboxHash(key: Buffer, email: string): Buffer {
  return createHmac('sha256', key).update(mailboxOf(email)).digest();
}
