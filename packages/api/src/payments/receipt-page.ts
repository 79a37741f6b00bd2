import { COMPANY_NAME, footerYear, ROUTES, SERVICE_LABELS, type ServiceType, SUPPORT_EMAIL, SUPPORT_PHONE } from '@pawpal/contract';
import { html } from '../platform/html/html.js';
import { unitLabel } from '../bookings/booking-view.js';
import { businessLine } from '../tax/business-config.js';

/** Everything a booking's tax invoice shows (OwnerPaymentsService.receipt). */
export interface ReceiptData {
  business: { name: string; abn: string };
  /** PP-2027-000123 (src/bookings/invoice-numbers.ts); the booking id for bookings paid before numbering. One invoice per paid booking. */
  invoiceNumber: string;
  paymentId: string;
  bookingId: string;
  /** When the payment was confirmed: the invoice date. */
  issuedAt: Date;
  /** The booking's (the sitter's) time zone: dates are shown in it. */
  timeZone: string;
  payer: string;
  sitter: string;
  service: ServiceType;
  startDate: string;
  endDate: string;
  units: number;
  unitPriceCents: number;
  subtotalCents: number;
  bookingFeeCents: number;
  bookingFeeGstCents: number;
  /** The referral discount on a friend's first booking and the member's credit used, paid by Pawpal. */
  discountCents: number;
  creditCents: number;
  /** Pawpal's part of a rebooking's higher price (the standby guarantee), 0 otherwise. */
  standbyTopUpCents?: number;
  totalCents: number;
  pets: string[];
  refunds: { amountCents: number; pending: boolean; at: Date }[];
  /** GST on the booking fee given back by the refunds (the ledger's refund shares). */
  refundedGstCents: number;
}

/** $1,234.56 */
export function aud(cents: number): string {
  const sign = cents < 0 ? '−' : '';
  const abs = Math.abs(cents);
  return `${sign}$${Math.floor(abs / 100).toLocaleString('en-AU')}.${String(abs % 100).padStart(2, '0')}`;
}

function longDate(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone }).format(instant);
}

/** 2026-12-01 → 1 December 2026 (a calendar date, no zone). */
function calendarDate(date: string): string {
  return new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

const STYLE = `
:root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1c1917; }
body { margin: 0; background: #f5f5f4; }
main { max-width: 720px; margin: 24px auto; background: #fff; padding: 32px; border: 1px solid #e7e5e4; border-radius: 8px; }
h1 { font-size: 28px; margin: 0 0 4px; }
h2 { font-size: 16px; margin: 24px 0 8px; }
p, dd, dt, td, th { font-size: 14px; line-height: 1.5; }
.muted { color: #57534e; }
.header { display: flex; flex-wrap: wrap; justify-content: space-between; gap: 16px; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 4px 16px; margin: 0; }
dt { color: #57534e; } dd { margin: 0; overflow-wrap: anywhere; }
table { width: 100%; border-collapse: collapse; margin-top: 8px; }
th, td { text-align: left; padding: 8px 4px; border-bottom: 1px solid #e7e5e4; vertical-align: top; }
td.num, th.num { text-align: right; white-space: nowrap; }
tfoot td { font-weight: 600; border-bottom: none; }
.actions { margin-top: 24px; display: flex; gap: 12px; flex-wrap: wrap; }
.actions a { color: #b45309; }
header.site, footer.site { max-width: 720px; margin: 0 auto; padding: 16px 32px; display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 8px 16px; }
header.site .wordmark { font-size: 20px; font-weight: 700; color: #b45309; text-decoration: none; }
header.site nav { display: flex; flex-wrap: wrap; gap: 16px; }
header.site nav a, footer.site a { color: #1c1917; font-size: 14px; }
footer.site p { margin: 0; color: #57534e; }
a:focus-visible { outline: 2px solid #b45309; outline-offset: 2px; border-radius: 2px; }
@media (max-width: 480px) { main { margin: 0; border-radius: 0; padding: 16px; } h1 { font-size: 24px; } }
@media print {
  body { background: #fff; }
  main { margin: 0; max-width: none; border: none; padding: 0; }
  .actions, header.site, footer.site { display: none; }
  a { color: inherit; text-decoration: none; }
}`;

/**
 * The printable tax invoice of one paid booking (served by GET /api/payments/{bookingId}/receipt),
 * inside the site's header and footer like every page; printing leaves only the invoice. `now`
 * (the clock's) dates the footer.
 */
export function renderReceiptPage(data: ReceiptData, now: Date): string {
  const refundedCents = data.refunds.reduce((sum, refund) => sum + refund.amountCents, 0);
  const service = SERVICE_LABELS[data.service];
  const dates =
    data.startDate === data.endDate ? calendarDate(data.startDate) : `${calendarDate(data.startDate)} to ${calendarDate(data.endDate)}`;
  return html`<!doctype html>
<html lang="en-AU">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Tax invoice ${data.invoiceNumber} · Pawpal</title>
<style>${STYLE}</style>
</head>
<body>
<header class="site">
<a class="wordmark" href="${ROUTES.root}"><span aria-hidden="true">🐾</span>${COMPANY_NAME}</a>
<nav aria-label="Main"><a href="${ROUTES.bookings}">Bookings</a><a href="${ROUTES.payments}">Payments</a><a href="${ROUTES.helpCentre}">Help</a></nav>
</header>
<main>
<div class="header">
<div>
<h1>Tax invoice</h1>
<p class="muted">${businessLine(data.business)}</p>
</div>
<dl>
<dt>Invoice number</dt><dd>${data.invoiceNumber}</dd>
<dt>Invoice date</dt><dd>${longDate(data.issuedAt, data.timeZone)}</dd>
<dt>Billed to</dt><dd>${data.payer}</dd>
<dt>Payment</dt><dd>${data.paymentId}</dd>
</dl>
</div>
<h2>What was bought</h2>
<table>
<thead><tr><th>Description</th><th class="num">GST</th><th class="num">Amount</th></tr></thead>
<tbody>
<tr><td>${service} with ${data.sitter}, ${dates}${data.pets.length > 0 ? html`, for ${data.pets.join(', ')}` : ''}<br>
<span class="muted">${data.units} ${unitLabel(data.service, data.units)} × ${aud(data.unitPriceCents)}. Pet care is supplied by the sitter; Pawpal collects the payment for them.</span></td>
<td class="num">—</td><td class="num">${aud(data.subtotalCents)}</td></tr>
<tr><td>Pawpal booking fee</td><td class="num">${aud(data.bookingFeeGstCents)}</td><td class="num">${aud(data.bookingFeeCents + data.bookingFeeGstCents)}</td></tr>
${data.discountCents > 0 ? html`<tr><td>Referral discount on your first booking (paid by Pawpal)</td><td class="num">—</td><td class="num">${aud(-data.discountCents)}</td></tr>` : ''}
${data.creditCents > 0 ? html`<tr><td>Your referral credit (paid by Pawpal)</td><td class="num">—</td><td class="num">${aud(-data.creditCents)}</td></tr>` : ''}
${(data.standbyTopUpCents ?? 0) > 0 ? html`<tr><td>Pawpal's standby guarantee: the difference in price after your sitter cancelled</td><td class="num">—</td><td class="num">${aud(-data.standbyTopUpCents!)}</td></tr>` : ''}
</tbody>
<tfoot>
<tr><td>Total paid (AUD)</td><td class="num"></td><td class="num">${aud(data.totalCents)}</td></tr>
<tr><td>Total GST included</td><td class="num"></td><td class="num">${aud(data.bookingFeeGstCents)}</td></tr>
</tfoot>
</table>
<p class="muted">The booking fee of ${aud(data.bookingFeeCents)} plus ${aud(data.bookingFeeGstCents)} GST is Pawpal's taxable supply.</p>
${
  data.refunds.length > 0
    ? html`<h2>Refunds</h2>
<table>
<tbody>
${data.refunds.map((refund) => html`<tr><td>Refund, ${longDate(refund.at, data.timeZone)}${refund.pending ? ' (on its way back to your card)' : ''}</td><td class="num">${aud(-refund.amountCents)}</td></tr>`)}
</tbody>
<tfoot>
<tr><td>Refunded in total</td><td class="num">${aud(-refundedCents)}</td></tr>
<tr><td>of which GST on the booking fee</td><td class="num">${aud(-data.refundedGstCents)}</td></tr>
<tr><td>Paid after refunds</td><td class="num">${aud(data.totalCents - refundedCents)}</td></tr>
<tr><td>GST included after refunds</td><td class="num">${aud(data.bookingFeeGstCents - data.refundedGstCents)}</td></tr>
</tfoot>
</table>`
    : ''
}
<div class="actions"><a href="${ROUTES.payments}">Back to payments</a></div>
</main>
<footer class="site">
<p>© ${footerYear(now)} ${COMPANY_NAME} · <a href="mailto:${SUPPORT_EMAIL}">${SUPPORT_EMAIL}</a> · <a href="tel:${SUPPORT_PHONE.replace(/\s+/g, '')}">${SUPPORT_PHONE}</a></p>
</footer>
</body>
</html>
`.value;
}
