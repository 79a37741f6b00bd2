import { createTransport, type Transporter } from 'nodemailer';
import { type ClaimedMail } from './mail-queue.service.js';

/** Hands one message to the world. Throws when it was not accepted (the sender retries). */
export interface MailTransport {
  send(mail: ClaimedMail): Promise<void>;
  close(): void;
}

export const MAIL_TRANSPORT = Symbol('MAIL_TRANSPORT');

/** SMTP_URL through nodemailer. The Message-ID is the queue row's id, the same on every attempt. */
export class SmtpTransport implements MailTransport {
  private readonly transporter: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
    private readonly messageIdHost: string,
  ) {
    this.transporter = createTransport(smtpUrl);
  }

  async send(mail: ClaimedMail): Promise<void> {
    await this.transporter.sendMail({
      from: this.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      messageId: `<${mail.id}@${this.messageIdHost}>`,
      ...(mail.attachments.length > 0
        ? { attachments: mail.attachments.map(({ filename, contentType, content }) => ({ filename, contentType, content })) }
        : {}),
      ...(mail.unsubscribeUrl ? { list: { unsubscribe: { url: mail.unsubscribeUrl, comment: 'Unsubscribe' } } } : {}),
    });
  }

  close(): void {
    this.transporter.close();
  }
}

/**
 * The built-in outbox (outside production, without SMTP_URL): the queue row itself is the stored
 * message, so delivering is marking it sent; GET /api/dev/outbox reads the sent rows.
 */
export class OutboxTransport implements MailTransport {
  async send(): Promise<void> {}
  close(): void {}
}
