import { describe, expect, it } from 'vitest';
import { API_LOGIN_PATH, API_LOGOUT_PATH, API_SIGNUP_PATH, NEW_PET_ID, PUBLIC_ROUTES, ROUTES, paths } from './paths.js';

describe('app route patterns (spec section 2)', () => {
  it('lists every route of the route table', () => {
    expect(Object.values(ROUTES)).toEqual([
      '/',
      '/sitter/:sitterId',
      '/browse-services',
      '/booking/:sitterId?',
      '/help-centre',
      '/safety',
      '/terms-of-service',
      '/privacy-policy',
      '/become-a-sitter',
      '/referral-program',
      '/home',
      '/sitter-dashboard',
      '/sitter-registration',
      '/sitter-profile-edit',
      '/sitter-services-edit',
      '/availability-management',
      '/admin',
      '/payment-details',
      '/payment-settings',
      '/payout-settings',
      '/tax-report',
      '/payments',
      '/profile',
      '/pet-profiles',
      '/my-dashboard',
      '/bookings',
      '/booking-dashboard',
      '/chat/:channelId?',
      '/pet-profile/:petId',
      '/booking/:id/review',
      '/stripe-payment/:bookingId',
      '/payment/:bookingId',
    ]);
  });

  it('keeps the nine public pages public', () => {
    expect(PUBLIC_ROUTES).toEqual([
      '/sitter/:sitterId',
      '/browse-services',
      '/booking/:sitterId?',
      '/help-centre',
      '/safety',
      '/terms-of-service',
      '/privacy-policy',
      '/become-a-sitter',
      '/referral-program',
    ]);
  });
});

describe('paths', () => {
  it('builds a sitter profile path', () => {
    expect(paths.sitter('s-1')).toBe('/sitter/s-1');
  });

  it('builds the booking screen with and without a sitter', () => {
    expect(paths.booking()).toBe('/booking');
    expect(paths.booking('s-1')).toBe('/booking/s-1');
  });

  it('sends a booking notification to /booking?id=', () => {
    expect(paths.bookingNotification('b-1')).toBe('/booking?id=b-1');
  });

  it('builds the review path of a booking', () => {
    expect(paths.bookingReview('b-1')).toBe('/booking/b-1/review');
  });

  it('opens the chat with or without a channel', () => {
    expect(paths.chat()).toBe('/chat');
    expect(paths.chat('c-1')).toBe('/chat/c-1');
  });

  it('builds pet profile paths, including the add-a-pet form', () => {
    expect(paths.petProfile('p-1')).toBe('/pet-profile/p-1');
    expect(NEW_PET_ID).toBe('new');
    expect(paths.petProfile(NEW_PET_ID)).toBe('/pet-profile/new');
  });

  it('builds both paths of the payment screen', () => {
    expect(paths.payment('b-1')).toBe('/payment/b-1');
    expect(paths.stripePayment('b-1')).toBe('/stripe-payment/b-1');
  });

  it('adds a search query to browse-services only when there is one', () => {
    expect(paths.browseServices()).toBe('/browse-services');
    expect(paths.browseServices('suburb=Bondi&page=2')).toBe('/browse-services?suburb=Bondi&page=2');
  });

  it('builds the fixed screens', () => {
    expect(paths.root()).toBe('/');
    expect(paths.home()).toBe('/home');
    expect(paths.sitterDashboard()).toBe('/sitter-dashboard');
    expect(paths.bookings()).toBe('/bookings');
    expect(paths.petProfiles()).toBe('/pet-profiles');
    expect(paths.profile()).toBe('/profile');
    expect(paths.sitterRegistration()).toBe('/sitter-registration');
  });

  it('encodes ids so a slash or a query in an id stays inside its segment', () => {
    expect(paths.sitter('a/b')).toBe('/sitter/a%2Fb');
    expect(paths.chat('a?b')).toBe('/chat/a%3Fb');
    expect(paths.bookingNotification('a&b')).toBe('/booking?id=a%26b');
  });
});

describe('API navigation paths', () => {
  it('signs in, signs up and logs out through the API pages', () => {
    expect(API_LOGIN_PATH).toBe('/api/login');
    expect(API_SIGNUP_PATH).toBe('/api/login?mode=signup');
    expect(API_LOGOUT_PATH).toBe('/api/logout');
  });
});
