/**
 * Storybook test-runner hooks.
 *
 * `parameters.a11y.test = 'error'` (preview.tsx) makes the runner fail a story on axe violations,
 * but only in the theme the story rendered in. postVisit runs axe again in the other theme by
 * toggling the `dark` class on <html>, with the same context, rules and options the a11y addon
 * uses, so every story is checked in light and dark without duplicate stories.
 */
import { getStoryContext, type TestRunnerConfig } from '@storybook/test-runner';
import { injectAxe } from 'axe-playwright';

type AxeRule = { id: string; enabled?: boolean };
type A11yParameters = {
  disable?: boolean;
  test?: 'off' | 'todo' | 'error';
  context?: unknown;
  config?: { rules?: AxeRule[] } & Record<string, unknown>;
  options?: { runOnly?: unknown; rules?: Record<string, { enabled: boolean }> } & Record<string, unknown>;
};
type AxeNode = { target: unknown[]; html: string; failureSummary?: string };
type AxeViolation = { id: string; impact?: string | null; help: string; helpUrl: string; nodes: AxeNode[] };

// What @storybook/addon-a11y does in the preview (a11yRunner): keep the two runs comparable.
const STORYBOOK_ELEMENTS = ['.sb-wrapper', '#storybook-docs', '#storybook-highlights-root'];
const ADDON_DISABLED_RULES: AxeRule[] = [{ id: 'region', enabled: false }];

function format(violations: AxeViolation[], theme: string, storyId: string): string {
  const lines = [`${violations.length} accessibility violation(s) in the ${theme} theme (story ${storyId}):`];
  for (const v of violations) {
    lines.push('', `● ${v.id} (${v.impact ?? 'n/a'}): ${v.help}`, `  ${v.helpUrl}`);
    for (const node of v.nodes) {
      lines.push(`  - ${node.target.map(String).join(' ')}`, `    ${node.html}`);
      if (node.failureSummary) lines.push(...node.failureSummary.split('\n').map((l) => `    ${l}`));
    }
  }
  lines.push('', 'Fix the component or its tokens; to waive a rule for one story set parameters.a11y.config.rules.');
  return lines.join('\n');
}

const config: TestRunnerConfig = {
  async postVisit(page, context) {
    const story = await getStoryContext(page, context);
    const a11y = (story.parameters?.a11y ?? {}) as A11yParameters;
    const storyGlobals = (story as { storyGlobals?: { a11y?: { manual?: boolean } } }).storyGlobals;
    if (a11y.disable === true || a11y.test === 'off' || storyGlobals?.a11y?.manual === true) return;

    if (!(await page.evaluate(() => typeof window.axe === 'object' && window.axe !== null))) {
      await injectAxe(page);
    }

    const run = (otherTheme: boolean) =>
      page.evaluate(
        async ({ parameters, excluded, disabledRules, otherTheme }) => {
          // Same context as the addon: the body minus Storybook's own elements, narrowed or
          // extended by parameters.a11y.context.
          const context: { include: unknown; exclude: unknown[] } = { include: document.body, exclude: [...excluded] };
          const given = parameters.context as { include?: unknown; exclude?: unknown[] } | string | undefined;
          if (given !== undefined) {
            const isObject = typeof given === 'object' && given !== null;
            const hasInclude = isObject && 'include' in given && given.include !== undefined;
            const hasExclude = isObject && 'exclude' in given && given.exclude !== undefined;
            if (hasInclude) context.include = (given as { include: unknown }).include;
            else if (!hasExclude) context.include = given;
            if (hasExclude) context.exclude = context.exclude.concat((given as { exclude: unknown[] }).exclude);
          }
          const rules = [...disabledRules, ...(parameters.config?.rules ?? [])];
          let options = parameters.options ?? {};
          if (options.runOnly) {
            const off: Record<string, { enabled: boolean }> = {};
            for (const rule of rules) if (rule.enabled === false) off[rule.id] = { enabled: false };
            options = { ...options, rules: { ...off, ...options.rules } };
          }

          // Like the addon, let finite animations (a menu opening) end first.
          const finite = document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Infinity);
          await Promise.race([Promise.all(finite.map((a) => a.finished.catch(() => undefined))), new Promise((r) => setTimeout(r, 2_000))]);

          const root = document.documentElement;
          const wasDark = root.classList.contains('dark');
          const dark = otherTheme ? !wasDark : wasDark;
          // No colour transitions: axe must see the final colours of the theme, not a blend.
          const freeze = document.createElement('style');
          freeze.textContent = '*, *::before, *::after { transition: none !important; }';
          document.head.append(freeze);
          root.classList.toggle('dark', dark);
          void getComputedStyle(document.body).color; // apply the new styles now
          try {
            window.axe.reset();
            window.axe.configure({ ...parameters.config, rules });
            const results = await window.axe.run(context, options);
            return { theme: dark ? 'dark' : 'light', violations: JSON.parse(JSON.stringify(results.violations)) as unknown };
          } finally {
            root.classList.toggle('dark', wasDark);
            freeze.remove();
          }
        },
        { parameters: a11y, excluded: STORYBOOK_ELEMENTS, disabledRules: ADDON_DISABLED_RULES, otherTheme },
      );

    const result = await run(true);
    const violations = result.violations as AxeViolation[];
    if (violations.length === 0) return;
    let message = format(violations, result.theme, context.id);
    // The addon checked the rendered theme right after the play function. If the same rules
    // fail there now, the story's DOM changed since (say, a menu reopened): say so, as the
    // theme is then not the cause.
    const again = await run(false);
    const sameRules = (again.violations as AxeViolation[]).map((v) => v.id).filter((id) => violations.some((v) => v.id === id));
    if (sameRules.length > 0) {
      message +=
        `\n\n${sameRules.join(', ')} now fail(s) in the ${again.theme} theme too, which passed the addon's check` +
        ' right after the play function: the story kept changing after its play function ended (an unawaited' +
        ' step, or a menu/dialog reopening). Await the final state in the play function.';
    }
    // Same policy as the runner's own check: only 'error' fails; 'todo' reports.
    if (a11y.test !== 'error') {
      console.warn(message);
      return;
    }
    throw new Error(message);
  },
};

export default config;
