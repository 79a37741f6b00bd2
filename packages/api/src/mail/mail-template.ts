import { businessLine } from '../tax/business-config.js';
import { html, type SafeHtml } from '../platform/html/html.js';
import { type MailColours } from './mail-theme.js';

/** What a message says; the template adds the frame, the footer and the plain-text alternative. */
export interface MailContent {
  subject: string;
  /** "Hi Olive," */
  greeting: string;
  paragraphs: readonly string[];
  /** The one thing to do, as a button (and a bare link in the text version). */
  action?: { label: string; url: string };
  /** Small print after the button (e.g. "The link works for 24 hours."). */
  note?: string;
}

export interface MailFrame {
  business: { name: string; abn: string };
  colours: MailColours;
  /** Present on anything that is not account security mail. */
  unsubscribeUrl?: string;
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
  /** Every link of the message, in order (the action, then the unsubscribe link). */
  links: string[];
}

/** A message built from the design tokens (inline styles: mail clients ignore style sheets), with its plain-text alternative. */
export function renderMail(content: MailContent, frame: MailFrame): RenderedMail {
  const c = frame.colours;
  const footer = businessLine(frame.business);
  const button: SafeHtml | null = content.action
    ? html`<p style="margin:24px 0"><a href="${content.action.url}" style="display:inline-block;background:${c.primary};color:${c.primaryForeground};padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${content.action.label}</a></p>
<p style="font-size:13px;color:${c.mutedForeground};margin:0 0 16px">Or paste this address into your browser: <a href="${content.action.url}" style="color:${c.primary};word-break:break-all">${content.action.url}</a></p>`
    : null;
  const body = html`<!doctype html>
<html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${content.subject}</title></head>
<body style="margin:0;padding:0;background:${c.background};font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:${c.foreground}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${c.background};padding:24px 12px"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:${c.card};border:1px solid ${c.border};border-radius:10px">
<tr><td style="padding:24px 28px 0;font-size:22px;font-weight:700;color:${c.primary}">🐾 Pawpal</td></tr>
<tr><td style="padding:16px 28px 8px;font-size:15px;line-height:1.55">
<p style="margin:0 0 12px">${content.greeting}</p>
${content.paragraphs.map((paragraph) => html`<p style="margin:0 0 12px">${paragraph}</p>`)}
${button}
${content.note ? html`<p style="font-size:13px;color:${c.mutedForeground};margin:0 0 12px">${content.note}</p>` : null}
</td></tr>
<tr><td style="padding:16px 28px 24px;border-top:1px solid ${c.border};font-size:12px;color:${c.mutedForeground};line-height:1.5">
<p style="margin:0">${footer}</p>
${frame.unsubscribeUrl ? html`<p style="margin:8px 0 0"><a href="${frame.unsubscribeUrl}" style="color:${c.mutedForeground}">Unsubscribe from these emails</a></p>` : html`<p style="margin:8px 0 0">You get this email because it concerns your account's security; it cannot be switched off.</p>`}
</td></tr></table>
</td></tr></table>
</body></html>
`;
  const text = [
    content.greeting,
    '',
    ...content.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...(content.note ? [content.note, ''] : []),
    '-- ',
    footer,
    ...(frame.unsubscribeUrl ? [`Unsubscribe: ${frame.unsubscribeUrl}`] : []),
  ].join('\n');
  const links = [...(content.action ? [content.action.url] : []), ...(frame.unsubscribeUrl ? [frame.unsubscribeUrl] : [])];
  return { subject: content.subject, html: body.value, text, links };
}
