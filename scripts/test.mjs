#!/usr/bin/env node
// `npm test`: every check the repo has, in one command, ending with a summary table.
//
//   npm test                              all stages
//   npm test -- --only lint,typecheck     just these (their prerequisites are added)
//   npm test -- --skip e2e                all but these
//   npm test -- --update-snapshots        visual stage rewrites every baseline that changed
//   npm test -- --list                    print the stages
//
// Stages run one after another (two shared cores: parallel stages only thrash). A failing
// stage does not stop the others, except that a stage whose prerequisite failed is skipped.
// Exit code: 0 only when every selected stage passed.
import { AsyncLocalStorage } from 'node:async_hooks';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ensureChromium } from './chromium.mjs';
import { pnpmCommand } from './pnpm.mjs';
import { ensureBuilt, ensureInstalled } from './prepare.mjs';
import { ROOT, bin, forwardSignals, isStopping, run } from './processes.mjs';
import { serveStatic } from './static-server.mjs';

const MINUTE = 60_000;
const CI = Boolean(process.env.CI) && process.env.CI !== 'false';
const PLAYWRIGHT_CLI = join(ROOT, 'node_modules', '@playwright', 'test', 'cli.js');
// The import rules (floors, areas, no folder cycles) over every package's source; the same
// command as `npm run depcheck`.
const DEPCHECK_ARGS = [
  '--config',
  '.dependency-cruiser.cjs',
  'packages/contract/src',
  'packages/ui/src',
  'packages/app/src',
  'packages/api/src',
];

// ── options ────────────────────────────────────────────────────────────────
const argv = process.argv.slice(2);
function listOption(name) {
  const i = argv.indexOf(`--${name}`);
  const eq = argv.find((a) => a.startsWith(`--${name}=`));
  const value = eq ? eq.slice(name.length + 3) : i >= 0 ? argv[i + 1] : undefined;
  return value
    ? value
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : null;
}
const only = listOption('only');
const skip = listOption('skip') ?? [];
const updateSnapshots = argv.includes('--update-snapshots');

// ── shared state between stages ────────────────────────────────────────────
const ctx = { chromium: null, storybookUrl: null, closeStorybook: null };

// A stage that runs beside others (`beside: true`) writes into its own buffer, printed under its
// header when it ends, so the output of stages running at the same time is not interleaved.
const stageOutput = new AsyncLocalStorage();
function say(text) {
  const output = stageOutput.getStore();
  if (output) output(`${text}\n`);
  else console.log(text);
}

function pnpmRun(args, opts = {}) {
  const cmd = pnpmCommand(args);
  say(`$ pnpm ${args.join(' ')}`);
  return run(cmd.command, cmd.args, { env: { ...cmd.env, ...opts.env }, timeoutMs: opts.timeoutMs, output: stageOutput.getStore() });
}

function exec(command, args, opts = {}) {
  const shown = command === process.execPath ? 'node' : command.startsWith(ROOT) ? command.slice(ROOT.length) : command;
  say(`$ ${shown} ${args.join(' ')}`);
  return run(command, args, {
    env: { ...process.env, ...opts.env },
    timeoutMs: opts.timeoutMs,
    cwd: opts.cwd,
    output: stageOutput.getStore(),
  });
}

const ok = (result) => result.code === 0;
const hasHaproxy = () => spawnSync('haproxy', ['-v'], { stdio: 'ignore' }).status === 0;
const browserEnv = () => ({ CHROMIUM_PATH: ctx.chromium, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' });

// ── stages ─────────────────────────────────────────────────────────────────
// needs: stages that must have passed first; fatal: when it fails, nothing else runs.
const STAGES = [
  {
    id: 'install',
    title: 'Install dependencies (pnpm install --frozen-lockfile)',
    needs: [],
    fatal: true,
    run: async () => (await ensureInstalled()) === 0,
  },
  {
    id: 'browser',
    title: 'Find Chromium',
    needs: [],
    fatal: true, // without a browser, say how to get one instead of running half the checks
    run: async () => {
      ctx.chromium = ensureChromium();
      console.log(`Chromium: ${ctx.chromium}`);
      return true;
    },
  },
  {
    // The api and the app import @pawpal/contract from its dist/, in typecheck and unit tests too.
    id: 'contract',
    hint: 'errors above name file(line,col) in packages/contract/src; typecheck, unit and build need it',
    title: 'Build @pawpal/contract (shapes and rules the api and the app import)',
    needs: ['install'],
    run: async () => (await ensureBuilt({ only: ['@pawpal/contract'] })) === 0,
  },
  {
    id: 'build',
    hint: 'later stages that need the build were skipped; fix the build first',
    title: 'Build (pnpm -r build: contract, ui, app, api)',
    needs: ['install', 'contract'],
    run: async () => (await ensureBuilt({ force: process.env.PAWPAL_REBUILD === '1' })) === 0,
  },
  {
    // The JavaScript each public route downloads, against packages/app/bundle-budget.json.
    id: 'budget',
    beside: true,
    hint: 'a route grew past its budget: split it, or raise the budget in packages/app/bundle-budget.json and say why',
    title: 'Bundle budget (JavaScript per route, brotli, from the build manifest)',
    needs: ['build'],
    run: async () => ok(await exec(process.execPath, [join(ROOT, 'scripts', 'bundle-budget.mjs')], { timeoutMs: MINUTE })),
  },
  {
    id: 'lint',
    beside: true,
    hint: 'npx eslint . --fix fixes some; the rules live in eslint.config.js and, for imports between folders, .dependency-cruiser.cjs (npm run depcheck); a doc line that points at an issue or a spec section says the thing itself instead (node scripts/check-doc-pointers.mjs); npm run format rewrites what Prettier lists',
    title: 'Lint (eslint .; folder cycles and floors: dependency-cruiser; no pointers in docs; formatting: prettier --check)',
    needs: ['install'],
    run: async () => {
      const eslint = ok(
        await exec(bin('eslint'), ['.', '--cache', '--cache-location', 'node_modules/.cache/eslint/'], { timeoutMs: 5 * MINUTE }),
      );
      const imports = ok(await exec(bin('depcruise'), DEPCHECK_ARGS, { timeoutMs: 2 * MINUTE }));
      // Docs point at no issue number or spec section (the pattern ESLint applies to comments).
      const docs = ok(await exec(process.execPath, [join(ROOT, 'scripts', 'check-doc-pointers.mjs')], { timeoutMs: MINUTE }));
      // Lists only the files that are not formatted (the rules: .prettierrc.json, .prettierignore).
      // 5 minutes: beside typecheck at load average 30 the whole check passed 3 (a ceiling, not a measure).
      const formatted = ok(await exec(bin('prettier'), ['--check', '.', '--log-level', 'warn'], { timeoutMs: 5 * MINUTE }));
      return eslint && imports && docs && formatted;
    },
  },
  {
    id: 'typecheck',
    beside: true,
    hint: 'errors above name file(line,col); one package: node scripts/pnpm.mjs --filter <pkg> typecheck',
    title: 'Typecheck (pnpm -r typecheck, e2e and visual specs)',
    needs: ['install', 'contract'],
    run: async () => {
      const packages = ok(await pnpmRun(['-r', '--no-bail', '--workspace-concurrency=2', 'typecheck'], { timeoutMs: 10 * MINUTE }));
      const e2e = ok(await exec(bin('tsc'), ['-p', 'packages/app/e2e/tsconfig.json'], { timeoutMs: 5 * MINUTE }));
      const visual = ok(await exec(bin('tsc'), ['-p', 'packages/ui/visual/tsconfig.json'], { timeoutMs: 5 * MINUTE }));
      return packages && e2e && visual;
    },
  },
  {
    // The packed @pawpal/ui in clean projects: Node ESM + SSR, require(), nodenext types, a Vite
    // app, a Next.js App Router build, and the host page's CSS measured in Chromium (~2-3 min).
    id: 'consumer',
    beside: true,
    hint: 'KEEP_CONSUMER_TEST=1 keeps the temp projects; PAWPAL_CONSUMER_SKIP_NEXT=1 skips the Next.js build',
    title: '@pawpal/ui as a consumer gets it (packed: Vite, Next.js, SSR, require, host-page CSS)',
    needs: ['install', 'browser'],
    run: async () =>
      ok(
        await exec(bin('vitest'), ['run', '--config', 'packages/ui/test/consumer.config.ts'], {
          env: browserEnv(),
          timeoutMs: 10 * MINUTE,
        }),
      ),
  },
  {
    // Every committed benchmark on small data (scripts/bench.mjs --smoke): one that stops working
    // or measures nothing (zero matches, zero messages, an answer other than 2xx) is red the day it
    // breaks. They run on the Postgres server, so only where DATABASE_URL is set (as CI sets it).
    // scale-out also needs haproxy and runs only with it installed. The full runs stay out of here.
    id: 'bench',
    beside: true,
    hint: 'one benchmark: npm run bench -- --smoke <search|chat|ws|bookings>; the full run without --smoke',
    title: 'Benchmark smoke (search, chat, ws, bookings on small data: each must measure something)',
    needs: ['build'],
    run: async () => {
      if (!process.env.DATABASE_URL) {
        console.log('DATABASE_URL is not set: the benchmarks need a Postgres server (CI sets it); not run.');
        return true;
      }
      const names = ['search', 'chat', 'ws', 'bookings', ...(hasHaproxy() ? ['scale-out'] : [])];
      return ok(await exec(process.execPath, [join(ROOT, 'scripts', 'bench.mjs'), '--smoke', ...names], { timeoutMs: 5 * MINUTE }));
    },
  },
  {
    id: 'unit',
    hint: 'one package: node scripts/pnpm.mjs --filter @pawpal/<contract|ui|app|api> test',
    title: 'Unit + integration (pnpm -r test: vitest in contract, ui, app, api)',
    // vitest runs from source (only the contract is read from its dist/): a broken app or api
    // build does not hide test results.
    needs: ['install', 'contract'],
    run: async () => {
      if (process.env.DATABASE_URL) console.log('DATABASE_URL is set: the API suite also runs against that Postgres server.');
      // Two packages at a time, every package even when one fails: the app's jsdom suite runs
      // beside the API's, filling the cores each leaves idle while it waits (the app suite alone
      // left a fifth of the machine idle). Measured on a quiet machine with DATABASE_URL set: one
      // at a time 6 m 5 s (API 216 s, then app 119 s), two at a time 5 m 31 s.
      // 25 minutes: a stuck run still ends, but a machine busy with other work (the API suite
      // alone took 14 minutes at load average 15) does not turn a green suite red on time alone.
      return ok(await pnpmRun(['-r', '--no-bail', '--workspace-concurrency=2', 'test'], { timeoutMs: 25 * MINUTE }));
    },
  },
  {
    id: 'storybook-build',
    title: 'Build Storybook (storybook-static)',
    needs: ['install'],
    run: async () => {
      const built = ok(
        await exec(bin('storybook'), ['build', '-o', 'storybook-static', '--quiet'], {
          env: { STORYBOOK_DISABLE_TELEMETRY: '1' },
          timeoutMs: 10 * MINUTE,
        }),
      );
      if (!built) return false;
      const server = await serveStatic(join(ROOT, 'storybook-static'));
      ctx.storybookUrl = server.url;
      ctx.closeStorybook = server.close;
      console.log(`Serving storybook-static at ${server.url}`);
      return true;
    },
  },
  {
    id: 'storybook',
    hint: 'each failure links to the story; open it with npm run storybook (Interactions and Accessibility panels)',
    title: 'Storybook interaction + a11y tests (test-storybook, light and dark)',
    needs: ['storybook-build', 'browser'],
    run: async () =>
      ok(
        await exec(bin('test-storybook'), ['--index-json', '--url', ctx.storybookUrl, '--maxWorkers=2', ...(CI ? ['--ci'] : [])], {
          env: browserEnv(),
          timeoutMs: 15 * MINUTE,
        }),
      ),
  },
  {
    id: 'visual',
    hint: 'diffs: packages/ui/visual/test-results/*/ (expected, actual, diff). Intended? npm run test:visual:update and commit the PNGs',
    title: `Visual regression (matrix stories x light/dark${updateSnapshots ? ', updating baselines' : ''})`,
    needs: ['storybook-build', 'browser'],
    run: async () => {
      const args = ['test', '-c', 'packages/ui/visual/playwright.config.ts', '--workers=2', '--pass-with-no-tests'];
      if (updateSnapshots) args.push('--update-snapshots=changed');
      return ok(
        await exec(process.execPath, [PLAYWRIGHT_CLI, ...args], {
          env: { ...browserEnv(), STORYBOOK_URL: ctx.storybookUrl, STORYBOOK_STATIC_DIR: join(ROOT, 'storybook-static') },
          timeoutMs: 15 * MINUTE,
        }),
      );
    },
  },
  {
    id: 'e2e',
    hint: 'screenshots and traces: packages/app/e2e/test-results/ (npx playwright show-trace <trace.zip>)',
    title: 'Browser end-to-end (Playwright against the built server, fresh database)',
    needs: ['build', 'browser'],
    // The config starts the server on a free port and stops it afterwards.
    run: async () =>
      ok(
        await exec(process.execPath, [PLAYWRIGHT_CLI, 'test', '-c', 'packages/app/e2e/playwright.config.ts'], {
          env: browserEnv(),
          timeoutMs: 15 * MINUTE,
        }),
      ),
  },
];

// ── selection ──────────────────────────────────────────────────────────────
if (argv.includes('--list')) {
  for (const s of STAGES) console.log(`${s.id.padEnd(16)} ${s.title}${s.needs.length ? `   (needs ${s.needs.join(', ')})` : ''}`);
  process.exit(0);
}
const known = new Set(STAGES.map((s) => s.id));
for (const id of [...(only ?? []), ...skip]) {
  if (!known.has(id)) {
    console.error(`Unknown stage "${id}". Stages: ${[...known].join(', ')}`);
    process.exit(2);
  }
}
const selected = new Set(only ?? STAGES.map((s) => s.id));
if (updateSnapshots && !only)
  for (const id of STAGES.map((s) => s.id)) if (!['install', 'browser', 'storybook-build', 'visual'].includes(id)) selected.delete(id);
for (const id of skip) selected.delete(id);
// Prerequisites of what was asked for are always run.
let grew = true;
while (grew) {
  grew = false;
  for (const s of STAGES) {
    if (!selected.has(s.id)) continue;
    for (const need of s.needs) {
      if (!selected.has(need)) {
        selected.add(need);
        grew = true;
      }
    }
  }
}
// A browser is looked for (or installed) only when a selected stage needs one.
if (!only?.includes('browser') && !STAGES.some((s) => selected.has(s.id) && s.needs.includes('browser'))) selected.delete('browser');
const plan = STAGES.filter((s) => selected.has(s.id));

// ── run ────────────────────────────────────────────────────────────────────
const results = [];
const started = Date.now();
let interrupted = false;
forwardSignals(() => {
  interrupted = true;
});

const bar = '━'.repeat(78);
let abort = null;
/** Runs one stage (its prerequisites have passed); its output goes to `output` when given. */
async function runStage(stage, output) {
  const t0 = Date.now();
  let passed;
  try {
    passed = output ? await stageOutput.run(output, () => stage.run()) : await stage.run();
  } catch (error) {
    if (output) output(`${error.message ?? error}\n`);
    else console.error(error.message ?? error);
    passed = false;
  }
  const ms = Date.now() - t0;
  return { id: stage.id, title: stage.title, result: passed ? 'pass' : 'FAIL', ms, hint: passed ? undefined : stage.hint };
}

for (let i = 0; i < plan.length;) {
  if (isStopping()) break;
  // Consecutive stages marked `beside` (lint, typecheck, consumer: each leaves a core idle much of
  // its time) run at the same time; the others one after another.
  let batchEnd = i + 1;
  if (plan[i].beside) while (batchEnd < plan.length && plan[batchEnd].beside) batchEnd += 1;
  const batch = [];
  for (let j = i; j < batchEnd; j += 1) {
    const stage = plan[j];
    if (abort) {
      results.push({ id: stage.id, title: stage.title, result: 'skipped', ms: 0, note: `${abort} failed` });
      continue;
    }
    const failedNeed = stage.needs.find((n) => results.find((r) => r.id === n)?.result !== 'pass');
    if (failedNeed) {
      results.push({ id: stage.id, title: stage.title, result: 'skipped', ms: 0, note: `${failedNeed} failed` });
      console.log(`\n${bar}\n[${j + 1}/${plan.length}] ${stage.title}: skipped (${failedNeed} failed)\n${bar}`);
      continue;
    }
    batch.push({ stage, index: j });
  }
  i = batchEnd;
  if (batch.length === 1) {
    const [{ stage, index }] = batch;
    console.log(`\n${bar}\n[${index + 1}/${plan.length}] ${stage.title}\n${bar}`);
    const result = await runStage(stage);
    results.push(result);
    console.log(`── ${stage.id}: ${result.result === 'pass' ? 'passed' : 'FAILED'} in ${(result.ms / 1000).toFixed(1)} s`);
    if (result.result !== 'pass' && stage.fatal) abort = stage.id;
    continue;
  }
  if (batch.length === 0) continue;
  console.log(
    `\n${bar}\nRunning side by side: ${batch.map(({ stage }) => stage.id).join(', ')} (each one's output follows when it ends)\n${bar}`,
  );
  const finished = await Promise.all(
    batch.map(async ({ stage, index }) => {
      const chunks = [];
      const result = await runStage(stage, (chunk) => chunks.push(String(chunk)));
      console.log(`\n${bar}\n[${index + 1}/${plan.length}] ${stage.title}\n${bar}\n${chunks.join('')}`);
      console.log(`── ${stage.id}: ${result.result === 'pass' ? 'passed' : 'FAILED'} in ${(result.ms / 1000).toFixed(1)} s`);
      return { stage, result };
    }),
  );
  for (const { stage, result } of finished) {
    results.push(result);
    if (result.result !== 'pass' && stage.fatal) abort = stage.id;
  }
}

await ctx.closeStorybook?.();
if (interrupted)
  for (const s of plan)
    if (!results.find((r) => r.id === s.id)) results.push({ id: s.id, title: s.title, result: 'skipped', ms: 0, note: 'interrupted' });

// ── summary ────────────────────────────────────────────────────────────────
const total = Date.now() - started;
const fmt = (ms) => (ms >= MINUTE ? `${Math.floor(ms / MINUTE)} m ${Math.round((ms % MINUTE) / 1000)} s` : `${(ms / 1000).toFixed(1)} s`);
const rows = results.map((r) => [r.id, r.result + (r.note ? ` (${r.note})` : ''), r.result === 'skipped' ? '-' : fmt(r.ms)]);
const widths = [0, 1, 2].map((c) => Math.max(['stage', 'result', 'duration'][c].length, ...rows.map((r) => r[c].length)));
const line = (cells) => `│ ${cells.map((c, i) => (i === 2 ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join(' │ ')} │`;
const rule = (l, m, r) => `${l}${widths.map((w) => '─'.repeat(w + 2)).join(m)}${r}`;
console.log(`\n${bar}\nSummary${CI ? ' (CI)' : ''}\n${rule('┌', '┬', '┐')}`);
console.log(line(['stage', 'result', 'duration']));
console.log(rule('├', '┼', '┤'));
for (const row of rows) console.log(line(row));
console.log(rule('└', '┴', '┘'));
const failed = results.filter((r) => r.result !== 'pass');
for (const r of failed) if (r.hint) console.log(`${r.id}: ${r.hint}`);
console.log(
  `Total ${fmt(total)}: ${failed.length === 0 ? 'all stages passed.' : `${failed.length} stage(s) failed or skipped: ${failed.map((r) => r.id).join(', ')}.`}`,
);

// The plain closing line CI readers look for ("N passed, N failed"), counted in stages.
console.log(`stages: ${results.length - failed.length} passed, ${failed.length} failed`);

process.exit(interrupted ? 130 : failed.length === 0 ? 0 : 1);
