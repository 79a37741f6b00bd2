import { Logger } from '@nestjs/common';
import { describe, expect, it, vi } from 'vitest';
import { EventBus } from './event-bus.js';

describe('EventBus', () => {
  it('delivers a published event to every subscriber of that name', async () => {
    const bus = new EventBus();
    const first = vi.fn();
    const second = vi.fn();
    bus.on('user.signed_up', first);
    bus.on('user.signed_up', second);
    await bus.publish('user.signed_up', { userId: 'u1', email: 'a@b.co', firstName: 'A' });
    expect(first).toHaveBeenCalledExactlyOnceWith({ userId: 'u1', email: 'a@b.co', firstName: 'A' });
    expect(second).toHaveBeenCalledOnce();
  });

  it('stops delivering after unsubscribe', async () => {
    const bus = new EventBus();
    const handler = vi.fn();
    const unsubscribe = bus.on('user.signed_up', handler);
    unsubscribe();
    await bus.publish('user.signed_up', { userId: 'u1', email: 'a@b.co', firstName: 'A' });
    expect(handler).not.toHaveBeenCalled();
  });

  it('waits for async handlers; a failing one is logged and neither rejects the publish nor stops the others', async () => {
    const bus = new EventBus();
    const delivered: string[] = [];
    bus.on('user.signed_up', async () => {
      throw new Error('mailer down');
    });
    bus.on('user.signed_up', async ({ userId }) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      delivered.push(userId);
    });
    const logged = vi.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    await expect(bus.publish('user.signed_up', { userId: 'u2', email: 'c@d.co', firstName: 'C' })).resolves.toBeUndefined();
    expect(delivered).toEqual(['u2']);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('mailer down'), expect.any(String));
    logged.mockRestore();
  });
});
