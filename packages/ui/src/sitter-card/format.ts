import { formatNumberEnAu } from '../lib/en-au-format';

/**
 * A distance for search results: 2.34 → "2.3 km", 12 → "12 km". The characters of
 * `Intl.NumberFormat('en-AU', { style: 'unit', unit: 'kilometer', maximumFractionDigits: 1 })`.
 */
export function formatDistanceKm(km: number): string {
  return `${formatNumberEnAu(Math.max(0, km), { maximumFractionDigits: 1 })} km`;
}

/** Initials from a display name: "Olivia Nguyen" → "ON", "Sam" → "S", "Mary Jane Lee" → "ML". */
export function initialsFromName(name: string): { firstName: string; lastName: string } {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return { firstName: words[0] ?? '', lastName: words.length > 1 ? (words[words.length - 1] ?? '') : '' };
}
