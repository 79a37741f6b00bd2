import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { LandingPage } from './LandingPage';

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <LandingPage />
    </MemoryRouter>,
  );
}

describe('LandingPage sign-in links', () => {
  it('bring a signed-out deep link back to where it pointed', () => {
    renderAt('/chat/c1?focus=1');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/api/login?returnTo=%2Fchat%2Fc1%3Ffocus%3D1');
    expect(screen.getByRole('link', { name: 'Create a free account' })).toHaveAttribute(
      'href',
      '/api/login?mode=signup&returnTo=%2Fchat%2Fc1%3Ffocus%3D1',
    );
  });

  it('go to the plain sign-in page from the landing page itself', () => {
    renderAt('/');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/api/login');
    expect(screen.getByRole('link', { name: 'Create a free account' })).toHaveAttribute('href', '/api/login?mode=signup');
  });
});

describe('LandingPage promises', () => {
  it('says what Pawpal does during a stay beside the checks before it', () => {
    renderAt('/');
    const section = screen.getByRole('region', { name: 'Peace of mind, built in' });
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual([
      'ID-checked sitters',
      'Secure payments',
      'Check-ins with photos',
      'Missed visits raise the alarm',
      'Pay for the care that happened',
      'A person within 15 minutes',
    ]);
    expect(within(section).getByText(/At 60 minutes we tell you, and Pawpal opens an incident\./)).toBeInTheDocument();
  });
});
