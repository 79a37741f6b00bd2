import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FILTERS,
  emptyResultsAdvice,
  filtersToParams,
  parseFilters,
  searchApiUrl,
  withFilter,
  type SearchFilters,
} from './search-filters';

function roundTrip(filters: SearchFilters): SearchFilters {
  return parseFilters(new URLSearchParams(filtersToParams(filters).toString()));
}

describe('search filters in the URL', () => {
  it('round-trips every filter through the URL unchanged', () => {
    const filters: SearchFilters = {
      suburb: 'Surry Hills',
      state: 'NSW',
      postcode: '2010',
      radiusKm: 25,
      service: 'boarding',
      from: '2026-03-10',
      to: '2026-03-14',
      petType: 'dog',
      dogSize: 'large',
      minPriceDollars: 30,
      maxPriceDollars: 80,
      minRating: 4.5,
      verified: 'police_checked',
      sort: 'price',
      page: 3,
    };
    expect(roundTrip(filters)).toEqual(filters);
  });

  it('reads a picked suburb’s label as that suburb (the filters’ GET form submits it as shown)', () => {
    expect(parseFilters(new URLSearchParams('location=Surry+Hills+NSW+2010'))).toMatchObject({
      suburb: 'Surry Hills',
      state: 'NSW',
      postcode: '2010',
    });
    expect(parseFilters(new URLSearchParams('location=2042')).postcode).toBe('2042');
    expect(parseFilters(new URLSearchParams('location=Newtown')).suburb).toBe('Newtown');
  });

  it('keeps the verified filter in the URL and sends it to the API; an unknown badge is dropped', () => {
    const filters = { ...DEFAULT_FILTERS, suburb: 'Fitzroy', verified: 'id_verified' as const };
    expect(filtersToParams(filters).toString()).toBe('suburb=Fitzroy&verified=id_verified');
    expect(searchApiUrl(filters)).toContain('&verified=id_verified&');
    expect(searchApiUrl({ ...DEFAULT_FILTERS, suburb: 'Fitzroy' })).not.toContain('verified');
    expect(parseFilters(new URLSearchParams('verified=police_checked')).verified).toBe('police_checked');
    expect(parseFilters(new URLSearchParams('verified=trusted')).verified).toBeUndefined();
    expect(emptyResultsAdvice(filters)).toContain('any verification');
  });

  it('leaves defaults out of the URL so a plain search stays short', () => {
    const params = filtersToParams({ ...DEFAULT_FILTERS, suburb: 'Fitzroy' });
    expect(params.toString()).toBe('suburb=Fitzroy');
    expect(roundTrip({ ...DEFAULT_FILTERS })).toEqual(DEFAULT_FILTERS);
  });

  it('drops values the API would refuse instead of sending them', () => {
    const filters = parseFilters(
      new URLSearchParams(
        'postcode=20x0&radius=500&service=grooming&from=2026-02-30&pet=dragon&size=large&minPrice=-5&rating=9&verified=yes&sort=cheapest&page=0',
      ),
    );
    expect(filters).toEqual(DEFAULT_FILTERS);
  });

  it('keeps an end date only after a valid start, and a dog size only for dogs', () => {
    expect(parseFilters(new URLSearchParams('from=2026-03-10&to=2026-03-01'))).toEqual({ ...DEFAULT_FILTERS, from: '2026-03-10' });
    expect(parseFilters(new URLSearchParams('to=2026-03-10')).to).toBeUndefined();
    expect(parseFilters(new URLSearchParams('pet=cat&size=small')).dogSize).toBeUndefined();
  });

  it('reads the home page’s free-text location as a postcode or a suburb', () => {
    expect(parseFilters(new URLSearchParams('location=3065'))).toEqual({ ...DEFAULT_FILTERS, postcode: '3065' });
    expect(parseFilters(new URLSearchParams('location=Fitzroy'))).toEqual({ ...DEFAULT_FILTERS, suburb: 'Fitzroy' });
  });

  it('starts again at page 1 when any other filter changes', () => {
    const onPage3 = { ...DEFAULT_FILTERS, suburb: 'Fitzroy', page: 3 };
    expect(withFilter(onPage3, { radiusKm: 50 }).page).toBe(1);
    expect(withFilter(onPage3, { page: 4 }).page).toBe(4);
  });
});

describe('the search API call', () => {
  it('asks nothing without a location', () => {
    expect(searchApiUrl(DEFAULT_FILTERS)).toBeNull();
  });

  it('sends prices in cents and dates only as a complete range', () => {
    const url = searchApiUrl({ ...DEFAULT_FILTERS, postcode: '2010', minPriceDollars: 30.5, maxPriceDollars: 80, from: '2026-03-10' });
    const query = new URL(url!, 'http://x').searchParams;
    expect(query.get('postcode')).toBe('2010');
    expect(query.get('minPrice')).toBe('3050');
    expect(query.get('maxPrice')).toBe('8000');
    expect(query.get('radiusKm')).toBe('10');
    expect(query.has('from')).toBe(false);
  });
});

describe('advice when nothing matched', () => {
  it('names the radius and suggests what to change', () => {
    expect(emptyResultsAdvice({ ...DEFAULT_FILTERS, suburb: 'Fitzroy', from: '2026-03-10', to: '2026-03-12' })).toBe(
      'No sitters within 10 km are free on those dates — try a larger radius or different dates.',
    );
  });
});
