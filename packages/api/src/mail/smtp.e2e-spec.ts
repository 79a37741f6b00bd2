import { type AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, expect, it } from 'vitest';
import { describeEachDatabase, signUp } from '../../test/harness.js';
import { MailSender } from './mail-sender.service.js';

/* Delivery through nodemailer to a real SMTP conversation: a local SMTP server (smtp-server) on
   127.0.0.1 stands in for the provider behind SMTP_URL. */

interface Received {
  from: string;
  to: string[];
  raw: string;
}

const received: Received[] = [];
const smtp = new SMTPServer({
  // Plain SMTP on loopback, no login: SMTP_URL=smtp://127.0.0.1:<port> as a provider's relay would take it.
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      received.push({
        from: session.envelope.mailFrom === false ? '' : session.envelope.mailFrom.address,
        to: session.envelope.rcptTo.map((recipient) => recipient.address),
        raw: Buffer.concat(chunks).toString('utf8'),
      });
      callback();
    });
  },
});
await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const port = (smtp.server.address() as AddressInfo).port;
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

/** One MIME part's body, quoted-printable decoded (nodemailer wraps long lines and escapes "="). */
function part(raw: string, contentType: string): string {
  const start = raw.indexOf(`Content-Type: ${contentType}`);
  expect(start).toBeGreaterThan(-1);
  const body = raw.slice(raw.indexOf('\r\n\r\n', start) + 4);
  const end = body.search(/\r\n--/);
  return body
    .slice(0, end === -1 ? undefined : end)
    .replace(/=\r\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function header(raw: string, name: string): string | undefined {
  const head = raw.slice(0, raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');
  return new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1];
}

describeEachDatabase(
  'mail through SMTP_URL',
  (ctx) => {
    it('delivers the queued verification email through nodemailer to the SMTP server: To, Subject, text and HTML parts', async () => {
      const { email } = await signUp(ctx, { firstName: 'Olive' }, { verify: false });
      const result = await ctx.pawpal.app.get(MailSender).runDue();
      expect(result.failed).toBe(0);
      const message = received.find((entry) => entry.to.includes(email));
      expect(message).toBeDefined();
      expect(message!.from).toMatch(/^no-reply@/);
      expect(header(message!.raw, 'To')).toBe(email);
      expect(header(message!.raw, 'Subject')).toBe('Confirm your email address for Pawpal');
      expect(header(message!.raw, 'Content-Type')).toMatch(/^multipart\/alternative;/);
      const [row] = (await ctx.pawpal.database.dataSource.query(
        `SELECT id, status FROM mail_queue WHERE to_address = $1 AND kind = 'verify_email'`,
        [email],
      )) as { id: string; status: string }[];
      expect(row!.status).toBe('sent');
      // The Message-ID is the queue row's: a retry of the same message is recognisably the same.
      expect(header(message!.raw, 'Message-ID')).toMatch(new RegExp(`^<${row!.id}@`));

      const text = part(message!.raw, 'text/plain');
      const html = part(message!.raw, 'text/html');
      expect(text).toContain('Hi Olive,');
      expect(text).toMatch(/Confirm my email: http:\/\/\S+\/api\/auth\/verify-email\?token=\S+/);
      expect(html).toContain('Confirm my email');
      expect(html).toMatch(/href="http:\/\/[^"]+\/api\/auth\/verify-email\?token=[^"]+"/);
      // Nothing is left for the outbox: SMTP_URL replaces it.
      expect(await ctx.pawpal.app.get(MailSender).runDue()).toEqual({ sent: 0, retried: 0, failed: 0 });
    });
  },
  { env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_SEND_INTERVAL_SECONDS: '0' } },
);
