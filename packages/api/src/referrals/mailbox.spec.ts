import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { mailboxHash, mailboxHashKey, mailboxOf } from './mailbox.js';

describe('mailboxOf', () => {
  it('finds the same mailbox behind a +tag, case, and Gmail’s ignored dots', () => {
    expect(mailboxOf('Rita+friend@Example.com')).toBe('rita@example.com');
    expect(mailboxOf('r.i.t.a+2@gmail.com')).toBe('rita@gmail.com');
    expect(mailboxOf('rita@googlemail.com')).toBe('rita@gmail.com');
    expect(mailboxOf('R.I.T.A+x@GoogleMail.com')).toBe('rita@gmail.com');
  });

  it('ignores spaces around the address', () => {
    expect(mailboxOf('  Rita@Example.com \t')).toBe('rita@example.com');
  });

  it('keeps dots where the provider does not ignore them, and tells different people apart', () => {
    expect(mailboxOf('r.ita@example.com')).toBe('r.ita@example.com');
    expect(mailboxOf('rita@example.com')).not.toBe(mailboxOf('fred@example.com'));
    expect(mailboxOf('rita@example.com')).not.toBe(mailboxOf('rita@example.org'));
  });
});

describe('mailboxHash', () => {
  const key = mailboxHashKey('a session secret of at least thirty-two characters');

  it('is 32 bytes, the same for every address of one mailbox, different for another', () => {
    const hash = mailboxHash(key, 'fred.jones@gmail.com');
    expect(hash).toHaveLength(32);
    expect(mailboxHash(key, ' FredJones+pawpal@googlemail.com ').equals(hash)).toBe(true);
    expect(mailboxHash(key, 'fred.jones@example.com').equals(hash)).toBe(false);
  });

  it('is keyed: another secret gives another hash, and it is not the plain SHA-256 of the address', () => {
    const other = mailboxHashKey('another session secret, also thirty-two characters');
    expect(mailboxHash(other, 'rita@example.com').equals(mailboxHash(key, 'rita@example.com'))).toBe(false);
    expect(mailboxHash(key, 'rita@example.com').equals(createHash('sha256').update('rita@example.com').digest())).toBe(false);
  });
});
