#!/usr/bin/env node
// Builds the published package into dist/:
//   1. JS: Vite library mode (rolldown), one ESM file per source module (preserveModules), every
//      dependency and peer left external, `.js` specifiers that Node's ESM loader can import.
//   2. Types: tsc --emitDeclarationOnly (tsconfig.build.json, no stories or tests), then relative
//      specifiers in the .d.ts files get explicit `.js` / `/index.js` so consumers on
//      `moduleResolution: node16/nodenext` resolve them as well as bundler users.
//   3. CSS: dist/styles.css compiled by the Tailwind CLI from src/styles.css (tokens for both
//      themes + every class the components use, the calendar included), and dist/theme.css, the
//      tokens alone for apps that run Tailwind themselves.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const pkgDir = dirname(fileURLToPath(import.meta.url));
const dist = join(pkgDir, 'dist');
const require = createRequire(import.meta.url);
const pkg = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8'));

/** Bare imports that stay imports: dependencies, peers and their subpaths (react/jsx-runtime, date-fns/locale). */
const externalPackages = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})];
const isExternal = (id) => externalPackages.some((name) => id === name || id.startsWith(`${name}/`));

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

console.log(`Building ${pkg.name}@${pkg.version}`);
rmSync(dist, { recursive: true, force: true });

await step('JavaScript (vite, preserveModules)', () =>
  build({
    configFile: false,
    root: pkgDir,
    logLevel: 'warn',
    plugins: [react()],
    build: {
      outDir: dist,
      emptyOutDir: false,
      target: 'es2022',
      minify: false,
      sourcemap: false,
      copyPublicDir: false,
      lib: { entry: join(pkgDir, 'src/index.ts'), formats: ['es'] },
      rolldownOptions: {
        external: isExternal,
        output: {
          preserveModules: true,
          preserveModulesRoot: join(pkgDir, 'src'),
          entryFileNames: '[name].js',
        },
        onwarn(warning, warn) {
          // Radix ships "use client" banners; they mean nothing in a library build.
          if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
          warn(warning);
        },
      },
    },
  }),
);

step('type declarations (tsc)', () => {
  run(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', 'tsconfig.build.json']);
  for (const file of walk(dist, (path) => path.endsWith('.d.ts'))) {
    const text = readFileSync(file, 'utf8');
    const rewritten = text.replace(
      /(\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)(['"])(\.{1,2}\/[^'"]*)\2/g,
      (_match, lead, quote, specifier) => `${lead}${quote}${withJsExtension(file, specifier)}${quote}`,
    );
    if (rewritten !== text) writeFileSync(file, rewritten);
  }
});

step('CSS (tailwindcss --minify) and theme tokens', () => {
  const cliPackage = require.resolve('@tailwindcss/cli/package.json');
  const cli = join(dirname(cliPackage), JSON.parse(readFileSync(cliPackage, 'utf8')).bin.tailwindcss);
  run(process.execPath, [cli, '-i', 'src/styles.css', '-o', 'dist/styles.css', '--minify']);
  copyFileSync(join(pkgDir, 'src/theme.css'), join(dist, 'theme.css'));
});

// Fail the build, not the consumer, if something would not load.
const entry = join(dist, 'index.js');
const declarations = join(dist, 'index.d.ts');
for (const file of [entry, declarations, join(dist, 'styles.css'), join(dist, 'theme.css')]) {
  if (!existsSync(file)) throw new Error(`build did not produce ${relative(pkgDir, file)}`);
}
const unresolved = walk(dist, (path) => path.endsWith('.js')).filter((file) =>
  /from\s*['"]\.{1,2}\/[^'"]*(?<!\.js)['"]/.test(readFileSync(file, 'utf8')),
);
if (unresolved.length > 0) throw new Error(`extensionless relative imports in ${unresolved.join(', ')}`);
console.log(`Built ${relative(process.cwd(), dist) || 'dist'}`);
