import 'reflect-metadata';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { describe, expect, it } from 'vitest';
import { ChangeEmailDto, PasswordResetRequestDto } from '../../accounts/dto/accounts.input.js';
import { SignupDto } from './signup.dto.js';

/** The first message for `field`, as the API's ValidationPipe reports it (stopAtFirstError). */
async function messageFor(type: new () => object, body: Record<string, unknown>, field: string): Promise<string | undefined> {
  const errors = await validate(plainToInstance(type, body), { stopAtFirstError: true, whitelist: true });
  const error = errors.find((candidate) => candidate.property === field);
  return error ? Object.values(error.constraints ?? {})[0] : undefined;
}

const signup = { firstName: 'Olive', lastName: 'Owner', email: 'olive@example.com', password: 'correct horse battery' };

describe('the email and password fields shared by sign-up and the account forms', () => {
  it('checks an email in the same order everywhere: required, text, valid, at most 254 characters; trimmed first', async () => {
    for (const [type, body, field, required] of [
      [SignupDto, signup, 'email', 'Email is required'],
      [PasswordResetRequestDto, {}, 'email', 'Email is required'],
      [ChangeEmailDto, { currentPassword: 'x' }, 'newEmail', 'New email is required'],
    ] as const) {
      expect(await messageFor(type, { ...body, [field]: '' }, field)).toBe(required);
      expect(await messageFor(type, { ...body, [field]: 'not an address' }, field)).toBe('Enter a valid email address');
      // 247 characters: a valid address; 308: refused as an address (the validator bounds the length first).
      expect(
        await messageFor(type, { ...body, [field]: `${'a'.repeat(60)}@${['b', 'c', 'd'].map((c) => c.repeat(60)).join('.')}.com` }, field),
      ).toBeUndefined();
      expect(
        await messageFor(
          type,
          { ...body, [field]: `${'a'.repeat(60)}@${['b', 'c', 'd', 'e'].map((c) => c.repeat(60)).join('.')}.com` },
          field,
        ),
      ).toBe('Enter a valid email address');
      expect(await messageFor(type, { ...body, [field]: '  olive@example.com  ' }, field)).toBeUndefined();
      const trimmed = plainToInstance(type as new () => object, { ...body, [field]: '  olive@example.com  ' }) as Record<string, unknown>;
      expect(trimmed[field]).toBe('olive@example.com');
    }
  });

  it('checks a password the same way: required with its own words, text, at most 200 characters', async () => {
    expect(await messageFor(SignupDto, { ...signup, password: '' }, 'password')).toBe('Password is required');
    expect(await messageFor(ChangeEmailDto, { newEmail: 'a@example.com' }, 'currentPassword')).toBe('Current password is required');
    expect(await messageFor(SignupDto, { ...signup, password: 'x'.repeat(201) }, 'password')).toBe(
      'Password must be at most 200 characters',
    );
    expect(await messageFor(SignupDto, { ...signup, password: 12345 }, 'password')).toBe('password must be a string');
  });
});
