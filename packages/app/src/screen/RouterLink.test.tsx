import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { RouterLink, isRouterPath } from './RouterLink';

describe('isRouterPath', () => {
  it('leaves the API and other origins to the browser', () => {
    for (const href of [
      '/api',
      '/api/login',
      '/api/login?mode=signup',
      '/api?x=1',
      '//evil.example/x',
      'https://pawpal.com.au/',
      'mailto:help@pawpal.com.au',
      'tel:1300000000',
    ]) {
      expect(isRouterPath(href), href).toBe(false);
    }
  });

  it('routes the app’s own paths, including ones that merely start with "api"', () => {
    for (const href of ['/', '/bookings', '/apiary', '/api-docs', '/sitter/42?from=2025-03-10']) {
      expect(isRouterPath(href), href).toBe(true);
    }
  });
});

describe('RouterLink', () => {
  it('renders an app path as a router link and an API path as a plain anchor', () => {
    render(
      <MemoryRouter>
        <RouterLink href="/apiary">Bees</RouterLink>
        <RouterLink href="/api/logout">Log out</RouterLink>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Bees' })).toHaveAttribute('href', '/apiary');
    expect(screen.getByRole('link', { name: 'Log out' })).toHaveAttribute('href', '/api/logout');
    expect(screen.getByRole('link', { name: 'Bees' }).dataset.discover).toBe('true');
    expect(screen.getByRole('link', { name: 'Log out' }).dataset.discover).toBeUndefined();
  });
});
