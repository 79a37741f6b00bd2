import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The design system's token files, first found wins: packages/ui/src/tokens.css (`--pp-` tokens),
 * else theme.css (unprefixed); the same paths from src/mail/ and dist/mail/.
 */
const TOKEN_FILES = ['tokens.css', 'theme.css'].map((name) => fileURLToPath(new URL(`../../../ui/src/${name}`, import.meta.url)));

/** The light-theme tokens a message uses (mail clients have no CSS variables, so the values are inlined). */
export interface MailColours {
  background: string;
  foreground: string;
  card: string;
  primary: string;
  primaryForeground: string;
  muted: string;
  mutedForeground: string;
  border: string;
}

const TOKENS: Record<keyof MailColours, string> = {
  background: '--muted',
  foreground: '--foreground',
  card: '--card',
  primary: '--primary',
  primaryForeground: '--primary-foreground',
  muted: '--secondary',
  mutedForeground: '--muted-foreground',
  border: '--border',
};

/**
 * The light block's opening: `:root {`, or a selector list that starts with `:root` (`:root, .light {`:
 * the light values also pin one element's theme inside a dark page).
 */
const ROOT_BLOCK = /:root\b[^{};]*\{([^}]*)\}/;

/** The light block's declarations, comments removed first (a comment may mention `:root`). */
function rootBlock(css: string): string | undefined {
  return ROOT_BLOCK.exec(css.replace(/\/\*[\s\S]*?\*\//g, ''))?.[1];
}

/** Reads the `:root` (light) block of the design tokens: `--name: #hex;` or `--pp-name: #hex;` lines. Throws naming a token that is missing. */
export function parseMailColours(css: string, file = 'the design tokens'): MailColours {
  const root = rootBlock(css) ?? '';
  const values = new Map<string, string>();
  for (const match of root.matchAll(/--(?:pp-)?([a-z-]+)\s*:\s*(#[0-9a-fA-F]{3,8})\s*;/g)) values.set(`--${match[1]!}`, match[2]!);
  const colours = {} as Record<keyof MailColours, string>;
  for (const [key, token] of Object.entries(TOKENS) as [keyof MailColours, string][]) {
    const value = values.get(token);
    if (value === undefined) throw new Error(`Design token ${token} not found in ${file}`);
    colours[key] = value;
  }
  return colours;
}

let cached: MailColours | undefined;

/** The design tokens' light colours, read once from the ui package's theme. */
export function mailColours(): MailColours {
  if (cached) return cached;
  const file = TOKEN_FILES.find((candidate) => existsSync(candidate) && rootBlock(readFileSync(candidate, 'utf8')) !== undefined);
  if (!file) throw new Error(`Design tokens not found (looked for ${TOKEN_FILES.join(', ')})`);
  cached = parseMailColours(readFileSync(file, 'utf8'), file);
  return cached;
}
