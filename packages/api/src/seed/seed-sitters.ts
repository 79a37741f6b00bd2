import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { type EntityManager } from 'typeorm';
import {
  CANCELLATION_POLICY_NAMES,
  type CancellationPolicy,
  DEFAULT_VERIFICATION_RETENTION_DAYS,
  DOG_SIZES,
  type DogSize,
  policeCheckExpiresOn,
  type ServiceType,
} from '@pawpal/contract';
import { addDays, dateInZone, MS_PER_DAY } from '../platform/calendar/zoned-time.js';
import { timeZoneForState } from '../geo/au-states.js';
import { bundledSuburbs, capitalCitySuburbs } from '../geo/au-localities.js';
import { haversineKm } from '../geo/geo.distance.js';
import { type LatLng, type Suburb } from '../geo/geo.types.js';
import { SitterServiceOffer } from '../sitters/sitter-service-offer.entity.js';
import { SitterProfile } from '../sitters/sitter-profile.entity.js';
import { User } from '../users/user.entity.js';
import { seededRandom } from '../platform/random/seeded-random.js';
import { DEMO_ACCOUNTS } from './demo-accounts.js';
import { SEED_REGIONAL_SITTERS } from './seed-regional-sitters.js';

/**
 * Demo marketplace size and spread: sitters per capital, placed in suburbs of the capital-city
 * table within the radius of its centre (the first 300, unchanged since they were first drawn).
 */
export const SEED_SITTERS_PER_CITY = Object.freeze({ Sydney: 90, Melbourne: 80, Brisbane: 50, Perth: 40, Adelaide: 40 });
const CITY_CENTRES = {
  Sydney: { latitude: -33.8688, longitude: 151.2093, state: 'NSW' },
  Melbourne: { latitude: -37.8136, longitude: 144.9631, state: 'VIC' },
  Brisbane: { latitude: -27.4698, longitude: 153.0251, state: 'QLD' },
  Perth: { latitude: -31.9523, longitude: 115.8613, state: 'WA' },
  Adelaide: { latitude: -34.9285, longitude: 138.6007, state: 'SA' },
} as const;
const CITY_RADIUS_KM = 40;
/** Demo sitters live at their suburb's centre plus up to this many degrees (~500 m) either way. */
const JITTER_DEGREES = 0.005;
/** Seeded blocked dates fall within this many days from today. */
const BLOCKED_WINDOW_DAYS = 60;
const SEED = 20_251_121;

/**
 * The other capitals and some regional cities (Hobart, Darwin and Canberra were empty):
 * sitters placed in localities of the national table within `radiusKm` of the centre locality
 * (state, postcode, name), priced by `priceFactor` (regional rates run below Sydney's). They
 * draw from their own PRNG stream, after the first 300, so those stay exactly as they were.
 * Launceston, Ballarat, Bendigo and the rest stay empty: specs that need a place without demo
 * sitters use them (search.e2e-spec.ts: Launceston).
 */
export const SEED_MORE_CITIES = Object.freeze([
  { city: 'Canberra', centre: ['ACT', '2601', 'Canberra'], radiusKm: 15, sitters: 12, priceFactor: 1 },
  { city: 'Hobart', centre: ['TAS', '7000', 'Hobart'], radiusKm: 12, sitters: 10, priceFactor: 0.9 },
  { city: 'Darwin', centre: ['NT', '0800', 'Darwin City'], radiusKm: 15, sitters: 8, priceFactor: 1 },
  { city: 'Newcastle', centre: ['NSW', '2300', 'Newcastle'], radiusKm: 15, sitters: 8, priceFactor: 0.9 },
  { city: 'Wollongong', centre: ['NSW', '2500', 'Wollongong'], radiusKm: 12, sitters: 6, priceFactor: 0.9 },
  { city: 'Geelong', centre: ['VIC', '3220', 'Geelong'], radiusKm: 12, sitters: 8, priceFactor: 0.85 },
  { city: 'Gold Coast', centre: ['QLD', '4217', 'Gold Coast'], radiusKm: 20, sitters: 10, priceFactor: 0.95 },
  { city: 'Sunshine Coast', centre: ['QLD', '4558', 'Sunshine Coast'], radiusKm: 20, sitters: 6, priceFactor: 0.9 },
  { city: 'Cairns', centre: ['QLD', '4870', 'Cairns'], radiusKm: 12, sitters: 6, priceFactor: 0.85 },
  { city: 'Townsville', centre: ['QLD', '4810', 'Townsville'], radiusKm: 12, sitters: 6, priceFactor: 0.85 },
  { city: 'Alice Springs', centre: ['NT', '0870', 'Alice Springs'], radiusKm: 10, sitters: 4, priceFactor: 0.9 },
] as const satisfies readonly {
  city: string;
  centre: readonly [string, string, string];
  radiusKm: number;
  sitters: number;
  priceFactor: number;
}[]);
const MORE_CITIES_SEED = 20_261_126;
/** Localities nobody lives at (airports, campuses, barracks, post offices, shopping centres) are no sitter's home. */
const NOT_A_HOME =
  /airport|universit|campus|parliament|barracks|raaf|hmas|army|navy|plaza|milpo|mail|post office|\bpo$|central$|defence|hospital|prison|\bcbd\b|town centre|\bfair$|shopping|supercentre|\bspit$/i;

/** Price range per unit, cents, and how often a demo sitter offers the service. */
const SERVICE_PRICES: Record<ServiceType, { min: number; max: number; share: number }> = {
  boarding: { min: 4_500, max: 9_000, share: 0.7 },
  house_sitting: { min: 6_000, max: 12_000, share: 0.4 },
  drop_in: { min: 2_000, max: 3_500, share: 0.5 },
  day_care: { min: 3_500, max: 6_000, share: 0.35 },
  dog_walking: { min: 2_000, max: 4_000, share: 0.55 },
};

const FIRST_NAMES = [
  'Charlotte',
  'Oliver',
  'Amelia',
  'Jack',
  'Isla',
  'Noah',
  'Mia',
  'William',
  'Ava',
  'Henry',
  'Grace',
  'Leo',
  'Chloe',
  'Thomas',
  'Ruby',
  'Lucas',
  'Sophie',
  'James',
  'Matilda',
  'Ethan',
  'Zoe',
  'Lachlan',
  'Harper',
  'Cooper',
  'Evie',
  'Hamish',
  'Georgia',
  'Riley',
  'Priya',
  'Minh',
  'Aisha',
  'Mateo',
  'Hannah',
  'Liam',
  'Emily',
  'Kai',
  'Jessica',
  'Tom',
  'Bree',
  'Daniel',
];
const LAST_NAMES = [
  'Smith',
  'Jones',
  'Williams',
  'Brown',
  'Wilson',
  'Taylor',
  'Nguyen',
  'Johnson',
  'Martin',
  'White',
  'Anderson',
  'Walker',
  'Thompson',
  'Kelly',
  'Ryan',
  'Harris',
  'Lee',
  'King',
  'Campbell',
  'Mitchell',
  'Robinson',
  'Clarke',
  "O'Brien",
  'Murphy',
  'Chen',
  'Singh',
  'Patel',
  'Wright',
  'Hughes',
  'Edwards',
  'Green',
  'Hall',
  'Wood',
  'Scott',
  'Young',
  'Turner',
  'Baker',
  'Cooper',
  'Tran',
  'Ward',
];
/** More names for SEED_MORE_CITIES only (the first lists' lengths fix the first 300 sitters' draws). */
const MORE_FIRST_NAMES = [
  'Tahlia',
  'Jarrah',
  'Indi',
  'Mei',
  'Arjun',
  'Sione',
  'Yasmin',
  'Connor',
  'Eliza',
  'Declan',
  'Anh',
  'Ngaire',
  'Rosa',
  'Tariq',
  'Freya',
  'Ollie',
];
const MORE_LAST_NAMES = [
  'Papadopoulos',
  'Kowalski',
  'Nakamura',
  'Fraser',
  'McGregor',
  'Rossi',
  'Haddad',
  'Dunn',
  'Pham',
  'Evans',
  'Sutherland',
  'Kaur',
];
const HEADLINES = [
  (suburb: string) => `Dog-loving home boarder in ${suburb}`,
  (suburb: string) => `Experienced pet sitter in ${suburb}`,
  (suburb: string) => `Cat whisperer and dog walker, ${suburb}`,
  (suburb: string) => `Retired vet nurse caring for pets in ${suburb}`,
  (suburb: string) => `Big backyard, happy dogs: ${suburb}`,
  (suburb: string) => `Reliable drop-ins and walks around ${suburb}`,
  (suburb: string) => `Your pet's home away from home in ${suburb}`,
  (suburb: string) => `Active walker for energetic dogs in ${suburb}`,
];
const ABOUT_OPENINGS = [
  "I've had dogs all my life and currently share my home with a very spoilt kelpie.",
  'I work from home, so your pet will have company all day rather than hours alone.',
  'I grew up on a farm outside Dubbo and have cared for animals of every size since I was a kid.',
  'After twelve years as a vet nurse I now look after pets full time.',
  'I am a university student who misses the family dog and loves spending time with animals.',
  "My partner and I have two rescue cats and a greyhound, and we're happy to welcome more friends.",
];
const ABOUT_MIDDLES = [
  'My place has a fully fenced yard and there is a leash-free park five minutes away.',
  'I am comfortable giving tablets and insulin and keep to your feeding routine to the minute.',
  'Every visit comes with a photo update so you always know how your pet is going.',
  'I walk twice a day, rain or shine, and keep dogs of different households apart until they have met properly.',
  'Cats get a quiet room of their own and as much or as little attention as they like.',
  'I hold a current pet first aid certificate and my local vet is just around the corner.',
];
const ABOUT_CLOSINGS = [
  'Send me a message and we can arrange a meet and greet before you book.',
  "I'm happy to chat about your pet's quirks before the stay.",
  'Repeat guests are always welcome, and I keep notes on every pet I look after.',
  'Looking forward to meeting you and your furry family.',
];

/** The demo sitter (sitter@pawpal.demo): a complete, believable profile with services and prices. */
export const DEMO_SITTER_PROFILE = Object.freeze({
  headline: 'Experienced dog lover in Surry Hills',
  about:
    "I've looked after dogs and cats for eight years, first for friends and now for Pawpal families. I work from home in a pet-proofed terrace two streets from Shannon Reserve, so your dog gets two long walks a day and company in between. I'm happy to give medication and always send photo updates.",
  experienceYears: 8,
  suburb: 'Surry Hills',
  postcode: '2010',
  state: 'NSW' as const,
  dogSizes: ['small', 'medium', 'large'] as DogSize[],
  acceptsCats: true,
  acceptsSmallAnimals: true,
  acceptsBirds: false,
  maxPets: 3,
  cancellationPolicy: 'moderate' as CancellationPolicy,
  ratingAvg: 4.9,
  ratingCount: 27,
  services: [
    { type: 'boarding', priceCents: 6_500 },
    { type: 'house_sitting', priceCents: 8_500 },
    { type: 'drop_in', priceCents: 2_800 },
    { type: 'dog_walking', priceCents: 3_000 },
  ] as { type: ServiceType; priceCents: number }[],
});

/** Writes the demo sitter's full profile and services (the user row exists already), approved with a verified photo ID and a current police check. */
export async function seedDemoSitterProfile(manager: EntityManager, userId: string, now: Date = new Date()): Promise<void> {
  const { services, ...profile } = DEMO_SITTER_PROFILE;
  const suburb = bundledSuburbs().find((s) => s.name === profile.suburb && s.postcode === profile.postcode)!;
  const [timeline] = verificationTimelines(DEMO_SITTER_VERIFICATIONS_SEED, 1, now, { policeShare: 1, pendingShare: 0 });
  await manager.getRepository(SitterProfile).insert({
    userId,
    ...profile,
    latitude: suburb.latitude,
    longitude: suburb.longitude,
    timeZone: timeZoneForState(profile.state),
    photoUrls: [],
    ...approvedAt(timeline!),
  });
  await manager.getRepository(SitterServiceOffer).insert(services.map((service) => ({ sitterId: userId, ...service })));
  await seedVerifications(manager, [userId], [timeline!], now);
}

/** PRNG streams of the demo sitters' verification histories (apart from the marketplace's, so those stay as they were). */
const DEMO_SITTER_VERIFICATIONS_SEED = 20_261_204;
export const MARKETPLACE_VERIFICATIONS_SEED = 20_261_205;
export const REGIONAL_VERIFICATIONS_SEED = 20_261_206;

/** One seeded sitter's checks: when their photo ID and profile were reviewed, and their police check, if any. */
export interface VerificationTimeline {
  idSubmittedAt: Date;
  idDecidedAt: Date;
  /** Review before listing: submitted with the photo ID, approved once the ID was. */
  profileSubmittedAt: Date;
  profileReviewedAt: Date;
  /** An approved National Police Check, current today. */
  policeCheck: { submittedAt: Date; decidedAt: Date; certificateDate: string } | null;
  /** A police check waiting in the admin queue (only for sitters without one). */
  pendingPoliceCheckSubmittedAt: Date | null;
}

/**
 * Believable verification histories, drawn from their own PRNG stream `seed` (deterministic, and
 * apart from the streams the sitters' other fields come from): each photo ID decided 3 to 18
 * months ago, submitted one to four days before; the profile approved the same day or up to two
 * days after its ID (a sitter is listed only once their ID is approved). A `policeShare` of them
 * hold a police check whose certificate is 20 to 340 days old (so every badge is current, expiring
 * as the API works it out), decided 3 to 12 days after its date; a `pendingShare` of the others
 * have one waiting for review, submitted in the last five days.
 */
export function verificationTimelines(
  seed: number,
  count: number,
  now: Date,
  shares: { policeShare: number; pendingShare: number },
): VerificationTimeline[] {
  const next = seededRandom(seed);
  const { between } = draws(next);
  const at = (days: number, from: Date = now) => new Date(from.getTime() + days * MS_PER_DAY);
  const today = dateInZone(now, 'UTC');
  // Office hours drift: a decision some minutes into the working day, never to the second alike.
  const minutes = (max: number) => between(0, max) * 60_000;
  return Array.from({ length: count }, () => {
    const idDecidedAt = new Date(at(-between(92, 545)).getTime() - minutes(8 * 60));
    const idSubmittedAt = new Date(at(-between(1, 4), idDecidedAt).getTime() - minutes(6 * 60));
    const profileReviewedAt = new Date(at(between(0, 2), idDecidedAt).getTime() + minutes(90) + 60_000);
    let policeCheck: VerificationTimeline['policeCheck'] = null;
    let pendingPoliceCheckSubmittedAt: Date | null = null;
    if (next() < shares.policeShare) {
      const age = between(20, 340);
      const certificateDate = addDays(today, -age);
      const decidedAt = new Date(at(-age + between(3, 12)).getTime() + minutes(8 * 60));
      policeCheck = { certificateDate, decidedAt, submittedAt: new Date(at(-between(1, 3), decidedAt).getTime() - minutes(4 * 60)) };
    } else if (next() < shares.pendingShare) {
      pendingPoliceCheckSubmittedAt = new Date(at(-between(0, 4)).getTime() - minutes(20 * 60) - 60_000);
    }
    return { idSubmittedAt, idDecidedAt, profileSubmittedAt: idSubmittedAt, profileReviewedAt, policeCheck, pendingPoliceCheckSubmittedAt };
  });
}

/** Demo sitters are seeded approved (review before listing), on their timeline's dates. */
export function approvedAt(
  timeline: VerificationTimeline,
): Pick<SitterProfile, 'reviewStatus' | 'reviewReason' | 'reviewSubmittedAt' | 'reviewedAt'> {
  return {
    reviewStatus: 'approved',
    reviewReason: null,
    reviewSubmittedAt: timeline.profileSubmittedAt,
    reviewedAt: timeline.profileReviewedAt,
  };
}

/**
 * The seeded sitters' verification documents, as their timelines say: every photo ID approved (a
 * person checked it before they were listed), approved police checks dated before their decision
 * and expiring as the API would work it out (`policeCheckExpiresOn`: POLICE_CHECK_VALID_MONTHS
 * after the certificate's date). Decided documents' files count as deleted after the retention
 * period (`file_name` null), as a real database's would be. A pending police check needs its file
 * for the reviewer: a plain placeholder card is written into `documentsDir` (VERIFICATION_DIR).
 */
export async function seedVerifications(
  manager: EntityManager,
  sitterIds: readonly string[],
  timelines: readonly VerificationTimeline[],
  now: Date,
  documentsDir?: string,
): Promise<void> {
  const retention = DEFAULT_VERIFICATION_RETENTION_DAYS * MS_PER_DAY;
  type Row = {
    sitterId: string;
    kind: 'id' | 'police_check';
    status: 'approved' | 'pending';
    contentType: string;
    byteSize: number;
    fileName: string | null;
    submittedAt: Date;
    decidedAt: Date | null;
    certificateDate: string | null;
    expiresOn: string | null;
    fileDeletedAt: Date | null;
  };
  const rows: Row[] = [];
  const deletedAt = (decided: Date) => new Date(decided.getTime() + retention);
  const placeholder = documentsDir === undefined ? undefined : await placeholderDocument();
  for (const [index, sitterId] of sitterIds.entries()) {
    const timeline = timelines[index]!;
    rows.push({
      sitterId,
      kind: 'id',
      status: 'approved',
      contentType: 'image/jpeg',
      byteSize: spread(180_000, 2_400_000, index),
      fileName: null,
      submittedAt: timeline.idSubmittedAt,
      decidedAt: timeline.idDecidedAt,
      certificateDate: null,
      expiresOn: null,
      fileDeletedAt: deletedAt(timeline.idDecidedAt),
    });
    const police = timeline.policeCheck;
    if (police) {
      rows.push({
        sitterId,
        kind: 'police_check',
        status: 'approved',
        contentType: 'application/pdf',
        byteSize: spread(60_000, 400_000, index),
        fileName: null,
        submittedAt: police.submittedAt,
        decidedAt: police.decidedAt,
        certificateDate: police.certificateDate,
        expiresOn: policeCheckExpiresOn(police.certificateDate),
        fileDeletedAt: police.decidedAt.getTime() + retention <= now.getTime() ? deletedAt(police.decidedAt) : null,
      });
    }
    if (timeline.pendingPoliceCheckSubmittedAt && placeholder) {
      rows.push({
        sitterId,
        kind: 'police_check',
        status: 'pending',
        contentType: 'image/png',
        byteSize: placeholder.length,
        fileName: await storePlaceholder(documentsDir!, placeholder),
        submittedAt: timeline.pendingPoliceCheckSubmittedAt,
        decidedAt: null,
        certificateDate: null,
        expiresOn: null,
        fileDeletedAt: null,
      });
    }
  }
  // A decided document kept within the retention period still has its file: give it the placeholder.
  for (const row of rows) {
    if (row.status === 'approved' && row.fileDeletedAt === null) {
      if (placeholder) {
        row.fileName = await storePlaceholder(documentsDir!, placeholder);
        row.contentType = 'image/png';
        row.byteSize = placeholder.length;
      } else {
        row.fileDeletedAt = row.decidedAt;
      }
    }
  }
  await manager.query(
    `INSERT INTO sitter_verifications (sitter_id, kind, status, content_type, byte_size, file_name, submitted_at, decided_at, certificate_date, expires_on, file_deleted_at)
     SELECT * FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::int[], $6::text[], $7::timestamptz[], $8::timestamptz[], $9::date[], $10::date[], $11::timestamptz[])`,
    [
      rows.map((row) => row.sitterId),
      rows.map((row) => row.kind),
      rows.map((row) => row.status),
      rows.map((row) => row.contentType),
      rows.map((row) => row.byteSize),
      rows.map((row) => row.fileName),
      rows.map((row) => row.submittedAt),
      rows.map((row) => row.decidedAt),
      rows.map((row) => row.certificateDate),
      rows.map((row) => row.expiresOn),
      rows.map((row) => row.fileDeletedAt),
    ],
  );
}

/** A size in [min, max] spread by `index` (no PRNG draw: the streams stay as they were). */
function spread(min: number, max: number, index: number): number {
  return min + ((index * 7_919 + 104_729) % (max - min + 1));
}

/** A plain grey document card (no text, nobody's details) standing in for an uploaded certificate. */
async function placeholderDocument(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="420"><rect width="600" height="420" fill="#f1f5f9"/><rect x="30" y="30" width="540" height="360" rx="16" fill="#ffffff" stroke="#94a3b8" stroke-width="4"/><rect x="60" y="70" width="300" height="28" fill="#cbd5e1"/>${[
    130, 170, 210, 250, 290,
  ]
    .map((y) => `<rect x="60" y="${y}" width="${y === 290 ? 260 : 480}" height="14" fill="#e2e8f0"/>`)
    .join('')}<circle cx="500" cy="320" r="40" fill="none" stroke="#64748b" stroke-width="6"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Writes one copy of the placeholder under a stored document's kind of name (owner-only, like real documents). */
async function storePlaceholder(dir: string, bytes: Buffer): Promise<string> {
  const name = `${randomBytes(16).toString('hex')}.png`;
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await writeFile(path.join(dir, name), bytes, { mode: 0o600 });
  return name;
}

/** How a sitter's name shows to others: "Cooper T." (first name and last initial). */
export function displayedName(firstName: string, lastName: string): string {
  return `${firstName} ${lastName.charAt(0)}.`;
}

/**
 * Names as drawn, made distinct as shown: a drawn name whose "first name + last initial" is
 * taken (by an earlier sitter, the demo sitter or a regional one) moves on to the group's next
 * last name, then the next first name, without drawing from the PRNG (so every other field stays
 * as it was).
 */
class DistinctNames {
  private readonly taken = new Set<string>([
    ...DEMO_ACCOUNTS.filter((account) => account.sitterProfile).map((account) => displayedName(account.firstName, account.lastName)),
    ...SEED_REGIONAL_SITTERS.map((sitter) => displayedName(sitter.firstName, sitter.lastName)),
  ]);

  take(group: CityGroup, firstName: string, lastName: string): { firstName: string; lastName: string } {
    const { firstNames, lastNames } = group;
    const firstAt = firstNames.indexOf(firstName);
    const lastAt = lastNames.indexOf(lastName);
    for (let f = 0; f < firstNames.length; f += 1) {
      for (let l = 0; l < lastNames.length; l += 1) {
        const candidate = {
          firstName: firstNames[(firstAt + f) % firstNames.length]!,
          lastName: lastNames[(lastAt + l) % lastNames.length]!,
        };
        const shown = displayedName(candidate.firstName, candidate.lastName);
        if (!this.taken.has(shown)) {
          this.taken.add(shown);
          return candidate;
        }
      }
    }
    throw new Error('seed: more sitters than distinct names');
  }
}

interface Draws {
  /** One item of the list. */
  pick<T>(list: readonly T[]): T;
  /** A whole number in [min, max]. */
  between(min: number, max: number): number;
}

function draws(next: () => number): Draws {
  return {
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
    between: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
  };
}

interface CityGroup {
  /** The group's own PRNG stream, and picks drawn from it. */
  readonly next: () => number;
  readonly draw: Draws;
  readonly firstNames: readonly string[];
  readonly lastNames: readonly string[];
  readonly cities: readonly { count: number; nearby: readonly Suburb[]; priceFactor: number }[];
}

/** The suburbs of `pool` in `state` within `radiusKm` of `centre`, in pool order. */
function suburbsNear(pool: readonly Suburb[], centre: LatLng & { state: string }, radiusKm: number): Suburb[] {
  return pool.filter((s) => s.state === centre.state && haversineKm(centre, s) <= radiusKm);
}

/** The five capitals of SEED_SITTERS_PER_CITY, then SEED_MORE_CITIES, each with its PRNG. */
function cityGroups(): CityGroup[] {
  const capital = capitalCitySuburbs();
  const national = bundledSuburbs();
  const [firstNext, moreNext] = [seededRandom(SEED), seededRandom(MORE_CITIES_SEED)];
  const first: CityGroup = {
    next: firstNext,
    draw: draws(firstNext),
    firstNames: FIRST_NAMES,
    lastNames: LAST_NAMES,
    cities: (Object.entries(SEED_SITTERS_PER_CITY) as [keyof typeof CITY_CENTRES, number][]).map(([city, count]) => ({
      count,
      nearby: suburbsNear(capital, CITY_CENTRES[city], CITY_RADIUS_KM),
      priceFactor: 1,
    })),
  };
  const more: CityGroup = {
    next: moreNext,
    draw: draws(moreNext),
    firstNames: [...FIRST_NAMES, ...MORE_FIRST_NAMES],
    lastNames: [...LAST_NAMES, ...MORE_LAST_NAMES],
    cities: SEED_MORE_CITIES.map(({ city, centre: [state, postcode, name], radiusKm, sitters, priceFactor }) => {
      const centre = national.find((s) => s.state === state && s.postcode === postcode && s.name === name);
      if (!centre) throw new Error(`seed: no ${name} ${state} ${postcode} for ${city}`);
      return { count: sitters, nearby: suburbsNear(national, centre, radiusKm).filter((s) => !NOT_A_HOME.test(s.name)), priceFactor };
    }),
  };
  return [first, more];
}

/**
 * A believable marketplace for the demo: SEED_SITTERS_PER_CITY sitters across five capitals and
 * SEED_MORE_CITIES across the other three and regional cities, with names, headlines, about
 * texts, services and prices, pets accepted, policies, ratings and a few blocked dates. Bulk
 * inserts (one statement per table). Returns the new sitters' ids (their user ids), e.g. for
 * seeding bookings on top.
 */
export async function seedMarketplaceSitters(
  manager: EntityManager,
  passwordHash: string,
  options: { now?: Date; documentsDir?: string } = {},
): Promise<string[]> {
  const now = options.now ?? new Date();
  const groups = cityGroups();
  const names = new DistinctNames();
  const users: Partial<User>[] = [];
  const drafts: { suburb: Suburb; group: CityGroup; priceFactor: number }[] = [];
  let index = 0;
  for (const group of groups) {
    const { pick, between } = group.draw;
    for (const { count, nearby, priceFactor } of group.cities) {
      for (let i = 0; i < count; i += 1) {
        index += 1;
        const { firstName, lastName } = names.take(group, pick(group.firstNames), pick(group.lastNames));
        const local = `${firstName}.${lastName}`.toLowerCase().replace(/[^a-z.]/g, '');
        users.push({
          firstName,
          lastName,
          email: `${local}.${index}@sitters.pawpal.demo`,
          phone: `+614${String(between(10_000_000, 99_999_999))}`,
          profileImageUrl: null,
          profileCompleted: false,
          isAdmin: false,
          passwordHash,
        });
        drafts.push({ suburb: pick(nearby), group, priceFactor });
      }
    }
  }
  const inserted = await manager.getRepository(User).insert(users);
  const ids = inserted.identifiers.map((identifier) => String(identifier.id));

  const timelines = verificationTimelines(MARKETPLACE_VERIFICATIONS_SEED, ids.length, now, { policeShare: 0.45, pendingShare: 0.06 });
  const profiles: Partial<SitterProfile>[] = [];
  const services: Partial<SitterServiceOffer>[] = [];
  const blocked: { sitterId: string; day: string }[] = [];
  for (const [i, { suburb, group, priceFactor }] of drafts.entries()) {
    const {
      next,
      draw: { pick, between },
    } = group;
    const userId = ids[i]!;
    const reviewed = next() < 0.75;
    profiles.push({
      userId,
      headline: pick(HEADLINES)(suburb.name),
      about: `${pick(ABOUT_OPENINGS)} ${pick(ABOUT_MIDDLES)} ${pick(ABOUT_CLOSINGS)}`,
      experienceYears: between(1, 20),
      suburb: suburb.name,
      postcode: suburb.postcode,
      state: suburb.state,
      latitude: suburb.latitude + (next() * 2 - 1) * JITTER_DEGREES,
      longitude: suburb.longitude + (next() * 2 - 1) * JITTER_DEGREES,
      timeZone: suburb.timeZone,
      dogSizes: next() < 0.85 ? DOG_SIZES.slice(0, between(1, DOG_SIZES.length)) : [],
      acceptsCats: next() < 0.6,
      acceptsSmallAnimals: next() < 0.3,
      acceptsBirds: next() < 0.15,
      maxPets: between(1, 4),
      cancellationPolicy: pick(CANCELLATION_POLICY_NAMES),
      photoUrls: [],
      ratingAvg: reviewed ? Math.round((3.8 + next() * 1.2) * 100) / 100 : null,
      ratingCount: reviewed ? between(1, 60) : 0,
      ...approvedAt(timelines[i]!),
    });
    const offered = (Object.keys(SERVICE_PRICES) as ServiceType[]).filter((type) => next() < SERVICE_PRICES[type].share);
    if (offered.length === 0) offered.push('boarding');
    for (const type of offered) {
      const { min, max } = SERVICE_PRICES[type];
      // Whole 50-cent steps, like real price lists.
      services.push({ sitterId: userId, type, priceCents: Math.round((between(min, max) * priceFactor) / 50) * 50 });
    }
    if (next() < 0.3) {
      const start = between(0, BLOCKED_WINDOW_DAYS);
      const today = dateInZone(now, suburb.timeZone);
      const length = between(2, 6);
      for (let d = 0; d < length; d += 1) blocked.push({ sitterId: userId, day: addDays(today, start + d) });
    }
  }
  await manager.getRepository(SitterProfile).insert(profiles);
  await manager.getRepository(SitterServiceOffer).insert(services);
  // Nearly half the demo sitters hold a police check badge, and a few have one waiting for review.
  await seedVerifications(manager, ids, timelines, now, options.documentsDir);
  if (blocked.length > 0) {
    // Calendars are raw SQL, like the availability module's own writes.
    await manager.query(
      `INSERT INTO sitter_unavailable_days (sitter_id, day, reason) SELECT sitter_id, day, 'blocked' FROM unnest($1::uuid[], $2::date[]) AS t(sitter_id, day)`,
      [blocked.map((row) => row.sitterId), blocked.map((row) => row.day)],
    );
  }
  return ids;
}
