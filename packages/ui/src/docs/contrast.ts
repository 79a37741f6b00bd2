/**
 * WCAG 2 contrast, computed from the token CSS itself (tokens.css), so the Foundations page and
 * the token tests never show a typed-in ratio that has drifted from the colours.
 */

/** WCAG 2 relative luminance of a #rrggbb colour. */
export function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5]
    .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG 2 contrast ratio of two #rrggbb colours (1 to 21). */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

export type TokenBlock = ':root' | '.dark';

/** The `#rrggbb` token values of one block of tokens.css (`:root` is light, `.dark` dark), without `--pp-`. */
export function parseTokens(css: string, block: TokenBlock): Record<string, string> {
  // The block whose selector list starts with `block` (`:root, .light {` or `.dark {`).
  const start = css.search(new RegExp(`^${block.replace('.', '\\.')}[,\\s]`, 'm'));
  if (start < 0) throw new Error(`tokens.css has no ${block} block`);
  const body = css.slice(css.indexOf('{', start)).split('}')[0]!;
  return Object.fromEntries([...body.matchAll(/--pp-([a-z-]+):\s*(#[0-9a-f]{6})/g)].map((m) => [m[1]!, m[2]!]));
}

/** WCAG AA thresholds: body text, and large text or the edges of controls (non-text). */
export const AA_TEXT = 4.5;
export const AA_NON_TEXT = 3;

export type ContrastRow = { token: string; on: string; ratio: number; need: number };

/** The surfaces every token can sit on. */
export const SURFACES = ['background', 'card', 'muted'] as const;

/**
 * Every colour token with its contrast against what it sits on: a `-foreground` token against
 * its own fill, a fill against the surfaces (it needs 3:1 as a non-text shape), text and line
 * tokens against the surfaces.
 */
export function contrastRows(tokens: Record<string, string>): ContrastRow[] {
  const rows: ContrastRow[] = [];
  for (const token of Object.keys(tokens)) {
    if (token.endsWith('-foreground')) {
      const fill = token.slice(0, -'-foreground'.length);
      if (tokens[fill]) rows.push({ token, on: fill, ratio: contrast(tokens[token]!, tokens[fill]!), need: AA_TEXT });
      if (fill === 'primary' && tokens['primary-hover']) {
        rows.push({ token, on: 'primary-hover', ratio: contrast(tokens[token]!, tokens['primary-hover']!), need: AA_TEXT });
      }
      continue;
    }
    if ((SURFACES as readonly string[]).includes(token) || token === 'popover' || token === 'secondary') continue;
    const text = token === 'foreground';
    const need = text ? AA_TEXT : AA_NON_TEXT;
    for (const surface of SURFACES) rows.push({ token, on: surface, ratio: contrast(tokens[token]!, tokens[surface]!), need });
  }
  return rows;
}
