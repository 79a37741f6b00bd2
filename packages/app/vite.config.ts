import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { defineConfig } from 'vitest/config';

/** The design system is consumed from source, so the app never waits for a ui build. */
const uiSource = fileURLToPath(new URL('../ui/src/index.ts', import.meta.url));
/** Where the API listens in development; the built app is served by the API itself. */
const apiTarget = process.env.PAWPAL_API_URL ?? 'http://localhost:5000';

/**
 * What every page runs before it renders, from node_modules: one chunk instead of a dozen small
 * ones (each file is a request with its own headers on a phone's first visit). Only
 * libraries the entry itself imports: a page's own libraries (Radix dialogs, the calendar, the
 * map) stay in that page's chunks.
 */
const FRAMEWORK_MODULES =
  /node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(?:react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser|swr|dequal|use-sync-external-store|clsx|class-variance-authority|tailwind-merge|@radix-ui[\\/]react-(?:slot|compose-refs|primitive|context|use-callback-ref|use-layout-effect))[\\/]/;

/** The server bundle (src/entry-server.tsx) the API renders public pages with; a dot folder is never served. */
export const SSR_OUT_DIR = 'dist/.ssr';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    // Every text asset precompressed at build, next to the original (x.js.br, x.js.gz): the API
    // serves the smallest one the browser accepts (platform/static). Source maps are left alone.
    // The server bundle is not served: nothing to compress.
    isSsrBuild
      ? null
      : compression({
          include: /\.(js|css|html|svg|json|txt|webmanifest)$/,
          threshold: 1024,
          skipIfLargerOrEqual: true,
          algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip', { level: 9 })],
        }),
  ],
  resolve: {
    alias: [{ find: /^@pawpal\/ui$/, replacement: uiSource }],
    // ui source imports react from its own node_modules: keep one copy.
    dedupe: ['react', 'react-dom'],
  },
  // Host is kept (no changeOrigin) so the API's same-origin checks on login and WebSocket
  // upgrades see the page's own origin.
  server: { port: 5173, proxy: { '/api': { target: apiTarget, ws: true } } },
  preview: { port: 4173, proxy: { '/api': { target: apiTarget, ws: true } } },
  // One self-contained server bundle: the API runs it from dist/.ssr, where the design system's
  // own dependencies (Radix...) would not resolve.
  ssr: { noExternal: true },
  build: isSsrBuild
    ? { outDir: SSR_OUT_DIR, emptyOutDir: true, sourcemap: true, copyPublicDir: false }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        assetsDir: 'assets',
        sourcemap: true,
        // dist/.vite/manifest.json: which chunks each entry and lazy page loads (scripts/bundle-budget.mjs).
        manifest: true,
        // index.html preloads the entry's chunks; a lazy import does not add a <link rel=modulepreload>
        // per chunk it needs (only its stylesheets): the browser finds them as it parses the chunk.
        // Each link costs ~2 ms at a phone's 4x CPU slowdown, and a server-rendered page imports its
        // screen's chunk while hydrating, so its 45-51 links lengthened hydration's long task by
        // 100-360 ms (docs/benchmarks.md, sixth pass).
        modulePreload: {
          resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : deps.filter((dep) => dep.endsWith('.css'))),
        },
        rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'framework', test: FRAMEWORK_MODULES }] } } },
      },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./vitest.setup.ts'],
    // A ceiling, not a timing check: on a busy 2-core machine a jsdom test's first render can
    // overrun vitest's 5 s default without anything being wrong (tests wait for conditions).
    testTimeout: 20_000,
    // Vitest's default on two cores is one worker; both cores: the app suite 95 s -> 60 s.
    maxWorkers: 2,
    // Each file in its own VM context inside long-lived workers (vmForks) instead of a fresh
    // process per file: jsdom and the module graph are no longer loaded from scratch 80 times
    // (measured at load ~4: environment 109 s -> 4 s, import 113 s -> 58 s, user CPU 202 s ->
    // 93 s). Files stay isolated (a context, module registry and jsdom window of their own).
    // react-router ships CommonJS to Node that require()s its ESM build, which a VM context
    // cannot load: there, its ESM builds are used. The files listed below redefine
    // window.location (not configurable when the VM's global is the jsdom window), stream
    // server-rendered HTML (no web streams in the VM context) or mount the router from both
    // builds; they keep the per-process pool.
    projects: ((ownProcess: string[]) => [
      {
        extends: true,
        test: {
          name: 'vm',
          pool: 'vmForks',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: ownProcess,
          alias: [
            {
              find: /^react-router-dom$/,
              replacement: fileURLToPath(new URL('./node_modules/react-router-dom/dist/index.mjs', import.meta.url)),
            },
            {
              find: /^react-router$/,
              replacement: fileURLToPath(
                new URL('../../node_modules/.pnpm/node_modules/react-router/dist/development/index.mjs', import.meta.url),
              ),
            },
            {
              find: /^react-router\/dom$/,
              replacement: fileURLToPath(
                new URL('../../node_modules/.pnpm/node_modules/react-router/dist/development/dom-export.mjs', import.meta.url),
              ),
            },
          ],
          server: { deps: { inline: [/react-router/] } },
        },
      },
      { extends: true, test: { name: 'forks', pool: 'forks', include: ownProcess } },
    ])([
      'src/ssr/render.test.tsx',
      'src/routes/AppRoutes.test.tsx',
      'src/account/payments/PayoutSettingsPage.test.tsx',
      'src/bookings/booking/BookingRequestForm.test.tsx',
      'src/search/sitter-profile/SitterProfilePage.test.tsx',
      'src/shell/useSessionEnded.test.tsx',
    ]),
    restoreMocks: true,
    unstubGlobals: true,
  },
}));
