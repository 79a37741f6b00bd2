import { formatDistanceKm, initialsFromName } from './format';

describe('sitter card formatting', () => {
  it('shows distance in km to one decimal', () => {
    expect(formatDistanceKm(2.34)).toBe('2.3 km');
    expect(formatDistanceKm(12)).toBe('12 km');
    expect(formatDistanceKm(-1)).toBe('0 km');
  });

  it('takes initials from the first and last word of the name', () => {
    expect(initialsFromName('Mary Jane Lee')).toEqual({ firstName: 'Mary', lastName: 'Lee' });
    expect(initialsFromName(' Sam ')).toEqual({ firstName: 'Sam', lastName: '' });
  });
});
