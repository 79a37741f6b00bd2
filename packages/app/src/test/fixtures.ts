import type { AuthUser, Booking, BookingPrice, BookingSummary, PublicSitterProfile, Quote } from '@pawpal/contract';

/*
 * The app tests' people, sitters and bookings, typed by the contract so a changed shape fails here
 * once instead of in every test. Each builder returns a fresh object; a test names only what it is
 * about in the overrides (`makeBooking({ status: 'paid', actions: ['cancel'] })`).
 *
 * The defaults are one story: Olivia Nguyen (u1) owns Rex and booked two nights of boarding with
 * Sam Taylor (sitter s1, user u2) in Surry Hills, from 10 to 12 March 2026 (Sydney time).
 */

/** A signed-in member as GET /api/auth/user answers: Olivia, email not yet verified, profile incomplete. */
export function makeUser(overrides: Partial<AuthUser> = {}): AuthUser {
  return {
    id: 'u1',
    firstName: 'Olivia',
    lastName: 'Nguyen',
    email: 'o@example.com',
    phone: null,
    profileImageUrl: null,
    profileCompleted: false,
    emailVerified: false,
    ...overrides,
  };
}

/** The price of the default stay: two nights at $45, the 5 % booking fee and its GST, $94.95. */
export function makeQuote(overrides: Partial<Quote> = {}): Quote {
  return {
    service: 'boarding',
    units: 2,
    unitLabel: 'nights',
    unitPriceCents: 4500,
    subtotalCents: 9000,
    bookingFeeCents: 450,
    bookingFeeGstCents: 45,
    totalCents: 9495,
    cancellationPolicy: 'moderate',
    cancellationSummary: 'Full refund until 2 Mar 2026.',
    startsAt: '2026-03-09T13:00:00.000Z',
    endsAt: '2026-03-11T13:00:00.000Z',
    timeZone: 'Australia/Sydney',
    ...overrides,
  };
}

/** A booking's price as the booking carries it (the owner's view: no sitter earnings). */
export function makePrice(overrides: Partial<BookingPrice> = {}): BookingPrice {
  return { ...makeQuote(), ...overrides };
}

/** A list row (GET /api/bookings) of the default booking, seen by its owner: accepted, waiting to be paid. */
export function makeBookingSummary(overrides: Partial<BookingSummary> = {}): BookingSummary {
  return {
    id: 'b1',
    status: 'accepted',
    service: 'boarding',
    startsAt: '2026-03-09T13:00:00.000Z',
    endsAt: '2026-03-11T13:00:00.000Z',
    timeZone: 'Australia/Sydney',
    totalCents: 9495,
    petNames: ['Rex'],
    owner: { id: 'u1', firstName: 'Olivia', lastName: 'Nguyen', avatarUrl: null },
    sitter: { id: 's1', userId: 'u2', firstName: 'Sam', lastName: 'Taylor', avatarUrl: null, suburb: 'Surry Hills' },
    viewerRole: 'owner',
    actions: ['pay', 'cancel', 'message'],
    ...overrides,
  };
}

/** The whole default booking (GET /api/bookings/{id}, and every booking write's answer). */
export function makeBooking(overrides: Partial<Booking> = {}): Booking {
  return {
    ...makeBookingSummary(),
    pets: [{ id: 'p1', name: 'Rex', species: 'dog' }],
    message: null,
    price: makePrice(),
    createdAt: '2026-03-01T00:00:00.000Z',
    ...overrides,
  };
}

/** Sam's public profile (GET /api/sitters/{id}): listed, boarding and dog walking, no reviews or badges yet. */
export function makeSitter(overrides: Partial<PublicSitterProfile> = {}): PublicSitterProfile {
  return {
    id: 's1',
    firstName: 'Sam',
    lastInitial: 'T',
    avatarUrl: null,
    headline: 'Experienced dog lover in Surry Hills',
    about: 'I have a big backyard.',
    experienceYears: 5,
    suburb: 'Surry Hills',
    postcode: '2010',
    state: 'NSW',
    timeZone: 'Australia/Sydney',
    petsAccepted: { dogSizes: ['small', 'medium'], cats: true, smallAnimals: false, birds: false },
    maxPets: 2,
    services: [
      { type: 'boarding', priceCents: 4500, unit: 'night' },
      { type: 'dog_walking', priceCents: 2500, unit: 'walk' },
    ],
    cancellationPolicy: 'moderate',
    photoUrls: [],
    rating: { average: null, count: 0 },
    responseRate: null,
    repeatClientCount: 0,
    memberSince: '2026-01-01T00:00:00.000Z',
    badges: [],
    ...overrides,
  };
}
