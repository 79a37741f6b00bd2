#!/usr/bin/env node
// Builds the published package into dist/:
//   1. JS: Vite library mode (rolldown), one ESM file per source module (preserveModules), every
//      dependency and peer left external, `.js` specifiers that Node's ESM loader can import.
//      Entries: the root (src/index.ts) and one per component folder (src/<name>/index.ts, the
//      subpath `@pawpal/ui/<name>`), so a page that imports `@pawpal/ui/button` reaches no other
//      component's module; package.json's `exports` and `typesVersions` must list exactly those.
//   2. Types: tsc --emitDeclarationOnly (tsconfig.build.json, no stories or tests), then relative
//      specifiers in the .d.ts files get explicit `.js` / `/index.js` so consumers on
//      `moduleResolution: node16/nodenext` resolve them as well as bundler users.
//   3. CSS: dist/styles.css compiled by the Tailwind CLI from src/styles.css (tokens for both
//      themes + every `pp:` class the components use, the calendar included, all in the
//      `pawpal` cascade layer, no page reset), dist/base.css (the opt-in page reset), and
//      dist/theme.css (+ tokens.css, tailwind-theme.css) for apps that run Tailwind themselves.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

// A production build whoever runs it: under a test runner (NODE_ENV=test) Vite's React plugin
// would emit development JSX (jsxDEV), which React's production build does not have.
process.env.NODE_ENV = 'production';

const pkgDir = dirname(fileURLToPath(import.meta.url));
const dist = join(pkgDir, 'dist');
const require = createRequire(import.meta.url);
const pkg = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8'));

/** Bare imports that stay imports: dependencies, peers and their subpaths (react/jsx-runtime, date-fns/locale). */
const externalPackages = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})];
const isExternal = (id) => externalPackages.some((name) => id === name || id.startsWith(`${name}/`));

/** Component folders with an index.ts: each one is an entry point, `@pawpal/ui/<folder>`. */
const componentEntries = readdirSync(join(pkgDir, 'src'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(pkgDir, 'src', entry.name, 'index.ts')))
  .map((entry) => entry.name)
  .sort();

/** What package.json must declare for the entry points (checked before building). */
function expectedManifestFields() {
  const conditions = (base) => ({
    import: { types: `./dist/${base}.d.ts`, default: `./dist/${base}.js` },
    require: { types: `./dist/${base}.d.cts`, default: `./dist/${base}.cjs` },
    default: `./dist/${base}.js`,
  });
  return {
    exports: Object.fromEntries([
      ['.', conditions('index')],
      ...componentEntries.map((name) => [`./${name}`, conditions(`${name}/index`)]),
      ...['styles.css', 'base.css', 'theme.css', 'tokens.css', 'tailwind-theme.css'].map((name) => [`./${name}`, `./dist/${name}`]),
      ['./package.json', './package.json'],
    ]),
    // TypeScript's `moduleResolution: node10` ignores `exports`; this maps the subpaths for it.
    typesVersions: { '*': Object.fromEntries(componentEntries.map((name) => [name, [`./dist/${name}/index.d.ts`]])) },
  };
}

function step(label, fn) {
  const started = Date.now();
  const result = fn();
  const done = () => console.log(`  ✓ ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  if (result instanceof Promise) return result.then((value) => (done(), value));
  done();
  return result;
}

function run(command, args) {
  const result = spawnSync(command, args, { cwd: pkgDir, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${[command, ...args].join(' ')} exited with ${result.status}`);
}

function walk(dir, predicate, found = []) {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) walk(path, predicate, found);
    else if (predicate(path)) found.push(path);
  }
  return found;
}

/** './card' → './card/index.js', './cn' → './cn.js', already-suffixed specifiers unchanged. */
function withJsExtension(fromFile, specifier) {
  if (/\.(c|m)?js$/.test(specifier)) return specifier;
  const base = join(dirname(fromFile), specifier);
  if (existsSync(`${base}.d.ts`)) return `${specifier}.js`;
  if (existsSync(join(base, 'index.d.ts'))) return `${specifier}/index.js`;
  throw new Error(`${relative(pkgDir, fromFile)}: cannot resolve ${specifier}`);
}

/** Index of the `}` closing the `{` at (or after) `open`. */
function matchingBrace(text, open) {
  let depth = 0;
  for (let i = text.indexOf('{', open); i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return i;
  }
  throw new Error('unbalanced braces in the compiled CSS');
}

console.log(`Building ${pkg.name}@${pkg.version}`);
{
  const expected = expectedManifestFields();
  for (const [field, value] of Object.entries(expected)) {
    if (JSON.stringify(pkg[field]) !== JSON.stringify(value)) {
      throw new Error(
        `package.json "${field}" does not list the entry points (src/index.ts and src/<folder>/index.ts). It should be:\n` +
          JSON.stringify({ [field]: value }, null, 2),
      );
    }
  }
}
rmSync(dist, { recursive: true, force: true });

await step('JavaScript (vite, preserveModules): ESM .js and CommonJS .cjs, source maps', () =>
  build({
    configFile: false,
    root: pkgDir,
    logLevel: 'warn',
    plugins: [react()],
    mode: 'production',
    build: {
      outDir: dist,
      emptyOutDir: false,
      target: 'es2022',
      minify: false,
      sourcemap: true,
      copyPublicDir: false,
      lib: {
        entry: Object.fromEntries([
          ['index', join(pkgDir, 'src/index.ts')],
          ...componentEntries.map((name) => [`${name}/index`, join(pkgDir, 'src', name, 'index.ts')]),
        ]),
        formats: ['es', 'cjs'],
        fileName: (format, entryName) => `${entryName}.${format === 'es' ? 'js' : 'cjs'}`,
      },
      rolldownOptions: {
        external: isExternal,
        output: {
          preserveModules: true,
          preserveModulesRoot: join(pkgDir, 'src'),
          // CommonJS consumers get `require('@pawpal/ui').Button`, not a `.default` wrapper.
          exports: 'named',
        },
        onwarn(warning, warn) {
          // Radix's own "use client" banners (ours are kept: one file per source module).
          if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
          warn(warning);
        },
      },
    },
  }),
);

// Every module that uses state, effects, context or event handlers says so first ("use client"
// in its source, kept by the build), so a React Server Components host (Next.js App Router)
// treats it as a client module; the rest (Button, Card, Badge, Price, helpers) render on the server.
step('"use client" banners match the source', () => {
  for (const file of walk(
    join(pkgDir, 'src'),
    (path) => /\.tsx?$/.test(path) && !/\.(stories|test)\.tsx?$|\/docs\/|story-helpers/.test(path),
  )) {
    const isClient = /^['"]use client['"];/.test(readFileSync(file, 'utf8'));
    const base = relative(join(pkgDir, 'src'), file).replace(/\.tsx?$/, '');
    for (const ext of ['js', 'cjs']) {
      const out = join(dist, `${base}.${ext}`);
      if (!existsSync(out)) continue; // type-only modules
      const banner = /^(?:"use strict";\s*)?"use client";/.test(readFileSync(out, 'utf8'));
      if (banner !== isClient) throw new Error(`dist/${base}.${ext}: "use client" ${isClient ? 'missing' : 'unexpected'}`);
    }
  }
});

step('type declarations (tsc)', () => {
  run(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', 'tsconfig.build.json']);
  for (const file of walk(dist, (path) => path.endsWith('.d.ts'))) {
    // cva's inferred variants functions name `import("class-variance-authority/types").ClassProp`,
    // a subpath `moduleResolution: node10` cannot resolve: point them at the package's own copy.
    const classProp = relative(dirname(file), join(dist, 'lib/class-prop')).replace(/^(?!\.)/, './');
    const original = readFileSync(file, 'utf8');
    const text = original.replaceAll('import("class-variance-authority/types")', `import("${classProp}")`);
    const rewritten = text.replace(
      /(\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)(['"])(\.{1,2}\/[^'"]*)\2/g,
      (_match, lead, quote, specifier) => `${lead}${quote}${withJsExtension(file, specifier)}${quote}`,
    );
    if (rewritten !== original) writeFileSync(file, rewritten);
    // The same declarations for `require`: a .d.cts next to each .cjs, pointing at .cjs siblings.
    writeFileSync(file.replace(/\.d\.ts$/, '.d.cts'), rewritten.replace(/(['"])(\.{1,2}\/[^'"]*)\.js\1/g, '$1$2.cjs$1'));
  }
});

step('CSS (tailwindcss --minify): styles.css, base.css; theme tokens', () => {
  const cliPackage = require.resolve('@tailwindcss/cli/package.json');
  const cli = join(dirname(cliPackage), JSON.parse(readFileSync(cliPackage, 'utf8')).bin.tailwindcss);
  for (const name of ['styles.css', 'base.css']) {
    run(process.execPath, [cli, '-i', `src/${name}`, '-o', `dist/${name}`, '--minify']);
    // Keep everything inside the one `pawpal` layer and Tailwind's internal custom properties
    // apart from a host's own Tailwind (another version may register them differently).
    let css = readFileSync(join(dist, name), 'utf8')
      .replace(/@layer properties;/g, '')
      .replace(/--tw-/g, '--pp-tw-');
    // Tailwind puts its `properties` layer (fallbacks for browsers without @property) first; moved
    // to the end and into `pawpal`, so the layer order statement is the first thing in the file.
    const start = css.indexOf('@layer properties{');
    if (start >= 0) {
      const end = matchingBrace(css, start + '@layer properties'.length);
      css = css.slice(0, start) + css.slice(end + 1) + css.slice(start, end + 1).replace('@layer properties{', '@layer pawpal.properties{');
    }
    if (!/^(\/\*[^]*?\*\/\s*)?@layer theme,base,pawpal,components,utilities[,;]/.test(css)) {
      throw new Error(`dist/${name} must start with the layer order statement`);
    }
    writeFileSync(join(dist, name), css);
  }
  for (const name of ['theme.css', 'tokens.css', 'tailwind-theme.css']) copyFileSync(join(pkgDir, 'src', name), join(dist, name));
});

// Fail the build, not the consumer, if something would not load.
const entry = join(dist, 'index.js');
const declarations = join(dist, 'index.d.ts');
for (const file of [
  entry,
  declarations,
  ...['styles.css', 'base.css', 'theme.css', 'tokens.css', 'tailwind-theme.css'].map((name) => join(dist, name)),
]) {
  if (!existsSync(file)) throw new Error(`build did not produce ${relative(pkgDir, file)}`);
}
const unresolved = walk(dist, (path) => path.endsWith('.js')).filter((file) =>
  /from\s*['"]\.{1,2}\/[^'"]*(?<!\.js)['"]/.test(readFileSync(file, 'utf8')),
);
if (unresolved.length > 0) throw new Error(`extensionless relative imports in ${unresolved.join(', ')}`);
const devJsx = walk(dist, (path) => /\.c?js$/.test(path)).filter((file) => readFileSync(file, 'utf8').includes('jsx-dev-runtime'));
if (devJsx.length > 0) throw new Error(`development JSX (react/jsx-dev-runtime) in ${devJsx.join(', ')}`);
console.log(`Built ${relative(process.cwd(), dist) || 'dist'}`);
