import { describe, expect, it } from 'vitest';
import { greeting } from './greeting';

describe('the home greeting', () => {
  const now = new Date('2026-05-10T12:00:00Z');

  it('welcomes a brand-new account, and welcomes back one older than 24 hours', () => {
    expect(greeting('2026-05-10T11:59:00Z', 'Olive', now)).toBe('Welcome, Olive');
    expect(greeting('2026-05-09T12:00:01Z', 'Olive', now)).toBe('Welcome, Olive');
    expect(greeting('2026-05-09T12:00:00Z', 'Olive', now)).toBe('Welcome back, Olive');
    expect(greeting('2026-05-09T12:00:00Z', undefined, now)).toBe('Welcome back');
  });

  it('says "Welcome back" when the API did not say when the account was made', () => {
    expect(greeting(undefined, 'Olive', now)).toBe('Welcome back, Olive');
  });
});
