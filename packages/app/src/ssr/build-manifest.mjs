// @ts-check
/*
 * Reading Vite's client build manifest (dist/.vite/manifest.json): which JavaScript a module
 * loads before it runs. Plain JavaScript so both the server render (render.tsx: the page's
 * <link rel="modulepreload"> tags) and scripts/bundle-budget.mjs (a route's bytes) use this one
 * copy; the script runs on Node without a TypeScript step (the app's tsconfig checks this file:
 * allowJs, checkJs).
 */

/**
 * One manifest entry, keyed by its source path (e.g. "src/search/sitter-profile/SitterProfilePage.tsx",
 * "index.html" for the entry). Only the fields read here.
 * @typedef {object} BuildChunk
 * @property {string} file The built file, relative to dist/ ("assets/SitterProfilePage-x1y2.js").
 * @property {string[]} [imports] Manifest keys of the chunks it imports statically.
 * @property {boolean} [isEntry]
 * @property {boolean} [isDynamicEntry]
 */

/** @typedef {Readonly<Record<string, BuildChunk>>} BuildManifest */

/**
 * Every JS file `key` loads before it runs: itself and its static imports, transitively, each
 * once, in a stable order (depth first, in the manifest's import order), added to `files`.
 * @param {BuildManifest} manifest
 * @param {string} key
 * @param {Set<string>} [files]
 * @returns {Set<string>}
 */
export function staticClosure(manifest, key, files = new Set()) {
  const visited = new Set();
  const visit = (/** @type {string} */ current) => {
    if (visited.has(current)) return;
    visited.add(current);
    const chunk = manifest[current];
    if (!chunk) throw new Error(`${current} is not in the build manifest`);
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return files;
}

/**
 * The manifest key of the entry (index.html), whose closure index.html preloads itself.
 * @param {BuildManifest} manifest
 * @returns {string | undefined}
 */
export function entryKey(manifest) {
  return Object.keys(manifest).find((key) => manifest[key]?.isEntry);
}
