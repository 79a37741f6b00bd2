import { describe, expect, it } from 'vitest';
import { isRouterPath } from '../screen/RouterLink';
import { showsChrome } from './access';

describe('showsChrome', () => {
  it('always shows the nav and footer to a signed-in user', () => {
    expect(showsChrome('/home', true)).toBe(true);
    expect(showsChrome('/no-such-page', true)).toBe(true);
  });

  it.each(['/', '/browse-services', '/booking', '/booking/s1', '/become-a-sitter', '/referral-program', '/sitter/s1', '/reset-password'])(
    'shows them to a visitor on %s',
    (path) => {
      expect(showsChrome(path, false)).toBe(true);
    },
  );

  it.each(['/home', '/help-centre', '/safety', '/terms-of-service', '/privacy-policy', '/sitter-dashboard', '/sitter', '/bookings'])(
    'hides them from a visitor on %s',
    (path) => {
      expect(showsChrome(path, false)).toBe(false);
    },
  );
});

describe('isRouterPath', () => {
  it('routes app paths in the SPA', () => {
    expect(isRouterPath('/home')).toBe(true);
    expect(isRouterPath('/chat/c1')).toBe(true);
  });

  it.each(['/api/login', '/api/login?mode=signup', '/api/logout', 'https://example.com', '//evil.example', 'mailto:a@b.c'])(
    'leaves %s to the browser',
    (href) => {
      expect(isRouterPath(href)).toBe(false);
    },
  );
});
