import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type OutboxMessage } from '@pawpal/contract';
import { describe, expect, inject, it, vi } from 'vitest';
import { describeEachDatabase, signUp, uniqueEmail, type TestContext } from '../../test/harness.js';
import { createApp } from '../app.js';
import { loadPawpalConfig } from '../app-config.js';
import { Clock } from '../platform/clock/clock.js';
import { ConfigError } from '../platform/config/config.js';
import { loadMailConfig } from './mail-config.js';
import { MailQueue, type MailDraft } from './mail-queue.service.js';
import { MailSender } from './mail-sender.service.js';
import { MAIL_TRANSPORT, type MailTransport } from './mail-transport.js';

function draft(to: string, userId: string | null, overrides: Partial<MailDraft> = {}): MailDraft {
  return {
    userId,
    to,
    kind: 'password_changed',
    content: {
      subject: 'Hello from the queue',
      greeting: 'Hi Test,',
      paragraphs: ['First paragraph.'],
      action: { label: 'Open Pawpal', url: 'http://127.0.0.1/bookings' },
    },
    ...overrides,
  };
}

async function outbox(ctx: TestContext, to: string): Promise<OutboxMessage[]> {
  const response = await ctx.fetch(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
  expect(response.status).toBe(200);
  return (await response.json()) as OutboxMessage[];
}

describeEachDatabase(
  'mail queue and outbox',
  (ctx) => {
    it('delivers a queued message to the outbox: JSON by address, an HTML list and the message rendered', async () => {
      const to = uniqueEmail('outbox');
      await ctx.pawpal.app.get(MailQueue).enqueueNow(draft(to, null));
      const messages = await outbox(ctx, to);
      expect(messages).toHaveLength(1);
      const [message] = messages;
      expect(message).toMatchObject({ to, subject: 'Hello from the queue', links: ['http://127.0.0.1/bookings'] });
      expect(message!.text).toContain('Open Pawpal: http://127.0.0.1/bookings');
      // Footer: the business name and ABN from the configuration; the design token's primary colour.
      // The default ABN is a demo number, and the footer says so.
      expect(message!.text).toContain('Pawpal Pty Ltd · ABN 51 824 753 556 · Demo business details, not a real ABN');
      expect(message!.html).toContain('Pawpal Pty Ltd · ABN 51 824 753 556 · Demo business details, not a real ABN');
      expect(message!.html).toContain('background:#0f766e');
      // Security mail has no unsubscribe link.
      expect(message!.html).not.toContain('Unsubscribe');
      expect(new Date(message!.sentAt).getTime()).toBeGreaterThan(0);

      const list = await ctx.fetch('/api/dev/outbox');
      expect(list.headers.get('content-type')).toContain('text/html');
      expect(await list.text()).toContain('Hello from the queue');
      const page = await ctx.fetch(`/api/dev/outbox/${message!.id}`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('First paragraph.');
      const json = await ctx.fetch('/api/dev/outbox?format=json');
      expect(((await json.json()) as OutboxMessage[]).some((entry) => entry.id === message!.id)).toBe(true);
    });

    it('unsubscribes signed out through the link of a notification, at once', async () => {
      const { user, email } = await signUp(ctx);
      const queue = ctx.pawpal.app.get(MailQueue);
      expect(
        await queue.enqueueNow(
          draft(email, user.id, {
            kind: 'new_message',
            content: { subject: 'Unread message', greeting: 'Hi,', paragraphs: ['You have a message.'] },
          }),
        ),
      ).toBe(true);
      const [message] = (await outbox(ctx, email)).filter((entry) => entry.subject === 'Unread message');
      const link = message!.links.find((entry) => entry.includes('/api/mail/unsubscribe'));
      expect(link).toBeDefined();
      expect(message!.text).toContain(`Unsubscribe: ${link}`);

      const page = await ctx.fetch(new URL(link!).pathname + new URL(link!).search); // no cookie
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('Unread messages');
      expect(await queue.enqueueNow(draft(email, user.id, { kind: 'new_message' }))).toBe(false);
      // Other kinds still go; security mail always goes.
      expect(await queue.enqueueNow(draft(email, user.id, { kind: 'booking_requested' }))).toBe(true);
      expect(await queue.enqueueNow(draft(email, user.id, { kind: 'password_changed' }))).toBe(true);

      const tampered = link!.replace('new_message', 'booking_requested');
      const refused = await ctx.fetch(new URL(tampered).pathname + new URL(tampered).search);
      expect(refused.status).toBe(400);
    });

    it('queues a message once per dedupe key', async () => {
      const to = uniqueEmail('dedupe');
      const queue = ctx.pawpal.app.get(MailQueue);
      expect(await queue.enqueueNow(draft(to, null, { dedupeKey: `test:${to}` }))).toBe(true);
      expect(await queue.enqueueNow(draft(to, null, { dedupeKey: `test:${to}` }))).toBe(false);
      expect(await outbox(ctx, to)).toHaveLength(1);
    });

    it('never sends a message twice, even with two runs at once', async () => {
      const queue = ctx.pawpal.app.get(MailQueue);
      const sender = ctx.pawpal.app.get(MailSender);
      const transport = ctx.pawpal.app.get<MailTransport>(MAIL_TRANSPORT);
      await sender.runDue();
      const to = uniqueEmail('twice');
      for (let index = 0; index < 45; index++)
        await queue.enqueueNow(draft(to, null, { content: { subject: `Message ${index}`, greeting: 'Hi,', paragraphs: [] } }));
      const send = vi.spyOn(transport, 'send');
      try {
        // Two runs racing (the claim is a conditional UPDATE over SKIP LOCKED), the second one not
        // waiting for the first: call the private delivery loop twice in parallel.
        const deliver = (sender as unknown as { deliver(): Promise<{ sent: number }> }).deliver.bind(sender);
        const results = await Promise.all([deliver(), deliver(), sender.runDue()]);
        expect(results.reduce((sum, result) => sum + result.sent, 0)).toBe(45);
        const ids = send.mock.calls.map(([mail]) => mail.id);
        expect(ids).toHaveLength(45);
        expect(new Set(ids).size).toBe(45);
      } finally {
        send.mockRestore();
      }
      expect(await outbox(ctx, to)).toHaveLength(45);
    });

    it('retries a failed send after the backoff (1 minute), then delivers', async () => {
      const queue = ctx.pawpal.app.get(MailQueue);
      const sender = ctx.pawpal.app.get(MailSender);
      const transport = ctx.pawpal.app.get<MailTransport>(MAIL_TRANSPORT);
      const clock = ctx.pawpal.app.get(Clock);
      await sender.runDue();
      const to = uniqueEmail('retry');
      await queue.enqueueNow(draft(to, null));
      const send = vi.spyOn(transport, 'send').mockRejectedValueOnce(new Error('421 try again later'));
      const start = clock.now().getTime();
      const now = vi.spyOn(clock, 'now');
      try {
        now.mockReturnValue(new Date(start));
        expect(await sender.runDue()).toEqual({ sent: 0, retried: 1, failed: 0 });
        now.mockReturnValue(new Date(start + 59_000));
        expect(await sender.runDue()).toEqual({ sent: 0, retried: 0, failed: 0 });
        now.mockReturnValue(new Date(start + 61_000));
        expect(await sender.runDue()).toEqual({ sent: 1, retried: 0, failed: 0 });
        expect(send).toHaveBeenCalledTimes(2);
      } finally {
        now.mockRestore();
        send.mockRestore();
      }
      expect(await outbox(ctx, to)).toHaveLength(1);
    });
  },
  { env: { MAIL_SEND_INTERVAL_SECONDS: '0' } },
);

describe('mail across a restart', () => {
  it('delivers after a restart what was queued before it', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'pawpal-mail-restart-'));
    try {
      await cp(inject('pgliteTemplateDir'), path.join(root, 'db'), { recursive: true });
      const config = loadPawpalConfig(
        {
          NODE_ENV: 'test',
          LOG_LEVEL: 'error',
          DATA_DIR: './db',
          STATIC_DIR: './no-static',
          SEED_DEMO: '0',
          MAIL_SEND_INTERVAL_SECONDS: '0',
        },
        root,
      );
      const to = uniqueEmail('restart');
      const first = await createApp(config);
      try {
        await first.app.get(MailQueue).enqueueNow(draft(to, null));
      } finally {
        await first.close();
      }
      const second = await createApp(config);
      try {
        expect(await second.app.get(MailQueue).delivered(to)).toEqual([]);
        expect(await second.app.get(MailSender).runDue()).toMatchObject({ sent: 1 });
        expect(await second.app.get(MailQueue).delivered(to)).toHaveLength(1);
        expect(await second.app.get(MailSender).runDue()).toMatchObject({ sent: 0 });
      } finally {
        await second.close();
      }
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});

describe('mail configuration', () => {
  it('refuses to start in production without SMTP_URL, naming it; no outbox routes there', () => {
    expect(() => loadMailConfig({}, { nodeEnv: 'production', appOrigin: 'https://pawpal.example' })).toThrow(ConfigError);
    expect(() => loadMailConfig({}, { nodeEnv: 'production', appOrigin: 'https://pawpal.example' })).toThrow(
      /SMTP_URL is required when NODE_ENV=production/,
    );
    expect(() => loadMailConfig({ SMTP_URL: 'http://mail' }, { nodeEnv: 'development', appOrigin: 'http://localhost:5000' })).toThrow(
      /SMTP_URL must be an smtp/,
    );
    const production = loadMailConfig(
      { SMTP_URL: 'smtps://u:p@smtp.example.com:465' },
      { nodeEnv: 'production', appOrigin: 'https://pawpal.example' },
    );
    expect(production).toMatchObject({ outboxRoutes: false, from: 'Pawpal <no-reply@pawpal.example>' });
    expect(loadMailConfig({}, { nodeEnv: 'development', appOrigin: 'http://localhost:5000' })).toMatchObject({
      smtpUrl: undefined,
      outboxRoutes: true,
    });
  });
});
