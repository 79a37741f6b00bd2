import { INDEXED_PAGES, PUBLIC_ROUTES, ROUTES, paths } from '@pawpal/contract';

/*
 * What search engines are told: /sitemap.xml lists the indexed public pages and every
 * listed sitter's page; /robots.txt keeps them out of the API and the private areas and names the
 * sitemap. The public pages are the contract's INDEXED_PAGES, the private areas every other route.
 */

/** A sitemap holds at most 50,000 URLs (sitemaps.org); Pawpal's pages and sitters fit in one. */
export const SITEMAP_MAX_URLS = 50_000;
/** The most sitters one sitemap lists: the limit less the public pages. */
export const SITEMAP_MAX_SITTERS = SITEMAP_MAX_URLS - INDEXED_PAGES.length;

export interface SitemapSitter {
  id: string;
  /** When the profile was last reviewed and listed (lastmod). */
  updatedAt: Date;
}

/** Text safe in XML (and SVG) character data and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

function url(origin: string, path: string, lastmod?: Date): string {
  const loc = `<loc>${escapeXml(new URL(path, origin).toString())}</loc>`;
  return `  <url>${loc}${lastmod ? `<lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>` : ''}</url>`;
}

export function renderSitemap(origin: string, sitters: readonly SitemapSitter[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...INDEXED_PAGES.map((page) => url(origin, page)),
    ...sitters.map((sitter) => url(origin, paths.sitter(sitter.id), sitter.updatedAt)),
    '</urlset>',
    '',
  ].join('\n');
}

/** The static start of a route pattern: "/chat/:channelId?" -> "/chat". */
function prefixOf(pattern: string): string {
  const index = pattern.indexOf('/:');
  return index === -1 ? pattern : pattern.slice(0, index);
}

/** The signed-in areas (every route that is neither public nor "/") and the booking screens. */
export function privatePrefixes(): string[] {
  const open = new Set<string>([ROUTES.root, ...PUBLIC_ROUTES.filter((route) => route !== ROUTES.booking)]);
  const prefixes = Object.values(ROUTES)
    .filter((route) => !open.has(route))
    .map(prefixOf);
  return [...new Set(prefixes)].sort();
}

export function renderRobots(origin: string): string {
  return [
    'User-agent: *',
    'Disallow: /api/',
    ...privatePrefixes().map((prefix) => `Disallow: ${prefix}`),
    // The sitters' share cards: link previews and image search may fetch them.
    'Allow: /api/og/',
    '',
    `Sitemap: ${new URL('/sitemap.xml', origin).toString()}`,
    '',
  ].join('\n');
}
