import { Controller, Get, Header, Headers, NotFoundException, Param, Query, Res } from '@nestjs/common';
import { type FastifyReply } from 'fastify';
import { type OutboxMessage } from '@pawpal/contract';
import { html } from '../platform/html/html.js';
import { renderPage } from '../platform/html/layout.js';
import { isUuid } from '../platform/validation/uuid.js';
import { MailQueue } from './mail-queue.service.js';
import { MailSender } from './mail-sender.service.js';

/**
 * The built-in outbox (outside production only; in production the routes do not exist): every
 * delivered message, like Mailpit. Each request first delivers what is due, so a test reads a
 * message right after the request that caused it.
 */
@Controller('api/dev/outbox')
export class OutboxController {
  constructor(
    private readonly queue: MailQueue,
    private readonly sender: MailSender,
  ) {}

  /** `?to=<address>` or `Accept: application/json` or `?format=json`: JSON `[{ id, to, subject, text, html, links, sentAt }]`; otherwise an HTML list. */
  @Get()
  @Header('Cache-Control', 'no-store')
  async list(
    @Query('to') to: unknown,
    @Query('format') format: unknown,
    @Headers('accept') accept: string | undefined,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const address = typeof to === 'string' && to.trim() !== '' ? to.trim().slice(0, 254) : undefined;
    await this.sender.runDue();
    const messages = await this.queue.delivered(address);
    const wantsJson = address !== undefined || format === 'json' || (accept ?? '').includes('application/json');
    if (wantsJson) {
      void reply.type('application/json; charset=utf-8').send(messages);
      return;
    }
    void reply.type('text/html; charset=utf-8').send(renderPage({ title: 'Outbox', body: outboxList(messages) }));
  }

  /** One message as its recipient would see it (the HTML part). */
  @Get(':id')
  @Header('Cache-Control', 'no-store')
  async message(@Param('id') id: string, @Res() reply: FastifyReply): Promise<void> {
    await this.sender.runDue();
    const message = isUuid(id) ? (await this.queue.delivered(undefined)).find((candidate) => candidate.id === id) : undefined;
    if (!message) throw new NotFoundException('No such message in the outbox');
    void reply.type('text/html; charset=utf-8').send(message.html);
  }
}

function outboxList(messages: OutboxMessage[]) {
  return html`<h1 class="text-xl font-semibold">Outbox</h1>
<p class="mt-1 text-sm text-muted-foreground">Mail Pawpal sent while no SMTP_URL is set (newest first, at most 100). JSON: <a class="underline" href="/api/dev/outbox?format=json">?format=json</a>.</p>
${messages.length === 0 ? html`<p class="mt-4 text-sm">No messages yet.</p>` : null}
<ul class="mt-4 space-y-3">
${messages.map(
  (message) => html`<li class="rounded-md border border-border p-3 text-sm">
<a class="font-medium text-primary underline" href="/api/dev/outbox/${message.id}">${message.subject}</a>
<div class="text-muted-foreground">to ${message.to} · ${message.sentAt}</div>
<pre class="mt-2 whitespace-pre-wrap text-xs">${message.text}</pre>
</li>`,
)}
</ul>`;
}
