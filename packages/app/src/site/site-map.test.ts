import { describe, expect, it } from 'vitest';
import { FOOTER_LINKS, mainNavLinks, userMenuLinks } from './site-map';
import { FOOTER_STATEMENT, SUPPORT_EMAIL, footerYear, SUPPORT_PHONE, SUPPORT_PHONE_HREF } from './company';

const labelsAndHrefs = (links: readonly { label: string; href: string }[]) => links.map((link) => [link.label, link.href]);

describe('the site map', () => {
  it('shows signed-out visitors the sitter and referral pages, then sign in and sign up at the API', () => {
    const links = mainNavLinks('visitor');
    expect(labelsAndHrefs(links)).toEqual([
      ['Become a Sitter', '/become-a-sitter'],
      ['Referral Program', '/referral-program'],
      ['Sign In', '/api/login'],
      ['Sign Up', '/api/login?mode=signup'],
    ]);
    // Browser navigations to the API, never router links; Sign Up is the call to action.
    expect(links.filter((link) => link.reloadDocument).map((link) => link.label)).toEqual(['Sign In', 'Sign Up']);
    expect(links.map((link) => link.appearance ?? 'link')).toEqual(['link', 'link', 'button', 'primary']);
  });

  it('brings a visitor back to the page they signed in or up from', () => {
    const links = mainNavLinks('visitor', {}, '/sitter/s1?service=boarding&from=2026-12-20');
    expect(links.find((link) => link.label === 'Sign In')?.href).toBe(
      '/api/login?returnTo=%2Fsitter%2Fs1%3Fservice%3Dboarding%26from%3D2026-12-20',
    );
    expect(links.find((link) => link.label === 'Sign Up')?.href).toBe(
      '/api/login?mode=signup&returnTo=%2Fsitter%2Fs1%3Fservice%3Dboarding%26from%3D2026-12-20',
    );
    // Never somewhere else.
    expect(mainNavLinks('visitor', {}, '//evil.example').find((link) => link.label === 'Sign In')?.href).toBe('/api/login');
  });

  it('shows owners their pages with unread messages on Messages', () => {
    const links = mainNavLinks('owner', { unreadMessages: 5, pendingBookings: 2 });
    expect(labelsAndHrefs(links)).toEqual([
      ['Home', '/home'],
      ['My Pets', '/pet-profiles'],
      ['Find Sitters', '/browse-services'],
      ['Bookings', '/bookings'],
      ['Messages', '/chat'],
    ]);
    expect(links.find((link) => link.label === 'Messages')?.badge).toEqual({ count: 5, label: 'unread' });
    // Owners see no pending count.
    expect(links.find((link) => link.label === 'Bookings')?.badge).toBeUndefined();
  });

  it('shows sitters their dashboard, today’s visits, pending bookings, messages and payouts', () => {
    const links = mainNavLinks('sitter', { unreadMessages: 0, pendingBookings: 3 });
    expect(labelsAndHrefs(links)).toEqual([
      ['Dashboard', '/sitter-dashboard'],
      ['Today', '/today'],
      ['Bookings', '/bookings'],
      ['Messages', '/chat'],
      ['Find Sitters', '/browse-services'],
      ['My Pets', '/pet-profiles'],
      ['Payout Settings', '/payout-settings'],
    ]);
    expect(links.find((link) => link.label === 'Bookings')?.badge).toEqual({ count: 3, label: 'pending' });
    expect(links.find((link) => link.label === 'Messages')?.badge).toEqual({ count: 0, label: 'unread' });
  });

  it('offers everyone their decisions and appeals, and Become a Sitter only to non-sitters, in the user menu', () => {
    expect(labelsAndHrefs(userMenuLinks(false))).toEqual([
      ['Profile', '/profile'],
      ['Decisions and appeals', '/account/decisions'],
      ['Become a Sitter', '/sitter-registration'],
    ]);
    expect(labelsAndHrefs(userMenuLinks(true))).toEqual([
      ['Profile', '/profile'],
      ['Decisions and appeals', '/account/decisions'],
    ]);
    expect(labelsAndHrefs(userMenuLinks(true, true))).toEqual([
      ['Profile', '/profile'],
      ['Decisions and appeals', '/account/decisions'],
      ['Admin console', '/admin'],
    ]);
    expect(userMenuLinks(false).every((link) => link.icon !== undefined)).toBe(true);
  });

  it('lists the footer links, the community rules and how reliability is counted among them', () => {
    expect(labelsAndHrefs(FOOTER_LINKS)).toEqual([
      ['Become a Sitter', '/become-a-sitter'],
      ['Find a Sitter', '/browse-services'],
      ['Referral Program', '/referral-program'],
      ['Help Center', '/help-centre'],
      ['Safety', '/safety'],
      ['Community Rules', '/community-rules'],
      ['How Reliability Works', '/reliability'],
      ['Terms of Service', '/terms-of-service'],
      ['Privacy Policy', '/privacy-policy'],
    ]);
  });
});

describe('company details', () => {
  it('has the support contact, the footer year and statement', () => {
    expect(SUPPORT_EMAIL).toBe('support@pawpal.com.au');
    expect(SUPPORT_PHONE).toBe('1300 729 725');
    expect(SUPPORT_PHONE_HREF).toBe('tel:1300729725');
    // The year is the clock's, in Sydney: 1:30 pm UTC on New Year's Eve is already 2027 there.
    expect(footerYear(new Date('2026-12-02T01:00:00Z'))).toBe(2026);
    expect(footerYear(new Date('2026-12-31T12:59:00Z'))).toBe(2026);
    expect(footerYear(new Date('2026-12-31T13:30:00Z'))).toBe(2027);
    // The statement says exactly what is verified (docs/trust.md), not "verified" in general.
    expect(FOOTER_STATEMENT).toBe('Connecting pet owners with local pet sitters whose photo ID a person at Pawpal has checked.');
  });
});
