import { type BookingAction, type BookingListSide, type BookingStatus } from './bookings.js';

/* Where things are: the app's route paths with builders, the API paths the
 * browser navigates to, and the API's endpoint URLs. */

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
  /** The sitter's visits due today, on a phone: check in, tasks, photos, check out. */
  careToday: '/today',
  /** A sitter's standby asks and offers. */
  standby: '/standby',
  /** One incident: its thread, the promise, and for a lost pet the poster. */
  incident: '/incidents/:incidentId',
  /** A lost pet's printable poster (A4, and an image to share). */
  incidentPoster: '/incidents/:incidentId/poster',
  /** Set a new password from a reset link (`?token=`), or ask for a link. Public. */
  resetPassword: '/reset-password',
  /** A weekly care series: its occurrences, skip, pause, resume, end (owner and sitter). */
  series: '/series/:seriesId',
  /** How reliability records and the "Reliable sitter" tier are computed. Public. */
  reliability: '/reliability',
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
  ROUTES.reliability,
] as const);

/**
 * The pages search engines index besides each sitter's page (/sitter/{id}): the server renders
 * them for signed-out visitors (with their title, description and share tags) and /sitemap.xml
 * lists them.
 */
export const INDEXED_PAGES = Object.freeze([
  ROUTES.root,
  ROUTES.browseServices,
  ROUTES.becomeASitter,
  ROUTES.referralProgram,
  ROUTES.helpCentre,
  ROUTES.safety,
  ROUTES.termsOfService,
  ROUTES.privacyPolicy,
  ROUTES.reliability,
] as const);

/** The id in /pet-profile/new: the add-a-pet form. */
export const NEW_PET_ID = 'new';

/** One URL path segment, encoded (ids in paths). */
export const segment = (value: string) => encodeURIComponent(value);

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
  careToday: () => ROUTES.careToday,
  /** /standby: a sitter's standby asks and offers. */
  standby: () => ROUTES.standby,
  /** /incidents/{incidentId}: an incident's page. */
  incident: (incidentId: string) => `/incidents/${segment(incidentId)}`,
  /** /incidents/{incidentId}/poster: a lost pet's poster. */
  incidentPoster: (incidentId: string) => `/incidents/${segment(incidentId)}/poster`,
  /** /series/{seriesId}: a weekly care series' page. */
  series: (seriesId: string) => `/series/${segment(seriesId)}`,
  /** /reliability: the published formulas and thresholds. */
  reliability: () => ROUTES.reliability,
});

/** Sign in: a browser navigation to the API's login page, never a router link or a fetch. */
export const API_LOGIN_PATH = '/api/login';
/** Sign up: the API's login page in sign-up mode. */
export const API_SIGNUP_PATH = '/api/login?mode=signup';
/** Log out: a browser navigation, never a fetch. */
export const API_LOGOUT_PATH = '/api/logout';

/** The query parameter of the sign-in page naming where to come back to after signing in or up. */
export const RETURN_TO_PARAM = 'returnTo';
/**
 * The query parameter of the email-verification link naming the app page to land on once the
 * address is verified (the page sign-up was started from, e.g. a booking form); checked with
 * safeReturnPath like RETURN_TO_PARAM, so an unsafe one lands on the home page instead.
 */
export const VERIFY_EMAIL_NEXT_PARAM = 'next';
/** Longest return path kept. */
export const RETURN_PATH_MAX_LENGTH = 2000;

/**
 * The return target if it is a same-site app path: one leading "/" (not "//" or "/\", which
 * browsers read as another host), no control characters or backslashes, not an API path, at most
 * RETURN_PATH_MAX_LENGTH characters. Anything else gives undefined (no open redirect).
 */
export function safeReturnPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length === 0 || value.length > RETURN_PATH_MAX_LENGTH) return undefined;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return undefined;
  for (const char of value) {
    const code = char.charCodeAt(0);
    if (code < 0x20 || code === 0x7f) return undefined;
  }
  if (value === '/api' || value.startsWith('/api/') || value.startsWith('/api?')) return undefined;
  return value;
}

/**
 * The query parameter of the sign-in page asking it to say SESSION_ENDED_MESSAGE: the app sends a
 * tab there when its session ended under it (a password reset, an expiry, signed out elsewhere).
 */
export const SESSION_ENDED_PARAM = 'sessionEnded';
/** What the sign-in page says to someone whose session ended while a page was open. */
export const SESSION_ENDED_MESSAGE = 'Your session ended. Sign in again to continue.';

/**
 * The sign-in (or sign-up) page that comes back to `returnTo` afterwards, when it is a safe path;
 * `sessionEnded` adds the page's "Your session ended" notice.
 */
export function loginHref(returnTo?: string, mode: 'signin' | 'signup' = 'signin', options: { sessionEnded?: boolean } = {}): string {
  const target = safeReturnPath(returnTo);
  // `query`, not URLSearchParams: the contract has no DOM or Node types (it builds with lib ES2023 only).
  const search = query({
    mode: mode === 'signup' ? 'signup' : undefined,
    [RETURN_TO_PARAM]: target !== undefined && target !== '/' ? target : undefined,
    [SESSION_ENDED_PARAM]: options.sessionEnded ? '1' : undefined,
  });
  return search ? `${API_LOGIN_PATH}?${search}` : API_LOGIN_PATH;
}

/** The API's endpoint URLs (docs/api-contract.md), for fetches and SWR keys; ids are encoded. */
export const apiPaths = Object.freeze({
  /** GET: the signed-in user (401/403 when signed out). */
  authUser: () => '/api/auth/user',
  /** GET: a user's role record. */
  role: (userId: string) => `/api/user/role/${segment(userId)}`,
  /** PATCH: the signed-in user's details. */
  profile: () => '/api/profile',
  /** POST (multipart `file`): the signed-in user's picture. */
  profilePhoto: () => '/api/profile/photo',
  /** POST: change the password (current password required; other sessions end). */
  profilePassword: () => '/api/profile/password',
  /** POST: change the email (current password required; takes effect when the new address opens its link). */
  profileEmail: () => '/api/profile/email',
  /** GET: download my data (JSON). */
  profileExport: () => '/api/profile/export',
  /** POST `{ currentPassword }`: delete my account. */
  profileDelete: () => '/api/profile/delete',
  /** GET/PUT: which notifications reach the signed-in user, per kind and channel. */
  notificationPreferences: () => '/api/profile/notification-preferences',
  /** GET (mine, newest first) / POST: saved searches ("tell me when a sitter joins near ..."). */
  savedSearches: () => '/api/saved-searches',
  /** DELETE: remove one of my saved searches. */
  savedSearch: (id: string) => `/api/saved-searches/${segment(id)}`,
  /** GET: the VAPID public key for Web Push subscriptions. */
  pushVapidPublicKey: () => '/api/push/vapid-public-key',
  /** POST a PushSubscription's JSON: this browser gets the signed-in user's pushes. */
  pushSubscriptions: () => '/api/push/subscriptions',
  /** DELETE: this browser (its push endpoint) no longer does. */
  pushSubscription: (endpoint: string) => `/api/push/subscriptions?${query({ endpoint })}`,
  /** POST: send the verification link again; it lands on `returnTo` (a safe path other than home) once opened. */
  resendVerification: (returnTo?: string) => {
    const target = safeReturnPath(returnTo);
    const search = query({ [RETURN_TO_PARAM]: target !== undefined && target !== '/' ? target : undefined });
    return search ? `/api/auth/verify-email/resend?${search}` : '/api/auth/verify-email/resend';
  },
  /** POST `{ token }`: verify the address. */
  verifyEmail: () => '/api/auth/verify-email',
  /** POST `{ email }`: ask for a password-reset link (always 202). */
  passwordReset: () => '/api/auth/password-reset',
  /** POST `{ token, password }`: set the new password. */
  passwordResetConfirm: () => '/api/auth/password-reset/confirm',
  /** GET: suburb autocomplete. */
  suburbs: (q: string, limit?: number) => `/api/geo/suburbs?${query({ q, limit })}`,
  /** GET: the suburb nearest a point (the browser's location). */
  nearestSuburb: (latitude: number, longitude: number) => `/api/geo/suburbs/nearest?${query({ latitude, longitude })}`,
  /** POST (multipart `file`): store an image. */
  uploadImages: () => '/api/uploads/images',
  /** GET: sitter search; pass the query's fields, undefined ones are left out. */
  searchSitters: (params: Record<string, string | number | undefined> = {}) => {
    const search = query(params);
    return search ? `/api/search/sitters?${search}` : '/api/search/sitters';
  },
  /** POST: become a sitter. */
  sitters: () => '/api/sitters',
  /** GET/PATCH: the sitter's own profile. */
  mySitterProfile: () => '/api/sitters/me',
  /** PUT: the sitter's services. */
  mySitterServices: () => '/api/sitters/me/services',
  /** PUT: block and unblock days. */
  myAvailability: () => '/api/sitters/me/availability',
  /** GET: the sitter's dashboard summary. */
  mySitterSummary: () => '/api/sitters/me/summary',
  /** GET: a sitter's public profile. */
  sitter: (sitterId: string) => `/api/sitters/${segment(sitterId)}`,
  /** GET: a sitter's calendar, from/to YYYY-MM-DD. */
  sitterAvailability: (sitterId: string, range: { from?: string; to?: string } = {}) => {
    const search = query(range);
    return `/api/sitters/${segment(sitterId)}/availability${search ? `?${search}` : ''}`;
  },
  /** GET/POST: the pets of the signed-in owner. */
  pets: () => '/api/pets',
  /** GET/PATCH/DELETE: one pet. */
  pet: (petId: string) => `/api/pets/${segment(petId)}`,
  /** GET/PUT: a pet's care plan. */
  petCarePlan: (petId: string) => `/api/pets/${segment(petId)}/care-plan`,
  /** GET: a paid booking's schedule of visits. */
  bookingVisits: (bookingId: string) => `/api/bookings/${segment(bookingId)}/visits`,
  /** GET/PUT: where a booking's care happens (the owner sets it for home services). */
  bookingCareLocation: (bookingId: string) => `/api/bookings/${segment(bookingId)}/care-location`,
  /** GET: what happened during the stay, in time order. */
  bookingTimeline: (bookingId: string) => `/api/bookings/${segment(bookingId)}/timeline`,
  /** POST: the sitter checks in to a visit. */
  visitCheckIn: (visitId: string) => `/api/visits/${segment(visitId)}/check-in`,
  /** POST: the sitter checks out of a visit. */
  visitCheckOut: (visitId: string) => `/api/visits/${segment(visitId)}/check-out`,
  /** POST: the owner or an admin excuses a visit. */
  visitExcuse: (visitId: string) => `/api/visits/${segment(visitId)}/excuse`,
  /** GET: the signed-in sitter's visits due today (and those still open from before). */
  myVisitsToday: () => '/api/visits/today',
  /** GET (list) / POST (the sitter claims): vet expenses of a booking. */
  bookingVetClaims: (bookingId: string) => `/api/bookings/${segment(bookingId)}/vet-claims`,
  /** POST: the owner approves or declines a vet claim above the pre-approved spend. */
  vetClaimDecision: (claimId: string, decision: 'approve' | 'decline') => `/api/vet-claims/${segment(claimId)}/${decision}`,
  /** GET (list) / POST (open): a booking's incidents. */
  bookingIncidents: (bookingId: string) => `/api/bookings/${segment(bookingId)}/incidents`,
  /** GET: one incident with its thread. */
  incident: (incidentId: string) => `/api/incidents/${segment(incidentId)}`,
  /** POST: add to an incident's thread. */
  incidentUpdates: (incidentId: string) => `/api/incidents/${segment(incidentId)}/updates`,
  /** GET: a lost-pet incident's poster data. */
  incidentPoster: (incidentId: string) => `/api/incidents/${segment(incidentId)}/poster`,
  /** GET: the admins' incident queue (optional status). */
  adminIncidents: (filter: { status?: 'open' | 'acknowledged' | 'resolved' } = {}) => {
    const search = query(filter);
    return search ? `/api/admin/incidents?${search}` : '/api/admin/incidents';
  },
  /** POST: an admin acknowledges an incident. */
  adminIncidentAcknowledge: (incidentId: string) => `/api/admin/incidents/${segment(incidentId)}/acknowledge`,
  /** POST: an admin resolves an incident with an outcome. */
  adminIncidentResolve: (incidentId: string) => `/api/admin/incidents/${segment(incidentId)}/resolve`,
  /** POST: an admin lets go of the payout hold a resolved incident kept. */
  adminIncidentReleaseHold: (incidentId: string) => `/api/admin/incidents/${segment(incidentId)}/release-hold`,
  /** GET: acknowledgement metrics, from/to YYYY-MM-DD. */
  adminIncidentMetrics: (range: { from: string; to: string }) => `/api/admin/incidents/metrics?${query(range)}`,
  /** POST: price a booking request. */
  bookingQuote: () => '/api/bookings/quote',
  /** GET (list, optional side and status) / POST (create). */
  bookings: (filter: { as?: BookingListSide; status?: BookingStatus } = {}) => {
    const search = query(filter);
    return search ? `/api/bookings?${search}` : '/api/bookings';
  },
  /** GET: the sitter's pending request count. */
  pendingBookingCount: () => '/api/bookings/pending-count',
  /** GET: one booking. */
  booking: (bookingId: string) => `/api/bookings/${segment(bookingId)}`,
  /** POST: accept, decline, complete, cancel or review a booking (pay goes through paymentIntent, message through the chat). */
  bookingAction: (bookingId: string, action: Exclude<BookingAction, 'pay' | 'message'>) => `/api/bookings/${segment(bookingId)}/${action}`,
  /** GET: what cancelling now would refund. */
  bookingCancellation: (bookingId: string) => `/api/bookings/${segment(bookingId)}/cancellation`,
  /** POST: start paying for a booking. */
  paymentIntent: (bookingId: string) => `/api/payments/${segment(bookingId)}/intent`,
  /** POST: pay with a sandbox card (test mode). */
  sandboxCharge: (bookingId: string) => `/api/payments/${segment(bookingId)}/sandbox-charge`,
  /** GET (list) / POST (open): chat channels. */
  chatChannels: () => '/api/chat/channels',
  /** GET: one channel. */
  chatChannel: (channelId: string) => `/api/chat/channels/${segment(channelId)}`,
  /** GET (history, optional before/limit) / POST (send): a channel's messages. */
  chatMessages: (channelId: string, page: { before?: string; limit?: number } = {}) => {
    const search = query(page);
    return `/api/chat/messages/${segment(channelId)}${search ? `?${search}` : ''}`;
  },
  /** POST, no body: mark a channel read. */
  chatMarkRead: (channelId: string) => `/api/chat/messages/${segment(channelId)}/mark-read`,
  /** GET: the unread chat count. */
  chatUnreadCount: () => '/api/chat/unread-count',
  /** The live connection's URL path with its userId query (the scheme and host come from the page). */
  live: (userId: string) => `/api/ws?userId=${segment(userId)}`,
  /** GET: the sitter's feed address and imported calendars. */
  myCalendar: () => '/api/sitters/me/calendar',
  /** POST, no body: a new feed address (the old one stops working). */
  myCalendarRotate: () => '/api/sitters/me/calendar/rotate',
  /** POST: import a calendar by URL or file. */
  myCalendars: () => '/api/sitters/me/calendars',
  /** DELETE: remove an imported calendar. */
  myCalendarImport: (importId: string) => `/api/sitters/me/calendars/${segment(importId)}`,
  /** POST, no body: the sitter confirms their availability is up to date. */
  myAvailabilityConfirm: () => '/api/sitters/me/availability/confirm',
  /** GET: health. */
  health: () => '/api/health',
  /** GET (mine, as owner and as sitter) / POST (an owner asks a sitter). */
  meetAndGreets: () => '/api/meet-and-greets',
  /** GET: one meet-and-greet. */
  meetAndGreet: (id: string) => `/api/meet-and-greets/${segment(id)}`,
  /** POST: the sitter accepts one of the proposed times, or declines; either side reports how it went. */
  meetAndGreetAction: (id: string, action: 'accept' | 'decline' | 'outcome') => `/api/meet-and-greets/${segment(id)}/${action}`,
  /** GET (the member's, owner and sitter) / POST (request): weekly care series. */
  seriesList: () => '/api/series',
  /** GET: one series with its upcoming occurrences. */
  series: (seriesId: string) => `/api/series/${segment(seriesId)}`,
  /** POST: accept, decline, skip ({ date }), pause, resume or end a series. */
  seriesAction: (seriesId: string, action: 'accept' | 'decline' | 'skip' | 'pause' | 'resume' | 'end') =>
    `/api/series/${segment(seriesId)}/${action}`,
  /** GET: the signed-in sitter's standby asks and offers. */
  standbyRequests: () => '/api/standby-requests',
  /** POST: a standby sitter opts in to an ask, or accepts or declines an offer. */
  standbyRequestAction: (requestId: string, action: 'opt-in' | 'accept' | 'decline') =>
    `/api/standby-requests/${segment(requestId)}/${action}`,
  /** GET: a booking's standbys, what happened, and the rebooking suggestions (its owner). */
  bookingStandby: (bookingId: string) => `/api/bookings/${segment(bookingId)}/standby`,
  /** POST: the owner rebooks with one of the suggestions after a full refund. */
  bookingRebook: (bookingId: string) => `/api/bookings/${segment(bookingId)}/rebook`,
  /** GET: a sitter's reliability record (signed in). */
  sitterReliability: (sitterId: string) => `/api/sitters/${segment(sitterId)}/reliability`,
  /** GET: an owner's reliability record (their sitters, admins, the owner). */
  userReliability: (userId: string) => `/api/users/${segment(userId)}/reliability`,
  /** POST: the sitter's one reply to a late-cancellation entry in their reviews. */
  reliabilityEntryReply: (entryId: string) => `/api/reliability/entries/${segment(entryId)}/reply`,
  /** GET: the signed-in owner's cancellations a sitter says they asked for. */
  ownerAskedCancellations: () => '/api/reliability/owner-asked',
  /** POST: the owner confirms they asked the sitter to cancel. */
  ownerAskedConfirm: (bookingId: string) => `/api/reliability/owner-asked/${segment(bookingId)}/confirm`,
});

/** `a=1&b=x%20y` from the defined values, in the given order (no URLSearchParams: no DOM or Node types here). */
export function query(params: Record<string, string | number | undefined>): string {
  return Object.entries(params)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join('&');
}
