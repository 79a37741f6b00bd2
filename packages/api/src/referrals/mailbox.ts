// Which addresses are one person's: the referral program's rule (docs/payments.md, "Referral program").

const DOTLESS_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/** The mailbox an address delivers to: lower case, without a `+tag`, and without dots where the provider ignores them. */
export function mailboxOf(email: string): string {
  const [local = '', domain = ''] = email.toLowerCase().split('@');
  const untagged = local.split('+')[0]!;
  const canonicalDomain = domain === 'googlemail.com' ? 'gmail.com' : domain;
  return `${DOTLESS_DOMAINS.has(domain) ? untagged.replaceAll('.', '') : untagged}@${canonicalDomain}`;
}
