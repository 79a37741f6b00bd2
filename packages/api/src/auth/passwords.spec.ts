import { PASSWORD_POLICY_MESSAGES } from '@pawpal/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { argon2id, assertStrongPassword, hashPassword, passwordProblem, verifyPassword } from './passwords.js';

const olive = { email: 'olive.nguyen@example.com', names: ['Olive', 'Nguyen'] };

describe('the password policy', () => {
  it('wants at least 10 characters', () => {
    expect(passwordProblem('Xk#9vQ!2z', olive)).toBe('Password must be at least 10 characters long');
    expect(passwordProblem('Xk#9vQ!2zT', olive)).toBeNull();
  });

  it.each([
    ['password1234', PASSWORD_POLICY_MESSAGES.common],
    ['Password123', PASSWORD_POLICY_MESSAGES.common],
    ['1234567890', PASSWORD_POLICY_MESSAGES.common],
    ['aaaaaaaaaaaa', PASSWORD_POLICY_MESSAGES.repetitive],
    ['abcabcabcabc', PASSWORD_POLICY_MESSAGES.repetitive],
    ['abcdefghijkl', PASSWORD_POLICY_MESSAGES.sequential],
    ['zyxwvutsrqpo', PASSWORD_POLICY_MESSAGES.sequential],
    ["asdfghjkl;'", PASSWORD_POLICY_MESSAGES.keyboard],
  ])('refuses %s and says why', (password, reason) => {
    expect(passwordProblem(password, olive)).toBe(reason);
  });

  it("refuses the email's name part or the whole address, whatever the case", () => {
    expect(passwordProblem('OLIVE.NGUYEN-2026!x', olive)).toBe(PASSWORD_POLICY_MESSAGES.containsEmail);
    expect(passwordProblem('my olive.nguyen@example.com', olive)).toBe(PASSWORD_POLICY_MESSAGES.containsEmail);
  });

  it('accepts the passphrases the demo, the tests and the browser journeys use', () => {
    for (const password of [
      'pawpal-demo-2025',
      'correct horse battery',
      'correct-horse-battery-9',
      'a long enough secret',
      'a brand new secret 77',
    ]) {
      expect(passwordProblem(password, { email: 'test-1a2b3c@example.com' })).toBeNull();
    }
  });

  it('throws WEAK_PASSWORD (400) with the reason', () => {
    expect(() => assertStrongPassword('qwertyuiop', olive)).toThrow(PASSWORD_POLICY_MESSAGES.common);
  });
});

describe('the password hash', () => {
  const testCosts = argon2id.costs;
  afterEach(() => {
    argon2id.costs = testCosts;
  });

  it("is argon2id at the library's costs (19 MiB, 2 passes, 1 lane) unless the test set-up lowers them", async () => {
    argon2id.costs = undefined;
    const stored = await hashPassword('correct horse battery');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    await expect(verifyPassword(stored, 'correct horse battery')).resolves.toBe(true);
    await expect(verifyPassword(stored, 'correct horse batterY')).resolves.toBe(false);
  });
});
