/* Where things are: the app's route paths (spec section 2) with builders, and the API paths the
 * browser navigates to. */

/** Route patterns of the app's screens, as the route table declares them (react-router syntax). */
export const ROUTES = Object.freeze({
  root: '/',
  sitter: '/sitter/:sitterId',
  browseServices: '/browse-services',
  booking: '/booking/:sitterId?',
  helpCentre: '/help-centre',
  safety: '/safety',
  termsOfService: '/terms-of-service',
  privacyPolicy: '/privacy-policy',
  becomeASitter: '/become-a-sitter',
  referralProgram: '/referral-program',
  home: '/home',
  sitterDashboard: '/sitter-dashboard',
  sitterRegistration: '/sitter-registration',
  sitterProfileEdit: '/sitter-profile-edit',
  sitterServicesEdit: '/sitter-services-edit',
  availabilityManagement: '/availability-management',
  admin: '/admin',
  paymentDetails: '/payment-details',
  paymentSettings: '/payment-settings',
  payoutSettings: '/payout-settings',
  taxReport: '/tax-report',
  payments: '/payments',
  profile: '/profile',
  petProfiles: '/pet-profiles',
  myDashboard: '/my-dashboard',
  bookings: '/bookings',
  bookingDashboard: '/booking-dashboard',
  chat: '/chat/:channelId?',
  petProfile: '/pet-profile/:petId',
  bookingReview: '/booking/:id/review',
  stripePayment: '/stripe-payment/:bookingId',
  payment: '/payment/:bookingId',
} as const);

/** Public route patterns: shown to everyone, signed in or not. */
export const PUBLIC_ROUTES = Object.freeze([
  ROUTES.sitter,
  ROUTES.browseServices,
  ROUTES.booking,
  ROUTES.helpCentre,
  ROUTES.safety,
  ROUTES.termsOfService,
  ROUTES.privacyPolicy,
  ROUTES.becomeASitter,
  ROUTES.referralProgram,
] as const);

/** The id in /pet-profile/new: the add-a-pet form. */
export const NEW_PET_ID = 'new';

const segment = (value: string) => encodeURIComponent(value);

/** Concrete app paths to link and navigate to. */
export const paths = Object.freeze({
  root: () => '/',
  home: () => ROUTES.home,
  sitterDashboard: () => ROUTES.sitterDashboard,
  /** /sitter/{sitterId}: a sitter's public profile. */
  sitter: (sitterId: string) => `/sitter/${segment(sitterId)}`,
  /** /browse-services, with the search's query string when given (without the "?"). */
  browseServices: (query?: string) => (query ? `${ROUTES.browseServices}?${query}` : ROUTES.browseServices),
  /** /booking or /booking/{sitterId}: the booking request screen. */
  booking: (sitterId?: string) => (sitterId ? `/booking/${segment(sitterId)}` : '/booking'),
  /** /booking?id={bookingId}: where a booking notification leads. */
  bookingNotification: (bookingId: string) => `/booking?id=${segment(bookingId)}`,
  /** /booking/{id}/review: review a completed booking. */
  bookingReview: (bookingId: string) => `/booking/${segment(bookingId)}/review`,
  bookings: () => ROUTES.bookings,
  /** /chat or /chat/{channelId}. */
  chat: (channelId?: string) => (channelId ? `/chat/${segment(channelId)}` : '/chat'),
  /** /pet-profile/{petId}; paths.petProfile(NEW_PET_ID) is the add-a-pet form. */
  petProfile: (petId: string) => `/pet-profile/${segment(petId)}`,
  petProfiles: () => ROUTES.petProfiles,
  /** /payment/{bookingId}: the payment screen (/stripe-payment/{bookingId} is the same screen). */
  payment: (bookingId: string) => `/payment/${segment(bookingId)}`,
  /** /stripe-payment/{bookingId}: the payment screen's other path. */
  stripePayment: (bookingId: string) => `/stripe-payment/${segment(bookingId)}`,
  profile: () => ROUTES.profile,
  sitterRegistration: () => ROUTES.sitterRegistration,
});

/** Sign in: a browser navigation to the API's login page, never a router link or a fetch. */
export const API_LOGIN_PATH = '/api/login';
/** Sign up: the API's login page in sign-up mode. */
export const API_SIGNUP_PATH = '/api/login?mode=signup';
/** Log out: a browser navigation, never a fetch. */
export const API_LOGOUT_PATH = '/api/logout';
