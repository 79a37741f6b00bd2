import { render, screen } from '@testing-library/react';
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
