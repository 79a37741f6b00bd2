import type {
  AuthUser,
  Booking,
  BookingPrice,
  BookingSummary,
  CarePlan,
  Incident,
  IncidentMetrics,
  IncidentUpdate,
  LostPetPoster,
  PublicSitterProfile,
  Quote,
  TimelineItem,
  VetClaim,
  Visit,
  VisitTask,
} from '@pawpal/contract';

/*
 * The app tests' people, sitters and bookings, typed by the contract so a changed shape fails here
 * once instead of in every test. Each builder returns a fresh object; a test names only what it is
 * about in the overrides (`makeBooking({ status: 'paid', actions: ['cancel'] })`).
 *
 * The defaults are one story: Olivia Nguyen (u1) owns Rex and booked two nights of boarding with
 * Sam Taylor (sitter s1, user u2) in Surry Hills, from 10 to 12 March 2026 (Sydney time).
 *
 * During that stay (the care builders below): Rex's care plan, the drop-in visit v1 due at 8:00 am
 * on 11 March (AEDT) with its two tasks, and incident i1 (Rex got out of the yard) opened at
 * 10:27 am that day, to be acknowledged by 10:42 am.
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
    requiresMeetAndGreet: false,
    availabilityConfirmedAt: null,
    reliable: false,
    ...overrides,
  };
}

/* ── care during the stay ───────────────────────────────────────────────── */

/** Rex's care plan as the owner wrote it: breakfast and dinner, one medication, two walks, the vet and a $300 pre-approved spend. */
export function makeCarePlan(overrides: Partial<CarePlan> = {}): CarePlan {
  return {
    petId: 'p1',
    feeding: [
      { time: '07:30', food: 'Dry food', amount: '1 cup' },
      { time: '18:00', food: 'Wet food', amount: '1 can' },
    ],
    medications: [{ name: 'Apoquel', dose: '16 mg', times: ['07:30'], withFood: true }],
    walks: { perDay: 2, rules: 'Lead only, no dog parks.' },
    houseNotes: 'Keep the back gate shut.',
    homeAccess: 'Key in the lockbox by the side door, code 1234.',
    homeAccessHidden: false,
    vet: { clinic: 'Surry Hills Vet', phone: '02 9000 1234', address: '1 Crown St, Surry Hills' },
    emergencyContact: { name: 'Mai Nguyen', phone: '0400 111 222' },
    microchip: '956000012345678',
    vetSpendLimitCents: 30000,
    updatedAt: '2026-03-01T00:00:00.000Z',
    ...overrides,
  };
}

/** One task of a visit, not yet ticked. */
export function makeVisitTask(overrides: Partial<VisitTask> = {}): VisitTask {
  return { id: 't1', kind: 'feeding', petId: 'p1', label: 'Breakfast: 1 cup Dry food (Rex)', done: null, note: null, ...overrides };
}

/** The drop-in visit v1 of booking b1, due at 8:00 am AEDT on 11 March 2026, with breakfast and medication to do. */
export function makeVisit(overrides: Partial<Visit> = {}): Visit {
  return {
    id: 'v1',
    bookingId: 'b1',
    kind: 'visit',
    dueAt: '2026-03-10T21:00:00.000Z',
    windowMinutes: 60,
    status: 'due',
    checkInAt: null,
    checkOutAt: null,
    distanceFromCareLocationM: null,
    farFromCareLocation: false,
    tasks: [makeVisitTask(), makeVisitTask({ id: 't2', kind: 'medication', label: 'Apoquel 16 mg with food (Rex)' })],
    photos: [],
    note: null,
    route: null,
    excusedReason: null,
    ...overrides,
  };
}

/** A line of the booking's timeline: Sam's check-out of v1. */
export function makeTimelineItem(overrides: Partial<TimelineItem> = {}): TimelineItem {
  return {
    at: '2026-03-10T21:34:00.000Z',
    type: 'checked_out',
    visitId: 'v1',
    incidentId: null,
    summary: 'Sam visited Rex 8:02–8:34: fed, meds, 1 photo',
    photos: [{ id: 'up1', url: '/api/uploads/rex-breakfast.jpg' }],
    ...overrides,
  };
}

/** A vet expense Sam claimed on b1: $120 for a paw check, within the plan's spend, approved at once. */
export function makeVetClaim(overrides: Partial<VetClaim> = {}): VetClaim {
  return {
    id: 'vc1',
    bookingId: 'b1',
    amountCents: 12000,
    description: 'Paw check after a cut on a walk',
    receipt: { id: 'up9', url: '/api/uploads/receipt.jpg' },
    status: 'approved',
    approvedBy: 'plan',
    createdAt: '2026-03-10T23:00:00.000Z',
    decidedAt: '2026-03-10T23:00:00.000Z',
    ...overrides,
  };
}

/** One post in an incident's thread. */
export function makeIncidentUpdate(overrides: Partial<IncidentUpdate> = {}): IncidentUpdate {
  return {
    id: 'iu1',
    authorRole: 'sitter',
    authorName: 'Sam',
    text: 'Searching the streets around the house now.',
    photos: [],
    createdAt: '2026-03-10T23:30:00.000Z',
    ...overrides,
  };
}

/** Incident i1 on b1: Rex got out, opened by Sam at 10:27 am AEDT, the promise at 10:42 am, not yet acknowledged. */
export function makeIncident(overrides: Partial<Incident> = {}): Incident {
  return {
    id: 'i1',
    bookingId: 'b1',
    kind: 'lost_pet',
    status: 'open',
    description: 'Rex slipped out of the side gate at about 10:15.',
    openedByRole: 'sitter',
    openedAt: '2026-03-10T23:27:00.000Z',
    acknowledgeBy: '2026-03-10T23:42:00.000Z',
    acknowledgedAt: null,
    resolvedAt: null,
    outcome: null,
    visitId: null,
    payoutHeld: true,
    photos: [],
    updates: [],
    ...overrides,
  };
}

/** Rex's lost-pet poster. */
export function makeLostPetPoster(overrides: Partial<LostPetPoster> = {}): LostPetPoster {
  return {
    incidentId: 'i1',
    petName: 'Rex',
    species: 'dog',
    breed: 'Kelpie',
    colour: 'Red and tan',
    photoUrl: '/api/uploads/rex.jpg',
    microchip: '956000012345678',
    lastSeenSuburb: 'Surry Hills',
    lastSeenAt: '2026-03-10T23:15:00.000Z',
    contactName: 'Olivia',
    contactPhone: '0412 345 678',
    steps: [
      'Call the microchip registry and report Rex missing.',
      'Call the local council pound and the vets nearby.',
      'Go back to where Rex was last seen and stay there.',
    ],
    ...overrides,
  };
}

/** March 2026's acknowledgement metrics: 12 incidents, one acknowledged late. */
export function makeIncidentMetrics(overrides: Partial<IncidentMetrics> = {}): IncidentMetrics {
  return {
    from: '2026-03-01',
    to: '2026-03-31',
    count: 12,
    acknowledged: 11,
    ackMinutesP50: 6,
    ackMinutesP90: 14,
    breaches: 1,
    ...overrides,
  };
}
