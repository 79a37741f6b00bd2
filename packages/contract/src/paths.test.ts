import { describe, expect, it } from 'vitest';
import {
  API_LOGIN_PATH,
  API_LOGOUT_PATH,
  API_SIGNUP_PATH,
  NEW_PET_ID,
  PUBLIC_ROUTES,
  ROUTES,
  apiPaths,
  loginHref,
  paths,
  safeReturnPath,
  RETURN_PATH_MAX_LENGTH,
  SESSION_ENDED_MESSAGE,
  VERIFY_EMAIL_NEXT_PARAM,
} from './paths.js';

describe('app route patterns', () => {
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
      '/today',
      '/standby',
      '/incidents/:incidentId',
      '/incidents/:incidentId/poster',
      '/reset-password',
      '/series/:seriesId',
      '/reliability',
    ]);
  });

  it('keeps the ten public pages public', () => {
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
      '/reliability',
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

describe('apiPaths', () => {
  it('builds the incident endpoints', () => {
    expect(apiPaths.bookingIncidents('b-1')).toBe('/api/bookings/b-1/incidents');
    expect(apiPaths.incidentUpdates('i-1')).toBe('/api/incidents/i-1/updates');
    expect(apiPaths.adminIncidents({ status: 'open' })).toBe('/api/admin/incidents?status=open');
    expect(apiPaths.adminIncidentReleaseHold('i-1')).toBe('/api/admin/incidents/i-1/release-hold');
    expect(apiPaths.adminIncidentMetrics({ from: '2026-01-01', to: '2026-12-31' })).toBe(
      '/api/admin/incidents/metrics?from=2026-01-01&to=2026-12-31',
    );
  });

  it('builds the account and lookup endpoints', () => {
    expect(apiPaths.authUser()).toBe('/api/auth/user');
    expect(apiPaths.role('u-1')).toBe('/api/user/role/u-1');
    expect(apiPaths.profile()).toBe('/api/profile');
    expect(apiPaths.profilePhoto()).toBe('/api/profile/photo');
    expect(apiPaths.suburbs('surry hills', 8)).toBe('/api/geo/suburbs?q=surry%20hills&limit=8');
    expect(apiPaths.suburbs('2010')).toBe('/api/geo/suburbs?q=2010');
    expect(apiPaths.uploadImages()).toBe('/api/uploads/images');
    expect(apiPaths.health()).toBe('/api/health');
  });

  it('builds the sitter endpoints', () => {
    expect(apiPaths.searchSitters()).toBe('/api/search/sitters');
    expect(apiPaths.searchSitters({ suburb: 'Bondi', radiusKm: 25, service: undefined, page: 2 })).toBe(
      '/api/search/sitters?suburb=Bondi&radiusKm=25&page=2',
    );
    expect(apiPaths.sitters()).toBe('/api/sitters');
    expect(apiPaths.mySitterProfile()).toBe('/api/sitters/me');
    expect(apiPaths.mySitterServices()).toBe('/api/sitters/me/services');
    expect(apiPaths.myAvailability()).toBe('/api/sitters/me/availability');
    expect(apiPaths.mySitterSummary()).toBe('/api/sitters/me/summary');
    expect(apiPaths.sitter('s-1')).toBe('/api/sitters/s-1');
    expect(apiPaths.sitterAvailability('s-1')).toBe('/api/sitters/s-1/availability');
    expect(apiPaths.sitterAvailability('s-1', { from: '2025-06-01', to: '2025-06-30' })).toBe(
      '/api/sitters/s-1/availability?from=2025-06-01&to=2025-06-30',
    );
  });

  it('builds the pet and booking endpoints', () => {
    expect(apiPaths.pets()).toBe('/api/pets');
    expect(apiPaths.pet('p-1')).toBe('/api/pets/p-1');
    expect(apiPaths.bookingQuote()).toBe('/api/bookings/quote');
    expect(apiPaths.bookings()).toBe('/api/bookings');
    expect(apiPaths.bookings({ as: 'sitter' })).toBe('/api/bookings?as=sitter');
    expect(apiPaths.bookings({ as: 'owner', status: 'paid' })).toBe('/api/bookings?as=owner&status=paid');
    expect(apiPaths.pendingBookingCount()).toBe('/api/bookings/pending-count');
    expect(apiPaths.booking('b-1')).toBe('/api/bookings/b-1');
    expect(apiPaths.bookingAction('b-1', 'complete')).toBe('/api/bookings/b-1/complete');
    expect(apiPaths.bookingCancellation('b-1')).toBe('/api/bookings/b-1/cancellation');
    expect(apiPaths.paymentIntent('b-1')).toBe('/api/payments/b-1/intent');
    expect(apiPaths.sandboxCharge('b-1')).toBe('/api/payments/b-1/sandbox-charge');
  });

  it('builds the chat and live endpoints', () => {
    expect(apiPaths.chatChannels()).toBe('/api/chat/channels');
    expect(apiPaths.chatChannel('c-1')).toBe('/api/chat/channels/c-1');
    expect(apiPaths.chatMessages('c-1')).toBe('/api/chat/messages/c-1');
    expect(apiPaths.chatMessages('c-1', { limit: 30 })).toBe('/api/chat/messages/c-1?limit=30');
    expect(apiPaths.chatMessages('c-1', { before: '123', limit: 30 })).toBe('/api/chat/messages/c-1?before=123&limit=30');
    expect(apiPaths.chatMarkRead('c-1')).toBe('/api/chat/messages/c-1/mark-read');
    expect(apiPaths.chatUnreadCount()).toBe('/api/chat/unread-count');
    expect(apiPaths.live('u 1')).toBe('/api/ws?userId=u%201');
  });

  it('encodes ids', () => {
    expect(apiPaths.booking('a/b')).toBe('/api/bookings/a%2Fb');
    expect(apiPaths.role('a?b')).toBe('/api/user/role/a%3Fb');
  });
});

describe('return targets after sign-in', () => {
  it('keeps same-site app paths with their query', () => {
    expect(safeReturnPath('/sitter/abc?service=boarding&startDate=2026-12-01')).toBe('/sitter/abc?service=boarding&startDate=2026-12-01');
    expect(safeReturnPath('/sitter-registration')).toBe('/sitter-registration');
  });

  it.each([
    '//evil.example/x',
    '/\\evil.example',
    'https://evil.example',
    'javascript:alert(1)',
    'sitter/abc',
    '/api/logout',
    '/api',
    '/a\nb',
    // Browsers drop tabs and newlines from a URL: "/\t/evil.example" would become "//evil.example".
    '/\t/evil.example',
    '/\r\n/evil.example',
    '\\\\evil.example',
    '/x\\y',
    ' /sitter/abc',
    'http:/evil.example',
    '%2F%2Fevil.example',
    '/\u0000',
    '/\u007f',
    '',
    `/${'x'.repeat(2000)}`,
    42,
    null,
    ['/sitter/abc'],
  ])('refuses %j', (value) => {
    expect(safeReturnPath(value)).toBeUndefined();
  });

  it('keeps a path of exactly the longest length', () => {
    const longest = `/${'x'.repeat(RETURN_PATH_MAX_LENGTH - 1)}`;
    expect(safeReturnPath(longest)).toBe(longest);
  });

  it('names the verification link’s landing page "next"', () => {
    expect(VERIFY_EMAIL_NEXT_PARAM).toBe('next');
  });

  it('asks the sign-in page to say the session ended', () => {
    expect(loginHref('/chat/c1', 'signin', { sessionEnded: true })).toBe('/api/login?returnTo=%2Fchat%2Fc1&sessionEnded=1');
    expect(loginHref('//evil.example', 'signin', { sessionEnded: true })).toBe('/api/login?sessionEnded=1');
    expect(SESSION_ENDED_MESSAGE).toBe('Your session ended. Sign in again to continue.');
  });

  it('builds the sign-in and sign-up links', () => {
    expect(loginHref('/sitter/abc?x=1')).toBe('/api/login?returnTo=%2Fsitter%2Fabc%3Fx%3D1');
    expect(loginHref('/sitter-registration', 'signup')).toBe('/api/login?mode=signup&returnTo=%2Fsitter-registration');
    expect(loginHref('//evil.example')).toBe('/api/login');
    expect(loginHref(undefined, 'signup')).toBe('/api/login?mode=signup');
  });
});
