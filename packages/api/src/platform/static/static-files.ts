import { stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * Resolves a URL path to a file inside `root`, or undefined: no traversal outside root, no dotfiles,
 * files only (a directory is not served).
 */
export async function findStaticFile(root: string, urlPath: string): Promise<string | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return undefined;
  const segments = decoded.split('/').filter((segment) => segment !== '');
  if (segments.some((segment) => segment.startsWith('.'))) return undefined;
  const relative = segments.join('/');
  if (relative === '') return undefined;
  const absolute = path.resolve(root, relative);
  if (path.relative(root, absolute).startsWith('..')) return undefined;
  try {
    return (await stat(absolute)).isFile() ? relative : undefined;
  } catch {
    return undefined;
  }
}

/** Vite puts content-hashed files under /assets: they never change, so browsers keep them a year. */
export const HASHED_ASSETS_DIR = 'assets/';

/** True for a request path under the content-hashed assets (`/assets/…`, query ignored). */
export function isHashedAssetPath(requestPath: string): boolean {
  return requestPath.startsWith(`/${HASHED_ASSETS_DIR}`);
}

export function cacheControlFor(relativePath: string): string {
  return relativePath.startsWith(HASHED_ASSETS_DIR) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * Whether a GET that matched no file should get the app's page: a browser asking for HTML, or a
 * client that takes any type (an Accept of star/star, or none — link-preview crawlers such as
 * WhatsApp's and Facebook's, curl) at a path that names no file. A missing file (`/x.js`, anything
 * under /assets) or an explicit non-HTML request stays a JSON 404.
 */
export function wantsPage(pathname: string, accept: string | undefined): boolean {
  if (isHashedAssetPath(pathname)) return false;
  if (accept?.includes('text/html')) return true;
  if (/\.[a-z0-9]+$/i.test(pathname)) return false;
  return accept === undefined || accept.trim() === '' || accept.includes('*/*');
}
