// The rules that keep the monorepo's shape: which folder may import which, and no folder-level
// import cycles. Checked by dependency-cruiser in `npm test`'s lint stage (`npm run depcheck`);
// docs/architecture.md draws the floors, docs/decisions/0016-dependency-cruiser.md says why this
// tool. Only source is cruised: tests, stories and type declarations may reach across (a spec
// boots the whole app), and every rule is about what ships.

const API = '^packages/api/src/';
const APP = '^packages/app/src/';
/** The API's composition: the root files (main.ts, app.ts, app.module.ts, app-config.ts), database/ and seed/. */
const API_COMPOSITION = `${API}([^/]+[.]ts$|database/|seed/)`;
/** The app's composition: the entries (main.tsx, entry-server.tsx), the shell, the route table, server rendering. */
const APP_COMPOSITION = `${APP}([^/]+[.]tsx?$|shell/|routes/|ssr/)`;
/** What every screen area may use, and which uses no area: data access, the screen frame, pieces several areas share, the site map, the live client, notifications, the error filter. */
const APP_FOUNDATION = `${APP}(data|screen|shared|site|live|notifications|errors)/`;

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-folder-cycles',
      comment:
        'A folder cycle makes two features one: neither can be understood, tested or moved without the other. Every directory counts as a folder (a feature, an area, and each of their subfolders), and a folder depends on the directories of the modules its files import. The composition knows every feature by design and nothing imports it (api-composition-on-top, app-composition-on-top), so it never closes a cycle.',
      severity: 'error',
      scope: 'folder',
      from: { path: `(${API}|${APP})` },
      to: { circular: true },
    },
    {
      name: 'contract-imports-nothing',
      comment:
        '@pawpal/contract is the floor under every package and has no runtime dependencies: its source imports only its own modules (no package, no Node module, nothing of api, app or ui).',
      severity: 'error',
      from: { path: '^packages/contract/src/' },
      to: { pathNot: '^packages/contract/src/' },
    },
    {
      name: 'ui-knows-no-product',
      comment:
        '@pawpal/ui is the published design system: it holds no product content, so it imports neither the app, the api nor the contract (brand, links and labels come in as props).',
      severity: 'error',
      from: { path: '^packages/ui/src/' },
      to: { path: '^(packages/(app|api|contract)/|node_modules/@pawpal/(app|api|contract)/)' },
    },
    {
      name: 'app-and-api-apart',
      comment:
        'The app and the API share only @pawpal/contract (and the app uses @pawpal/ui): neither imports the other. The API serves the built app and runs its server bundle from dist/ at run time, not through an import.',
      severity: 'error',
      from: { path: '^packages/(app|api)/src/' },
      to: { path: '^(packages/(app|api)/|node_modules/@pawpal/(app|api)/)', pathNot: '^packages/$1/' },
    },
    {
      name: 'api-platform-imports-no-feature',
      comment:
        'The platform floor (src/platform/<name>/) is what every feature may use, so it imports no feature and not the composition: only other platform folders and packages. What it needs from a feature is bound by the composition (e.g. SessionModule.forRoot), or registered by the feature (SchedulerService.register, HealthModule drain steps).',
      severity: 'error',
      from: { path: `${API}platform/` },
      to: { path: API, pathNot: `${API}platform/` },
    },
    {
      name: 'api-composition-on-top',
      comment:
        'The composition (main.ts, app.ts, app.module.ts, app-config.ts, database/, seed/) may know every feature; no feature and no platform folder imports it.',
      severity: 'error',
      from: { path: API, pathNot: API_COMPOSITION },
      to: { path: API_COMPOSITION },
    },
    {
      name: 'app-foundation-imports-no-area',
      comment:
        "The app's foundation (data/, screen/, site/, live/, notifications/, errors/) is what every screen area uses: it imports no area and not the composition, only other foundation folders, @pawpal/contract and @pawpal/ui.",
      severity: 'error',
      from: { path: APP_FOUNDATION },
      to: { path: APP, pathNot: APP_FOUNDATION },
    },
    {
      name: 'app-composition-on-top',
      comment:
        "The app's composition (main.tsx, entry-server.tsx, shell/, routes/, ssr/) puts the areas together; no area and no foundation folder imports it.",
      severity: 'error',
      from: { path: APP, pathNot: APP_COMPOSITION },
      to: { path: APP_COMPOSITION },
    },
    {
      name: 'app-shell-above-routes',
      comment: 'The shell renders the route table; the route table (paths, access, lazy pages) does not know the shell.',
      severity: 'error',
      from: { path: `${APP}routes/` },
      to: { path: `${APP}shell/` },
    },
  ],
  options: {
    // Source only: tests, stories, declarations and build output are not part of the shape.
    exclude: {
      path: '([.](test|spec|e2e-spec|stories)[.]tsx?$|[.]d[.]ts$|/dist/|/e2e/|/visual/|/test/)',
    },
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
    skipAnalysisNotInRules: true,
  },
};
