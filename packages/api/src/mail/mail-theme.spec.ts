import { describe, expect, it } from 'vitest';
import { mailColours, parseMailColours } from './mail-theme.js';

const TOKENS = `--pp-muted: #f1f5f9; --pp-foreground: #0f172a; --pp-card: #ffffff; --pp-primary: #0f766e;
  --pp-primary-foreground: #ffffff; --pp-secondary: #f8fafc; --pp-muted-foreground: #475569; --pp-border: #e2e8f0;`;

describe('the mail colours come from the design tokens’ light block', () => {
  it('reads a light block opened by a selector list, not the dark block or a comment', () => {
    const css = `/* Light values on :root, dark on .dark */\n:root,\n.light {\n${TOKENS}\n}\n.dark { --pp-muted: #1e293b; }`;
    expect(parseMailColours(css)).toMatchObject({ background: '#f1f5f9', primary: '#0f766e', border: '#e2e8f0' });
  });

  it('names the missing token', () => {
    expect(() => parseMailColours(':root { --pp-foreground: #000000; }')).toThrow('Design token --muted not found');
  });

  it('finds every colour in the ui package’s own token file', () => {
    expect(Object.values(mailColours()).every((value) => /^#[0-9a-fA-F]{3,8}$/.test(value))).toBe(true);
  });
});
