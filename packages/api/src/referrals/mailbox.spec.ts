import { describe, expect, it } from 'vitest';
import { mailboxOf } from './mailbox.js';

describe('mailboxOf', () => {
  it('finds the same mailbox behind a +tag, case, and Gmail’s ignored dots', () => {
    expect(mailboxOf('Rita+friend@Example.com')).toBe('rita@example.com');
    expect(mailboxOf('r.i.t.a+2@gmail.com')).toBe('rita@gmail.com');
    expect(mailboxOf('rita@googlemail.com')).toBe('rita@gmail.com');
  });

  it('keeps dots where the provider does not ignore them, and tells different people apart', () => {
    expect(mailboxOf('r.ita@example.com')).toBe('r.ita@example.com');
    expect(mailboxOf('rita@example.com')).not.toBe(mailboxOf('fred@example.com'));
  });
});
