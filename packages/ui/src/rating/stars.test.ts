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

  it('writes the average as toLocaleString("en-AU") does, from 0 to 5 in hundredths', () => {
    const ratings: number[] = [];
    for (let hundredths = 0; hundredths <= 500; hundredths += 1) ratings.push(hundredths / 100);
    for (let sum = 0; sum <= 5 * 21; sum += 1) ratings.push(sum / 21); // averages of 21 reviews
    for (let sum = 0; sum <= 5 * 3; sum += 1) ratings.push(sum / 3); // and of 3
    for (const fixed of [false, true]) {
      const viaIntl = (value: number) => value.toLocaleString('en-AU', { minimumFractionDigits: fixed ? 1 : 0, maximumFractionDigits: 1 });
      const differences = ratings
        .filter((value) => formatRatingValue(value, { fixed }) !== viaIntl(value))
        .map((value) => `${value} fixed=${fixed}: ${formatRatingValue(value, { fixed })}, Intl ${viaIntl(value)}`);
      expect(differences.slice(0, 5)).toEqual([]);
    }
  });

  it('counts reviews as toLocaleString("en-AU") does', () => {
    const counts: number[] = [];
    for (let count = 0; count <= 20_000; count += 1) counts.push(count);
    for (let count = 20_001; count < 1e16; count = count * 3 + 1) counts.push(count);
    const viaIntl = (count: number) => `${count.toLocaleString('en-AU')} ${count === 1 ? 'review' : 'reviews'}`;
    const differences = counts
      .filter((count) => reviewCountLabel(count) !== viaIntl(count))
      .map((count) => `${count}: ${reviewCountLabel(count)}, Intl ${viaIntl(count)}`);
    expect(differences.slice(0, 5)).toEqual([]);
  });

  it('pluralises reviews and stars', () => {
    expect(reviewCountLabel(1)).toBe('1 review');
    expect(reviewCountLabel(0)).toBe('0 reviews');
    expect(reviewCountLabel(1204)).toBe('1,204 reviews');
    expect(starLabel(1)).toBe('1 star');
    expect(starLabel(4)).toBe('4 stars');
  });
});
