import { formatNumberEnAu } from '../lib/en-au-format';

/** Ratings are out of five stars. */
export const RATING_MAX = 5;

export type StarFill = 'full' | 'half' | 'empty';

/** Clamps to 0–5 and rounds to the nearest half star: 4.26 → 4.5, 4.2 → 4, NaN → 0. */
export function roundToHalf(value: number): number {
  if (!Number.isFinite(value)) return 0;
  const clamped = Math.min(Math.max(value, 0), RATING_MAX);
  return Math.round(clamped * 2) / 2;
}

/** How each of the five stars is filled for a rating. */
export function starFills(value: number): StarFill[] {
  const rounded = roundToHalf(value);
  return Array.from({ length: RATING_MAX }, (_, index) => {
    if (rounded >= index + 1) return 'full';
    if (rounded >= index + 0.5) return 'half';
    return 'empty';
  });
}

/** An average to one decimal within 0–5: 4.66 → "4.7", 4 → "4". */
export function formatRatingValue(value: number, { fixed = false }: { fixed?: boolean } = {}): string {
  const clamped = Number.isFinite(value) ? Math.min(Math.max(value, 0), RATING_MAX) : 0;
  return formatNumberEnAu(clamped, { minimumFractionDigits: fixed ? 1 : 0, maximumFractionDigits: 1 });
}

/**
 * The accessible text of a rating: "4.5 out of 5", "4 out of 5". It carries the average to one
 * decimal ("4.8 out of 5") while the stars show it to the nearest half.
 */
export function ratingLabel(value: number): string {
  return `${formatRatingValue(value)} out of ${RATING_MAX}`;
}

/** "1 review", "128 reviews", "1,204 reviews". */
export function reviewCountLabel(count: number): string {
  const whole = Math.max(0, Math.floor(count));
  return `${formatNumberEnAu(whole)} ${whole === 1 ? 'review' : 'reviews'}`;
}

/** The accessible name of one star in the rating input: "1 star", "3 stars". */
export function starLabel(stars: number): string {
  return `${stars} ${stars === 1 ? 'star' : 'stars'}`;
}
