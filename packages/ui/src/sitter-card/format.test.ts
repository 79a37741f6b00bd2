import { formatDistanceKm, initialsFromName } from './format';

describe('sitter card formatting', () => {
  it('shows distance in km to one decimal', () => {
    expect(formatDistanceKm(2.34)).toBe('2.3 km');
    expect(formatDistanceKm(12)).toBe('12 km');
    expect(formatDistanceKm(-1)).toBe('0 km');
  });

  it('writes what Intl.NumberFormat writes for kilometres', () => {
    const km = new Intl.NumberFormat('en-AU', { style: 'unit', unit: 'kilometer', maximumFractionDigits: 1 });
    const distances = [0, 0.04, 0.05, 0.95, 2.34, 2.35, 12, 999.96, 1234.5, 1234.56, 123456.78];
    for (let hundredths = 0; hundredths <= 20_000; hundredths += 1) distances.push(hundredths / 100);
    for (let distance = 200; distance < 1e9; distance = distance * 1.37 + 0.01) distances.push(distance);
    const differences = distances
      .filter((distance) => formatDistanceKm(distance) !== km.format(distance))
      .map((distance) => `${distance}: ${formatDistanceKm(distance)}, Intl ${km.format(distance)}`);
    expect(differences.slice(0, 5)).toEqual([]);
  });

  it('takes initials from the first and last word of the name', () => {
    expect(initialsFromName('Mary Jane Lee')).toEqual({ firstName: 'Mary', lastName: 'Lee' });
    expect(initialsFromName(' Sam ')).toEqual({ firstName: 'Sam', lastName: '' });
  });
});
