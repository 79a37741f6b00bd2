import { escapeHtml } from './head';
import { type BuildManifest, entryKey, staticClosure } from './build-manifest.mjs';

/*
 * A server-rendered page names its JavaScript up front. Its page component is a lazy chunk
 * (routes/pages.ts): without these tags the browser would learn of the page's chunks only once
 * the entry had run and hydration reached the page, and Vite's preload helper would then add a
 * <link rel="modulepreload"> per chunk inside the hydration task.
 */

/**
 * The manifest key of the lazy page exported as `name` from routes/pages.ts. Every page module
 * is named after its export (src/.../SitterProfilePage.tsx exports SitterProfilePage; a test in
 * routes/pages.test.ts keeps it so), and Vite makes each one a dynamic entry.
 */
export function pageModuleKey(manifest: BuildManifest, name: string): string | undefined {
  return Object.keys(manifest).find((key) => manifest[key]?.isDynamicEntry === true && key.endsWith(`/${name}.tsx`));
}

/**
 * <link rel="modulepreload"> tags for every chunk the rendered pages load statically, the pages'
 * own first, each once, minus those index.html already preloads (the entry's). Empty without a
 * manifest (a build without one, or a page the manifest does not know).
 */
export function modulePreloadTags(manifest: BuildManifest | undefined, pages: Iterable<string>): string {
  if (!manifest) return '';
  const entry = entryKey(manifest);
  const preloaded = entry === undefined ? new Set<string>() : staticClosure(manifest, entry);
  const files = new Set<string>();
  for (const name of [...pages].sort()) {
    const key = pageModuleKey(manifest, name);
    if (key !== undefined) staticClosure(manifest, key, files);
  }
  return [...files]
    .filter((file) => !preloaded.has(file))
    .map((file) => `<link rel="modulepreload" crossorigin href="${escapeHtml(`${import.meta.env.BASE_URL}${file}`)}" />`)
    .join('\n    ');
}
