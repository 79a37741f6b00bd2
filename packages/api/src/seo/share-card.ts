import { initialledName, SERVICE_LABELS, type PublicSitterProfile } from '@pawpal/contract';
import sharp from 'sharp';
import { escapeXml } from './sitemap.js';

/*
 * The share card of a sitter without a photo (og:image, 1200×630, what WhatsApp, Messenger,
 * iMessage and Slack show): their name, headline, area, rating and cheapest price on Pawpal's
 * colours, drawn as SVG and rasterised to PNG by sharp (previews do not show SVG).
 */

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** Splits text into at most `lines` lines of about `width` characters, the last one clipped. */
export function wrap(text: string, width: number, lines: number): string[] {
  const words = text.replace(/\s+/g, ' ').trim().split(' ');
  const out: string[] = [];
  let line = '';
  for (const word of words) {
    const next = line ? `${line} ${word}` : word;
    if (next.length <= width) {
      line = next;
      continue;
    }
    if (line) out.push(line);
    line = word.length > width ? `${word.slice(0, width - 1)}…` : word;
    if (out.length === lines) break;
  }
  if (out.length < lines && line) out.push(line);
  if (out.length > lines || (out.length === lines && out.join(' ').length < text.trim().length)) {
    const kept = out.slice(0, lines);
    const last = kept[lines - 1] ?? '';
    kept[lines - 1] = last.length >= width ? `${last.slice(0, width - 1)}…` : `${last}…`;
    return kept;
  }
  return out;
}

export function sitterCardSvg(sitter: PublicSitterProfile): string {
  const name = initialledName(sitter.firstName, sitter.lastInitial);
  const headline = wrap(sitter.headline, 38, 2);
  const cheapest = [...sitter.services].sort((a, b) => a.priceCents - b.priceCents)[0];
  const price = cheapest ? `${SERVICE_LABELS[cheapest.type]} from $${Math.round(cheapest.priceCents / 100)} / ${cheapest.unit}` : '';
  const rating =
    sitter.rating.average !== null && sitter.rating.count > 0
      ? `★ ${sitter.rating.average.toFixed(1)} · ${sitter.rating.count} review${sitter.rating.count === 1 ? '' : 's'}`
      : 'New on Pawpal';
  const initial = escapeXml(sitter.firstName.charAt(0).toUpperCase());
  const text = (x: number, y: number, size: number, weight: number, fill: string, content: string) =>
    `<text x="${x}" y="${y}" font-family="DejaVu Sans, Arial, sans-serif" font-size="${size}" font-weight="${weight}" fill="${fill}">${escapeXml(content)}</text>`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}">`,
    `<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="#f0fdfa"/>`,
    `<rect width="${CARD_WIDTH}" height="120" fill="#0f766e"/>`,
    text(80, 80, 48, 700, '#ffffff', 'Pawpal'),
    text(820, 80, 30, 400, '#ccfbf1', 'Pet sitting, Australia'),
    `<circle cx="170" cy="300" r="90" fill="#0f766e"/>`,
    `<text x="170" y="330" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="88" font-weight="700" fill="#ffffff">${initial}</text>`,
    text(300, 260, 64, 700, '#0f172a', name),
    text(300, 320, 34, 400, '#334155', `${sitter.suburb} ${sitter.state} ${sitter.postcode}`),
    text(300, 370, 34, 400, '#0f766e', rating),
    ...headline.map((line, index) => text(80, 470 + index * 50, 40, 400, '#0f172a', line)),
    price ? text(80, 590, 34, 700, '#0f766e', price) : '',
    '</svg>',
  ].join('');
}

/** Rasterises a card's SVG (tens of milliseconds of CPU): ShareCards draws each version of a card once. */
export function cardPng(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}
