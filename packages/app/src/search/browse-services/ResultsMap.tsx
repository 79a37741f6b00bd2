import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import './results-map.css';
import { type MapTilesResponse } from '@pawpal/contract';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import { spreadPoints, type MapPoint } from './map-tiles';

export interface MapPin extends MapPoint {
  id: string;
  /** What the pin says: the price, e.g. "$45". */
  text: string;
  /** Its accessible name, e.g. "Sam T., from $45 / night". */
  label: string;
  href: string;
}

/** A pin is a target of at least 24 × 24 CSS px (WCAG 2.5.8): min-h-6 and min-w-6, the price centred in it. */
const PIN_CLASSES =
  'flex min-h-6 min-w-6 items-center justify-center whitespace-nowrap rounded-full border border-background bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

/**
 * The search results on a map (Leaflet, loaded on demand). Each pin is a link to the sitter's
 * profile at their suburb's centre (spread apart when several share one); the tiles come from
 * where the server says (GET /api/search/map-tiles: MAP_TILE_URL) and are optional: without them,
 * or until the answer comes, the pins still render.
 */
export default function ResultsMap({ pins, centre, className }: { pins: MapPin[]; centre: MapPoint | null; className?: string }) {
  const element = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const key = JSON.stringify([pins, centre]);
  const [map, setMap] = useState<L.Map | null>(null);
  const { data: tiles } = useSWR<MapTilesResponse>('/api/search/map-tiles', {
    revalidateIfStale: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  });
  const tileUrl = tiles?.tileUrl ?? null;

  useEffect(() => {
    if (!map || !tileUrl) return;
    const layer = L.tileLayer(tileUrl, {
      maxZoom: 19,
      attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
    }).addTo(map);
    return () => {
      layer.remove();
    };
  }, [map, tileUrl]);

  useEffect(() => {
    const container = element.current;
    if (!container) return;
    // With reduced motion the map jumps to a new zoom instead of animating it, and stops where a
    // drag lets go instead of gliding on (docs/accessibility.md).
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    const map = L.map(container, {
      scrollWheelZoom: false,
      zoomSnap: 0.5,
      zoomAnimation: !still,
      markerZoomAnimation: !still,
      inertia: !still,
    });
    setMap(map);
    const spread = spreadPoints(pins);
    for (const pin of spread) {
      const link = document.createElement('a');
      link.href = pin.href;
      link.textContent = pin.text;
      link.setAttribute('aria-label', pin.label);
      link.className = PIN_CLASSES;
      link.addEventListener('click', (event) => {
        event.preventDefault();
        navigate(pin.href);
      });
      L.marker([pin.latitude, pin.longitude], {
        icon: L.divIcon({ html: link, className: 'pawpal-map-pin', iconSize: undefined }),
        keyboard: false,
        title: '',
      }).addTo(map);
    }
    const points = spread.map((pin) => L.latLng(pin.latitude, pin.longitude));
    if (points.length > 0) map.fitBounds(L.latLngBounds(points), { padding: [32, 32], maxZoom: 14 });
    else if (centre) map.setView([centre.latitude, centre.longitude], 13);
    return () => {
      setMap(null);
      map.remove();
    };
    // `key` stands for pins and centre (new arrays on every render).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, navigate]);

  return <div ref={element} role="region" aria-label="Map of these sitters" data-testid="results-map" className={className} />;
}
