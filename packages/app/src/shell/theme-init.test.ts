import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { themeScript } from '@pawpal/ui';

/** index.html loads /theme-init.js; it must be the design system's no-flash script, unchanged. */
describe('public/theme-init.js', () => {
  it("is @pawpal/ui's themeScript() for the ThemeProvider the app renders (key 'theme', system default)", () => {
    const file = readFileSync(join(__dirname, '../../public/theme-init.js'), 'utf8');
    const code = file.split('\n').filter((line) => line.trim() !== '' && !line.startsWith('//'));
    expect(code).toEqual([themeScript({ storageKey: 'theme', defaultTheme: 'system' })]);
  });
});
