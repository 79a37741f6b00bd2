import { type PublicSitterProfile, type SearchResponse } from '@pawpal/contract';
import { describe, expect, it } from 'vitest';
import { renderPage, type ApiAnswer } from './render';

const ORIGIN = 'https://pawpal.example';

const sitter: PublicSitterProfile = {
  id: 'f3b1c2d4-0000-4000-8000-000000000001',
  firstName: 'Marigold',
  lastInitial: 'K',
  avatarUrl: null,
  headline: 'Calm dog lover near the park',
  about: 'A big backyard and a lot of patience.',
  experienceYears: 6,
  suburb: 'Newtown',
  postcode: '2042',
  state: 'NSW',
  timeZone: 'Australia/Sydney',
  petsAccepted: { dogSizes: ['small', 'medium'], cats: true, smallAnimals: false, birds: false },
  maxPets: 2,
  services: [
    { type: 'boarding', priceCents: 5500, unit: 'night' },
    { type: 'dog_walking', priceCents: 2500, unit: 'walk' },
  ],
  cancellationPolicy: 'moderate',
  photoUrls: [],
  rating: { average: 4.75, count: 12 },
  responseRate: 0.9,
  repeatClientCount: 2,
  memberSince: '2025-01-01T00:00:00.000Z',
  badges: [],
  requiresMeetAndGreet: false,
  availabilityConfirmedAt: null,
  reliable: false,
};

const search: SearchResponse = {
  results: [
    {
      id: sitter.id,
      firstName: 'Marigold',
      lastInitial: 'K',
      avatarUrl: null,
      photoUrl: null,
      suburb: 'Newtown',
      state: 'NSW',
      distanceKm: 0.4,
      headline: 'Calm dog lover near the park',
      priceFromCents: 2500,
      priceUnit: 'walk',
      rating: 4.75,
      reviewCount: 12,
      badges: [],
      reliable: false,
      approximateLocation: { latitude: -33.89, longitude: 151.22 },
      availabilityConfirmedAt: null,
    },
  ],
  total: 1,
  totalIsCapped: false,
  page: 1,
  pageSize: 20,
  location: { name: 'Newtown', postcode: '2042', state: 'NSW', latitude: -33.89, longitude: 151.18 },
};

/** The API as the server's in-process fetch sees it: a listed sitter, a search, 404 otherwise. */
async function fetchApi(url: string): Promise<ApiAnswer> {
  if (url === `/api/sitters/${sitter.id}`) return { status: 200, body: sitter };
  if (url.startsWith('/api/search/sitters?')) return { status: 200, body: search };
  return { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'Sitter not found' } };
}

// Hydration (the browser's renderer on this HTML, without a warning) is tested in a real browser
// against the built server: e2e/first-visit.spec.ts. React's server and client renderers cannot
// share one process's context objects, so jsdom is no place for it.
describe('server rendering of the public pages', () => {
  it("puts a sitter's name, headline, title, share tags and structured data in the first HTML", async () => {
    const page = await renderPage({ url: `/sitter/${sitter.id}`, origin: ORIGIN, fetchApi });
    expect(page?.status).toBe(200);
    expect(page?.html).toContain('Marigold K.');
    expect(page?.html).toContain('Calm dog lover near the park');
    expect(page?.head).toContain('<title>Marigold K., pet sitter in Newtown NSW | Pawpal</title>');
    expect(page?.head).toContain(`<link rel="canonical" href="${ORIGIN}/sitter/${sitter.id}" />`);
    expect(page?.head).toContain('<meta property="og:title" content="Marigold K., pet sitter in Newtown NSW" />');
    expect(page?.head).toContain('<meta property="og:type" content="profile" />');
    expect(page?.head).toContain(`<meta property="og:image" content="${ORIGIN}/api/og/sitters/${sitter.id}.png" />`);
    expect(page?.head).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(page?.head).toMatch(
      /<meta name="description" content="Calm dog lover near the park\. Rated 4\.8 from 12 reviews\. Offers boarding, dog walking in Newtown NSW from \$25\." \/>/,
    );
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(page?.head ?? '')?.[1];
    expect(JSON.parse(jsonLd ?? 'null')).toMatchObject({
      '@type': 'Service',
      serviceType: ['Boarding', 'Dog walking'],
      areaServed: { name: 'Newtown NSW 2042' },
      offers: { '@type': 'AggregateOffer', priceCurrency: 'AUD', lowPrice: '25', highPrice: '55' },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: '4.8', reviewCount: 12 },
      url: `${ORIGIN}/sitter/${sitter.id}`,
    });
  });

  it('answers 404 with a noindex page for a sitter who is not listed', async () => {
    const page = await renderPage({ url: '/sitter/f3b1c2d4-0000-4000-8000-00000000dead', origin: ORIGIN, fetchApi });
    expect(page?.status).toBe(404);
    // The client says why once it has asked (the answer holds no error for SWR's fallback).
    expect(page?.head).toContain('<title>This sitter isn’t available | Pawpal</title>');
    expect(page?.head).toContain('<meta name="robots" content="noindex" />');
  });

  it('renders a suburb search with its results, a title naming the suburb and one canonical URL per suburb', async () => {
    const page = await renderPage({
      url: '/browse-services?suburb=Newtown&state=NSW&postcode=2042&service=boarding',
      origin: ORIGIN,
      fetchApi,
    });
    expect(page?.html).toContain('Calm dog lover near the park');
    expect(page?.head).toContain('<title>Pet sitters in Newtown NSW | Pawpal</title>');
    expect(page?.head).toContain(
      `<link rel="canonical" href="${ORIGIN}/browse-services?suburb=Newtown&amp;state=NSW&amp;postcode=2042" />`,
    );
  });

  it('says "1,000+" in a suburb search\'s description when the count stopped at the cap', async () => {
    const one = await renderPage({ url: '/browse-services?suburb=Newtown&state=NSW&postcode=2042', origin: ORIGIN, fetchApi });
    expect(one?.head).toContain('content="1 pet sitter near Newtown NSW 2042');
    const capped = await renderPage({
      url: '/browse-services?suburb=Newtown&state=NSW&postcode=2042',
      origin: ORIGIN,
      fetchApi: async () => ({ status: 200, body: { ...search, total: 1000, totalIsCapped: true } }),
    });
    expect(capped?.head).toContain('content="1,000+ pet sitters near Newtown NSW 2042');
  });

  it('renders the landing page and the content pages with their own title; not the private pages', async () => {
    const landing = await renderPage({ url: '/', origin: ORIGIN, fetchApi });
    expect(landing?.html).toContain('Trusted pet sitters in your neighbourhood');
    const help = await renderPage({ url: '/help-centre', origin: ORIGIN, fetchApi });
    expect(help?.head).toContain('<title>Help centre | Pawpal</title>');
    expect(help?.html).toContain('<h1');
    await expect(renderPage({ url: '/bookings', origin: ORIGIN, fetchApi })).resolves.toBeNull();
  });

  it('writes no inline script the CSP would refuse: only JSON data blocks', async () => {
    for (const url of [`/sitter/${sitter.id}`, '/', '/browse-services?suburb=Newtown&state=NSW&postcode=2042', '/become-a-sitter']) {
      const page = await renderPage({ url, origin: ORIGIN, fetchApi });
      const scripts = `${page?.head ?? ''}${page?.html ?? ''}${page?.dataScript ?? ''}`.match(/<script[^>]*>/g) ?? [];
      expect(scripts.length, url).toBeGreaterThan(0);
      for (const tag of scripts) expect(tag, url).toMatch(/^<script type="application\/(ld\+)?json"/);
      expect(page?.html, url).not.toContain('<template');
    }
  });

  it('keeps "</script>" in data from ending the data block', async () => {
    const page = await renderPage({
      url: `/sitter/${sitter.id}`,
      origin: ORIGIN,
      fetchApi: async () => ({ status: 200, body: { ...sitter, headline: '</script><script>alert(1)</script>' } }),
    });
    expect(page?.dataScript).not.toContain('</script><script>');
    expect(page?.head).not.toContain('</script><script>alert');
  });
});
