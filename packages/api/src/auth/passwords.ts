import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { type Match, ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as zxcvbnCommon from '@zxcvbn-ts/language-common';
import { MIN_PASSWORD_LENGTH, PASSWORD_POLICY_MESSAGES } from '@pawpal/contract';
import { AuthError } from './auth.errors.js';

/**
 * The one password policy, for every new password: sign-up, reset, change.
 * At least MIN_PASSWORD_LENGTH characters; not containing the email's name part; and strong
 * enough for zxcvbn (score 3 of 4, about 10^8 guesses: common passwords, repeats, sequences,
 * keyboard rows, dates and the person's own names all score low). The reason is the contract's
 * PASSWORD_POLICY_MESSAGES, so the forms say why.
 */
const estimator = new ZxcvbnFactory({ dictionary: { ...zxcvbnCommon.dictionary }, graphs: zxcvbnCommon.adjacencyGraphs });

/** zxcvbn's score a password needs (0-4). */
export const MIN_PASSWORD_SCORE = 3;
/** An email name part shorter than this is not looked for inside the password ("jo" is in too many words). */
const MIN_NAME_PART_LENGTH = 3;

export interface PasswordContext {
  email: string;
  /** Other things about the person (first and last name) the estimator treats as guessable. */
  names?: readonly string[];
}

/** Why `password` is refused, or null when it is fine. */
export function passwordProblem(password: string, context: PasswordContext): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return PASSWORD_POLICY_MESSAGES.tooShort(MIN_PASSWORD_LENGTH);
  const email = context.email.trim().toLowerCase();
  const namePart = email.split('@')[0] ?? '';
  const lower = password.toLowerCase();
  if ((email !== '' && lower.includes(email)) || (namePart.length >= MIN_NAME_PART_LENGTH && lower.includes(namePart)))
    return PASSWORD_POLICY_MESSAGES.containsEmail;
  const inputs = [namePart, ...namePart.split(/[._+-]+/), ...(context.names ?? [])].filter((input) => input.length >= MIN_NAME_PART_LENGTH);
  const result = estimator.check(password, inputs);
  if (result.score >= MIN_PASSWORD_SCORE) return null;
  return reasonFor(result.sequence);
}

/** Throws WEAK_PASSWORD (400) with the reason a person can act on. */
export function assertStrongPassword(password: string, context: PasswordContext = { email: '' }): void {
  const problem = passwordProblem(password, context);
  if (problem !== null) throw new AuthError('WEAK_PASSWORD', problem);
}

/** The reason from the longest guessable part of the password. */
function reasonFor(sequence: readonly Match[]): string {
  const guessable = sequence.filter((match) => match.pattern !== 'bruteforce').sort((a, b) => b.token.length - a.token.length);
  const main = guessable[0];
  switch (main?.pattern) {
    case 'repeat':
      return PASSWORD_POLICY_MESSAGES.repetitive;
    case 'sequence':
      return PASSWORD_POLICY_MESSAGES.sequential;
    case 'spatial':
      return PASSWORD_POLICY_MESSAGES.keyboard;
    case 'dictionary':
      if (main.dictionaryName === 'userInputs') return PASSWORD_POLICY_MESSAGES.containsEmail;
      if (main.dictionaryName === 'passwords-common' || main.dictionaryName === 'passwords') return PASSWORD_POLICY_MESSAGES.common;
      return PASSWORD_POLICY_MESSAGES.weak;
    default:
      return PASSWORD_POLICY_MESSAGES.weak;
  }
}

/**
 * The argon2id hash, the costly part of every password check (tens of milliseconds of CPU). One
 * object so a test can count the hashes with `vi.spyOn(argon2id, 'hash')`: the API suite shares
 * modules between test files, so `vi.mock` cannot reach the app's import.
 *
 * `costs` stays undefined (the library defaults) everywhere but in the API's own test set-up,
 * which lowers them for its thousands of sign-ups (test/setup.ts): a hash records its costs, so
 * verifying one costs what it cost to make, and nothing the app reads can change them.
 */
export const argon2id: { costs: { memoryCost: number; timeCost: number } | undefined; hash(password: string): Promise<string> } = {
  costs: undefined,
  hash(password) {
    return hash(password, this.costs);
  },
};

/** argon2id with the library defaults (19 MiB, 2 passes: OWASP's recommendation). */
export function hashPassword(password: string): Promise<string> {
  return argon2id.hash(password);
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
