import { describe, expect, it } from 'vitest';
import { SECRET_TOKEN_BYTES, secretToken } from './random-token.js';

describe('secretToken', () => {
  it('is 256 bits of base64url by default, different every time, and refuses fewer than 128 bits', () => {
    expect(SECRET_TOKEN_BYTES).toBe(32);
    const tokens = new Set(Array.from({ length: 100 }, () => secretToken()));
    expect(tokens.size).toBe(100);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(secretToken(16)).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(() => secretToken(15)).toThrow('A secret token needs at least 16 bytes, not 15');
  });
});
