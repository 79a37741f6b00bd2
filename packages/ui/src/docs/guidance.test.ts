// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GUIDANCE, guidanceKey } from './guidance';

const src = join(__dirname, '..');

/** The `title` of every story file's meta. */
function storyTitles(): string[] {
  const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.stories.tsx'));
  return files.map((f) => {
    const match = /^const meta = \{\n\s+title: '([^']+)'/m.exec(readFileSync(join(src, f), 'utf8'));
    if (!match) throw new Error(`${f}: no meta title found`);
    return match[1]!;
  });
}

describe('docs guidance', () => {
  it('has an entry for every component with stories, each with all sections filled', () => {
    const keys = storyTitles()
      .filter((t) => !t.startsWith('Foundations/'))
      .map(guidanceKey);
    expect(keys.length).toBeGreaterThanOrEqual(41);
    for (const key of keys) {
      const g = GUIDANCE[key];
      expect(g, `no guidance for ${key}`).toBeDefined();
      for (const text of [g!.use, g!.avoid, g!.content, g!.a11y]) expect(text.length).toBeGreaterThan(10);
      expect(g!.do.length).toBeGreaterThan(0);
      expect(g!.dont.length).toBeGreaterThan(0);
    }
  });

  it('states the Toast rules designers ask about', () => {
    const toast = JSON.stringify(GUIDANCE.Toast);
    expect(toast).toContain('5000 ms');
    expect(toast).toContain('50 px');
    expect(toast).toContain('F8');
    expect(toast).toContain('one is shown at a time');
  });
});
