import { formatRatingValue, ratingLabel, reviewCountLabel, roundToHalf, starFills, starLabel } from './stars';

describe('rating maths', () => {
  it('rounds to the nearest half star', () => {
    expect(roundToHalf(4.26)).toBe(4.5);
    expect(roundToHalf(4.24)).toBe(4);
    expect(roundToHalf(4.75)).toBe(5);
    expect(roundToHalf(3)).toBe(3);
  });

  it('clamps to 0–5 and treats nonsense as 0', () => {
    expect(roundToHalf(7)).toBe(5);
    expect(roundToHalf(-1)).toBe(0);
    expect(roundToHalf(Number.NaN)).toBe(0);
  });

  it('fills stars with halves', () => {
    expect(starFills(3.5)).toEqual(['full', 'full', 'full', 'half', 'empty']);
    expect(starFills(0)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
    expect(starFills(5)).toEqual(['full', 'full', 'full', 'full', 'full']);
    expect(starFills(0.3)).toEqual(['half', 'empty', 'empty', 'empty', 'empty']);
  });

  it('reads the rating as "x out of 5"', () => {
    expect(ratingLabel(4.5)).toBe('4.5 out of 5');
    expect(ratingLabel(4)).toBe('4 out of 5');
    expect(ratingLabel(4.66)).toBe('4.7 out of 5');
    expect(ratingLabel(9)).toBe('5 out of 5');
    expect(ratingLabel(Number.NaN)).toBe('0 out of 5');
  });

  it('shows the average with one decimal next to the stars', () => {
    expect(formatRatingValue(4, { fixed: true })).toBe('4.0');
    expect(formatRatingValue(4.84, { fixed: true })).toBe('4.8');
  });

  it('pluralises reviews and stars', () => {
    expect(reviewCountLabel(1)).toBe('1 review');
    expect(reviewCountLabel(0)).toBe('0 reviews');
    expect(reviewCountLabel(1204)).toBe('1,204 reviews');
    expect(starLabel(1)).toBe('1 star');
    expect(starLabel(4)).toBe('4 stars');
  });
});
