import { describe, expect, it } from 'vitest';
import { Attempt } from './attempt';

describe('Attempt', () => {
  it('keeps the key while the same content is retried, and starts a new one for new content or after a success', () => {
    const attempt = new Attempt();
    const first = attempt.keyFor({ body: 'Hi' });
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(attempt.keyFor({ body: 'Hi' })).toBe(first);

    const edited = attempt.keyFor({ body: 'Hi there' });
    expect(edited).not.toBe(first);

    attempt.succeeded();
    expect(attempt.keyFor({ body: 'Hi there' })).not.toBe(edited);
  });
});
