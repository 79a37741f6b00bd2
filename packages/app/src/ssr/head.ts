import { ROUTES, SERVICE_LABELS, paths, searchTotalText, type PublicSitterProfile, type SearchResponse } from '@pawpal/contract';
import { sitterDisplayName } from '../data/sitters';
import { APP_NAME } from '../screen/useDocumentTitle';

/*
 * What a search engine and a link preview read in a server-rendered page's <head>: a specific
 * title and description, the canonical URL, Open Graph and Twitter card tags, and schema.org
 * structured data (JSON-LD; a data block, not a script, so the CSP's script-src does not apply).
 */

export interface PageHead {
  title: string;
  description: string;
  /** The canonical path (with its query for a search), made absolute with the origin. */
  canonicalPath: string;
  /** Absolute or root-relative image URL for the share card. */
  image: string;
  imageAlt: string;
  /** og:type */
  type: 'website' | 'profile';
  /** schema.org objects, one <script type="application/ld+json"> each. */
  structuredData: object[];
  /** Keep the page out of search results (a sitter who is not listed). */
  noindex?: boolean;
}

/** The share card of a page without its own picture (public/, a static file). */
export const DEFAULT_SHARE_IMAGE = '/og-card.png';

/** The generated share card of a sitter without a photo (the API draws it). */
export function sitterCardImage(sitterId: string): string {
  return `/api/og/sitters/${encodeURIComponent(sitterId)}.png`;
}

const STATIC_PAGES: Record<string, { title: string; description: string }> = {
  [ROUTES.root]: {
    title: 'Trusted pet sitters in your neighbourhood',
    description:
      'Pawpal connects Australian pet owners with local pet sitters whose photo ID we have checked. Find a sitter nearby, book and pay in one place, and get photo updates.',
  },
  [ROUTES.browseServices]: {
    title: 'Find a pet sitter',
    description:
      'Browse pet sitters near you whose photo ID Pawpal has checked, and compare boarding, house sitting, drop-in visits, day care and dog walking.',
  },
  [ROUTES.becomeASitter]: {
    title: 'Become a Pawpal sitter',
    description:
      'Care for pets in your neighbourhood and earn on your own schedule. What sitting involves, what you need and how Pawpal reviews new sitters.',
  },
  [ROUTES.referralProgram]: {
    title: 'Referral program',
    description: 'Know someone who needs a sitter, or who’d make a great one? Invite them to Pawpal.',
  },
  [ROUTES.helpCentre]: {
    title: 'Help centre',
    description: 'Answers to common questions about finding, booking and paying pet sitters on Pawpal.',
  },
  [ROUTES.safety]: { title: 'Safety', description: 'Simple habits that keep pets, owners and sitters safe on Pawpal.' },
  [ROUTES.termsOfService]: {
    title: 'Terms of service',
    description: 'The terms that apply when you use Pawpal as a pet owner or a pet sitter.',
  },
  [ROUTES.privacyPolicy]: {
    title: 'Privacy policy',
    description: 'What Pawpal collects, how it is used, who sees it and how to ask for access or correction.',
  },
  [ROUTES.reliability]: {
    title: 'How reliability is counted',
    description: 'The formulas and thresholds behind every reliability record and the Reliable sitter tier on Pawpal.',
  },
};

function dollars(cents: number): string {
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}

function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

function sitterHead(sitter: PublicSitterProfile): PageHead {
  const name = sitterDisplayName(sitter);
  const area = `${sitter.suburb} ${sitter.state}`;
  const services = sitter.services.map((service) => SERVICE_LABELS[service.type].toLowerCase());
  const prices = sitter.services.map((service) => service.priceCents);
  const rating =
    sitter.rating.average !== null && sitter.rating.count > 0
      ? `Rated ${sitter.rating.average.toFixed(1)} from ${sitter.rating.count} review${sitter.rating.count === 1 ? '' : 's'}. `
      : '';
  const photo = sitter.avatarUrl ?? sitter.photoUrls[0] ?? null;
  const url = paths.sitter(sitter.id);
  const structured: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: `${name}, pet sitter in ${area}`,
    serviceType: sitter.services.map((service) => SERVICE_LABELS[service.type]),
    description: clip(sitter.headline, 300),
    url,
    areaServed: {
      '@type': 'Place',
      name: `${sitter.suburb} ${sitter.state} ${sitter.postcode}`,
      address: {
        '@type': 'PostalAddress',
        addressLocality: sitter.suburb,
        addressRegion: sitter.state,
        postalCode: sitter.postcode,
        addressCountry: 'AU',
      },
    },
    provider: { '@type': 'Person', name, ...(photo ? { image: photo } : {}) },
  };
  if (prices.length > 0) {
    structured.offers = {
      '@type': 'AggregateOffer',
      priceCurrency: 'AUD',
      lowPrice: dollars(Math.min(...prices)),
      highPrice: dollars(Math.max(...prices)),
      offerCount: prices.length,
    };
  }
  if (sitter.rating.average !== null && sitter.rating.count > 0) {
    structured.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: sitter.rating.average.toFixed(1),
      reviewCount: sitter.rating.count,
      bestRating: 5,
      worstRating: 1,
    };
  }
  return {
    title: `${name}, pet sitter in ${area}`,
    description: clip(
      `${sitter.headline}. ${rating}${services.length > 0 ? `Offers ${services.join(', ')}` : 'Pet sitter'} in ${area}${prices.length > 0 ? ` from $${dollars(Math.min(...prices))}` : ''}.`,
      200,
    ),
    canonicalPath: url,
    image: photo ?? sitterCardImage(sitter.id),
    imageAlt: photo ? `${name}, pet sitter in ${area}` : `${name}’s Pawpal card: ${clip(sitter.headline, 80)}`,
    type: 'profile',
    structuredData: [structured],
  };
}

function searchHead(search: SearchResponse | undefined): PageHead {
  const base = STATIC_PAGES[ROUTES.browseServices]!;
  const place = search?.location ?? null;
  if (!place) {
    return {
      ...base,
      canonicalPath: paths.browseServices(),
      image: DEFAULT_SHARE_IMAGE,
      imageAlt: APP_NAME,
      type: 'website',
      structuredData: [],
    };
  }
  const where = `${place.name} ${place.state}`;
  // One canonical page per suburb: the other filters narrow the same list.
  const canonical = paths.browseServices(
    new URLSearchParams({ suburb: place.name, state: place.state, postcode: place.postcode }).toString(),
  );
  const count = search?.total ?? 0;
  return {
    title: `Pet sitters in ${where}`,
    description: `${search && count > 0 ? `${searchTotalText(search)} pet sitter${count === 1 && !search.totalIsCapped ? '' : 's'}` : 'Pet sitters'} near ${where} ${place.postcode} whose photo ID Pawpal has checked: boarding, house sitting, drop-in visits, day care and dog walking.`,
    canonicalPath: canonical,
    image: DEFAULT_SHARE_IMAGE,
    imageAlt: APP_NAME,
    type: 'website',
    structuredData: [
      {
        '@context': 'https://schema.org',
        '@type': 'ItemList',
        name: `Pet sitters in ${where}`,
        itemListElement: (search?.results ?? []).map((result, index) => ({
          '@type': 'ListItem',
          position: index + 1,
          url: paths.sitter(result.id),
          name: sitterDisplayName(result),
        })),
      },
    ],
  };
}

/** The head of the page at `url`, from the API answers it was rendered with. */
export function pageHead(
  url: URL,
  data: Readonly<Record<string, unknown>>,
  sitterKey: string | undefined,
  searchKey: string | undefined,
): PageHead {
  if (sitterKey !== undefined) {
    const sitter = data[sitterKey] as PublicSitterProfile | undefined;
    if (sitter) return sitterHead(sitter);
    return {
      title: 'This sitter isn’t available',
      description: 'The profile may have been removed. Find another sitter near you.',
      canonicalPath: url.pathname,
      image: DEFAULT_SHARE_IMAGE,
      imageAlt: APP_NAME,
      type: 'website',
      structuredData: [],
      noindex: true,
    };
  }
  if (url.pathname === ROUTES.browseServices) return searchHead(searchKey ? (data[searchKey] as SearchResponse | undefined) : undefined);
  const page = STATIC_PAGES[url.pathname] ?? STATIC_PAGES[ROUTES.root]!;
  const structuredData =
    url.pathname === ROUTES.root ? [{ '@context': 'https://schema.org', '@type': 'WebSite', name: APP_NAME, url: '/' }] : [];
  return { ...page, canonicalPath: url.pathname, image: DEFAULT_SHARE_IMAGE, imageAlt: APP_NAME, type: 'website', structuredData };
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** JSON safe inside a <script> data block: no "</script>", no "<!--", no line separators. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function absolute(origin: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, origin).toString();
}

/** The <head> tags of `head`, URLs made absolute against `origin`. */
export function renderHead(head: PageHead, origin: string): string {
  const title = `${head.title} | ${APP_NAME}`;
  const canonical = absolute(origin, head.canonicalPath);
  const image = absolute(origin, head.image);
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
  const withUrls = (value: object): object =>
    JSON.parse(JSON.stringify(value), (key, item: unknown) =>
      (key === 'url' || key === 'image') && typeof item === 'string' ? absolute(origin, item) : item,
    ) as object;
  return [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', head.description),
    ...(head.noindex ? [meta('name', 'robots', 'noindex')] : []),
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    meta('property', 'og:site_name', APP_NAME),
    meta('property', 'og:type', head.type),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', canonical),
    meta('property', 'og:image', image),
    meta('property', 'og:image:alt', head.imageAlt),
    meta('property', 'og:locale', 'en_AU'),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', image),
    meta('name', 'twitter:image:alt', head.imageAlt),
    ...head.structuredData.map((item) => `<script type="application/ld+json">${scriptJson(withUrls(item))}</script>`),
  ].join('\n    ');
}
