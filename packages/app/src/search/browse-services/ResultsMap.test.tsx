import { render } from '@testing-library/react';
import L from 'leaflet';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import ResultsMap from './ResultsMap';

const CENTRE = { latitude: -33.8861, longitude: 151.2111 };

function renderMap() {
  return render(
    <MemoryRouter>
      <SWRConfig value={{ provider: () => new Map(), fetcher: () => Promise.resolve({ tileUrl: null }) }}>
        <ResultsMap pins={[]} centre={CENTRE} />
      </SWRConfig>
    </MemoryRouter>,
  );
}

function preferReducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query === '(prefers-reduced-motion: reduce)',
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

describe('ResultsMap and reduced motion', () => {
  afterEach(() => vi.restoreAllMocks());

  it('with prefers-reduced-motion: reduce, zooms and stops without animating (no zoom or marker animation, no inertia)', () => {
    preferReducedMotion(true);
    const map = vi.spyOn(L, 'map');
    renderMap();
    expect(map).toHaveBeenCalledWith(
      expect.any(HTMLElement),
      expect.objectContaining({ zoomAnimation: false, markerZoomAnimation: false, inertia: false }),
    );
  });

  it('animates otherwise', () => {
    preferReducedMotion(false);
    const map = vi.spyOn(L, 'map');
    renderMap();
    expect(map).toHaveBeenCalledWith(
      expect.any(HTMLElement),
      expect.objectContaining({ zoomAnimation: true, markerZoomAnimation: true, inertia: true }),
    );
  });
});
