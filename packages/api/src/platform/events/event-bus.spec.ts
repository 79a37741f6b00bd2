import { Logger } from '@nestjs/common';
import { describe, expect, it, vi } from 'vitest';
import { EventBus } from './event-bus.js';
import { type EventOutbox } from './event-outbox.js';

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

  it('runs a dispatch pass of the event outbox when the published event has recorded-event handlers, and only then', async () => {
    const dispatchPending = vi.fn(async () => 1);
    const outbox = { handles: (name: string) => name === 'booking.created', dispatchPending } as unknown as EventOutbox;
    const bus = new EventBus(outbox);
    await bus.publish('booking.created', { bookingId: 'b1', ownerId: 'o1', sitterId: 's1' });
    expect(dispatchPending).toHaveBeenCalledOnce();
    await bus.publish('chat.read', { channelId: 'c1', userId: 'u1' });
    expect(dispatchPending).toHaveBeenCalledOnce();

    dispatchPending.mockRejectedValueOnce(new Error('database down'));
    const logged = vi.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    await expect(bus.publish('booking.created', { bookingId: 'b2', ownerId: 'o1', sitterId: 's1' })).resolves.toBeUndefined();
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('database down'), expect.any(String));
    logged.mockRestore();
  });
});
