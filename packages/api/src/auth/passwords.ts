import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { MIN_PASSWORD_LENGTH } from '@pawpal/contract';
import { DomainError, DomainErrorCode } from '../platform/errors/domain-error.js';


/**
 * Passwords long enough to pass the length rule that attackers try first. Lower-case; compared
 * case-insensitively.
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  'password123', 'password1234', 'password12345', 'passw0rd123', 'p@ssw0rd123', 'passwordpassword',
  'qwertyuiop', 'qwertyuiop1', 'qwerty1234', 'qwerty12345', 'qwerty123456', 'qwertyqwerty',
  '1234567890', '0123456789', '12345678910', '1234567891', '9876543210', '1234512345', '123123123123',
  '1111111111', '0000000000', 'aaaaaaaaaa', 'abcdefghij', 'abc1234567', '123456789a', '1q2w3e4r5t',
  '1qaz2wsx3edc', 'zaq12wsx3edc', 'qazwsxedc123', 'asdfghjkl1', 'asdfghjkl123', 'zxcvbnm123',
  'iloveyou12', 'iloveyou123', 'letmein123', 'welcome123', 'changeme123', 'admin12345',
  'administrator', 'football123', 'baseball123', 'princess123', 'sunshine123', 'superman123',
  'starwars123', 'trustno1234', 'monkey12345', 'dragon12345', 'michael123', 'charlie123',
  'australia1', 'australia123', 'sydney1234', 'melbourne1', 'pawpal1234', 'pawpal123456',
  'pawpalpassword', 'petsitter123', 'doglover123', 'catlover123',
]);

/** Throws WEAK_PASSWORD with a message a person can act on. Applies to new passwords only. */
export function assertStrongPassword(password: string): void {
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new DomainError(DomainErrorCode.WeakPassword, `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`);
  }
  if (COMMON_PASSWORDS.has(password.toLowerCase())) {
    throw new DomainError(DomainErrorCode.WeakPassword, 'This password is too common and easy to guess. Choose a different one');
  }
}

/** argon2id with the library defaults (19 MiB, 2 passes: OWASP's recommendation). */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Spends the time of one verify when the account does not exist, so timing does not reveal it. */
export async function verifyAgainstDummy(password: string): Promise<void> {
  dummyHash ??= hash(randomBytes(16).toString('hex'));
  await verifyPassword(await dummyHash, password);
}
