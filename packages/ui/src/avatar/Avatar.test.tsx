import { render, screen } from '@testing-library/react';
import { UserAvatar, getFullName, getInitials } from './Avatar';

describe('getInitials', () => {
  it('takes the first letters of first and last name', () => {
    expect(getInitials('Olivia', 'Nguyen')).toBe('ON');
  });

  it('upper-cases and trims', () => {
    expect(getInitials(' olivia ', 'de souza')).toBe('OD');
  });

  it('uses whichever name exists', () => {
    expect(getInitials('Olivia', null)).toBe('O');
    expect(getInitials(null, 'Nguyen')).toBe('N');
  });

  it('is empty when both names are missing', () => {
    expect(getInitials(null, undefined)).toBe('');
    expect(getInitials('', '  ')).toBe('');
  });
});

describe('getFullName', () => {
  it('joins the names that exist', () => {
    expect(getFullName('Olivia', 'Nguyen')).toBe('Olivia Nguyen');
    expect(getFullName(null, 'Nguyen')).toBe('Nguyen');
    expect(getFullName(null, null)).toBe('');
  });
});

describe('UserAvatar', () => {
  it('shows initials named after the person when there is no picture', () => {
    render(<UserAvatar firstName="Olivia" lastName="Nguyen" />);
    expect(screen.getByRole('img', { name: 'Olivia Nguyen' })).toHaveAttribute('data-initials', 'ON');
  });

  it('shows a user icon named "User" when the names are missing', () => {
    render(<UserAvatar firstName={null} lastName={null} />);
    const avatar = screen.getByRole('img', { name: 'User' });
    expect(avatar.querySelector('svg')).not.toBeNull();
  });
});
