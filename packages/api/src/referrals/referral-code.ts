import { REFERRAL_CODE_ALPHABET, REFERRAL_CODE_LENGTH } from '@pawpal/contract';
import { randomInt } from 'node:crypto';

/** A new random code (REFERRAL_CODE_LENGTH characters of REFERRAL_CODE_ALPHABET, from the CSPRNG: not guessable from another code). */
export function newReferralCode(): string {
  let code = '';
  for (let i = 0; i < REFERRAL_CODE_LENGTH; i += 1) code += REFERRAL_CODE_ALPHABET[randomInt(REFERRAL_CODE_ALPHABET.length)];
  return code;
}
