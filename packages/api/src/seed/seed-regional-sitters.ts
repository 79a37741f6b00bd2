import { type CancellationPolicy, type DogSize, type ServiceType } from '@pawpal/contract';
import { type EntityManager } from 'typeorm';
import { bundledSuburbs } from '../geo/au-localities.js';
import { SitterProfile } from '../sitters/sitter-profile.entity.js';
import { SitterServiceOffer } from '../sitters/sitter-service-offer.entity.js';
import { User } from '../users/user.entity.js';
import { approvedAt, REGIONAL_VERIFICATIONS_SEED, seedVerifications, verificationTimelines } from './seed-sitters.js';

interface RegionalSitter {
  firstName: string;
  lastName: string;
  /** State, postcode, locality name: a line of the national table. */
  place: readonly [string, string, string];
  headline: string;
  about: string;
  experienceYears: number;
  dogSizes: DogSize[];
  acceptsCats: boolean;
  acceptsSmallAnimals: boolean;
  maxPets: number;
  cancellationPolicy: CancellationPolicy;
  services: { type: ServiceType; priceCents: number }[];
}

/**
 * A few listed sitters in regional towns the city seeding leaves empty, so a search there ends
 * with someone, at most a drive away, rather than zero at any distance (the nearest-sitters
 * fallback, docs/app-marketplace.md). Written out by hand, not drawn: adding them draws nothing
 * from the PRNG streams of seed-sitters.ts, so every other demo sitter stays as it was. None takes
 * birds (search/nearest.e2e-spec.ts needs no bird sitter within 1,000 km of Derby WA), none lives
 * in Derby WA, Launceston, Ballarat or Bendigo (specs use them as empty places), and each town is
 * outside the pinned radius of every seeded city (seed-cities.e2e-spec.ts).
 */
export const SEED_REGIONAL_SITTERS: readonly RegionalSitter[] = Object.freeze([
  {
    firstName: 'Jarrah',
    lastName: 'Cooper',
    place: ['WA', '6725', 'Broome'],
    headline: 'Dog walker and home boarder in Broome',
    about:
      'I have lived in Broome for eleven years with two rescue dogs. Early walks along the beach before the heat, a shaded yard and a cool room for the afternoons.',
    experienceYears: 9,
    dogSizes: ['small', 'medium', 'large'],
    acceptsCats: true,
    acceptsSmallAnimals: false,
    maxPets: 3,
    cancellationPolicy: 'moderate',
    services: [
      { type: 'boarding', priceCents: 5_500 },
      { type: 'dog_walking', priceCents: 2_500 },
    ],
  },
  {
    firstName: 'Mei',
    lastName: 'Tanaka',
    place: ['WA', '6725', 'Broome'],
    headline: 'Cat sitting and drop-ins around Broome',
    about: 'Nurse at the hospital with flexible shifts. I visit twice a day, keep to your routine and send a photo each time.',
    experienceYears: 5,
    dogSizes: ['small'],
    acceptsCats: true,
    acceptsSmallAnimals: true,
    maxPets: 2,
    cancellationPolicy: 'flexible',
    services: [
      { type: 'drop_in', priceCents: 2_500 },
      { type: 'house_sitting', priceCents: 7_000 },
    ],
  },
  {
    firstName: 'Darcy',
    lastName: 'Nguyen',
    place: ['NT', '0850', 'Katherine'],
    headline: 'Big fenced yard for active dogs in Katherine',
    about: 'Grew up on a cattle station and now work from home in town. Working breeds welcome; I walk at dawn and dusk, out of the heat.',
    experienceYears: 12,
    dogSizes: ['medium', 'large', 'giant'],
    acceptsCats: false,
    acceptsSmallAnimals: false,
    maxPets: 3,
    cancellationPolicy: 'moderate',
    services: [
      { type: 'boarding', priceCents: 5_000 },
      { type: 'day_care', priceCents: 4_000 },
    ],
  },
  {
    firstName: 'Tayla',
    lastName: 'Brennan',
    place: ['NT', '0850', 'Katherine South'],
    headline: 'House sitter for pets and plants, Katherine',
    about: 'Teacher with school holidays free. I stay in your home, keep the garden watered and the pets to their routine.',
    experienceYears: 4,
    dogSizes: ['small', 'medium'],
    acceptsCats: true,
    acceptsSmallAnimals: true,
    maxPets: 4,
    cancellationPolicy: 'strict',
    services: [
      { type: 'house_sitting', priceCents: 6_500 },
      { type: 'drop_in', priceCents: 2_200 },
    ],
  },
  {
    firstName: 'Ned',
    lastName: 'Kowalski',
    place: ['WA', '6743', 'Kununurra'],
    headline: 'Reliable drop-ins and walks in Kununurra',
    about: 'Farmhand between seasons who has always had dogs. Happy to give medication and check water twice a day in the wet.',
    experienceYears: 7,
    dogSizes: ['small', 'medium', 'large'],
    acceptsCats: true,
    acceptsSmallAnimals: false,
    maxPets: 2,
    cancellationPolicy: 'flexible',
    services: [
      { type: 'drop_in', priceCents: 2_000 },
      { type: 'dog_walking', priceCents: 2_200 },
    ],
  },
  {
    firstName: 'Bronte',
    lastName: 'Walsh',
    place: ['WA', '6721', 'Port Hedland'],
    headline: 'FIFO-friendly boarding in Port Hedland',
    about: 'I look after pets while their people are on swing. Long stays are fine: your dog joins mine for walks and a swim.',
    experienceYears: 6,
    dogSizes: ['small', 'medium', 'large'],
    acceptsCats: false,
    acceptsSmallAnimals: false,
    maxPets: 3,
    cancellationPolicy: 'moderate',
    services: [{ type: 'boarding', priceCents: 6_000 }],
  },
  {
    firstName: 'Aroha',
    lastName: 'Fraser',
    place: ['QLD', '4825', 'Mount Isa'],
    headline: 'Home boarding with a shaded yard in Mount Isa',
    about: 'Retired vet nurse. Older dogs and cats on medication are my favourite guests.',
    experienceYears: 20,
    dogSizes: ['small', 'medium'],
    acceptsCats: true,
    acceptsSmallAnimals: true,
    maxPets: 3,
    cancellationPolicy: 'moderate',
    services: [
      { type: 'boarding', priceCents: 4_800 },
      { type: 'drop_in', priceCents: 2_000 },
    ],
  },
  {
    firstName: 'Callum',
    lastName: 'Sutherland',
    place: ['NSW', '2830', 'Dubbo'],
    headline: 'Dog walking and day care in Dubbo',
    about: 'Agriculture student with a kelpie of my own. Long walks along the river and plenty of fetch.',
    experienceYears: 3,
    dogSizes: ['medium', 'large'],
    acceptsCats: false,
    acceptsSmallAnimals: false,
    maxPets: 2,
    cancellationPolicy: 'flexible',
    services: [
      { type: 'dog_walking', priceCents: 2_500 },
      { type: 'day_care', priceCents: 4_200 },
    ],
  },
  {
    firstName: 'Ingrid',
    lastName: 'Dunn',
    place: ['SA', '5290', 'Mount Gambier'],
    headline: 'Cat whisperer and house sitter, Mount Gambier',
    about: 'Quiet home, no children, two elderly cats. I house sit or board cats in their own room.',
    experienceYears: 10,
    dogSizes: [],
    acceptsCats: true,
    acceptsSmallAnimals: true,
    maxPets: 2,
    cancellationPolicy: 'strict',
    services: [
      { type: 'boarding', priceCents: 4_500 },
      { type: 'house_sitting', priceCents: 6_000 },
    ],
  },
  {
    firstName: 'Lachie',
    lastName: 'Evans',
    place: ['WA', '6450', 'Esperance'],
    headline: 'Beach walks for your dog in Esperance',
    about: 'I run a small landscaping business from home, so your dog gets company all day and a run on the beach.',
    experienceYears: 8,
    dogSizes: ['small', 'medium', 'large', 'giant'],
    acceptsCats: false,
    acceptsSmallAnimals: false,
    maxPets: 3,
    cancellationPolicy: 'moderate',
    services: [
      { type: 'boarding', priceCents: 5_200 },
      { type: 'dog_walking', priceCents: 2_400 },
    ],
  },
]);

/**
 * Inserts SEED_REGIONAL_SITTERS listed (approved, photo ID checked, about half with a police
 * check, on dates of their own: verificationTimelines), at their locality's centre. Returns their user ids.
 */
export async function seedRegionalSitters(manager: EntityManager, passwordHash: string, now: Date = new Date()): Promise<string[]> {
  const national = bundledSuburbs();
  const places = SEED_REGIONAL_SITTERS.map(({ place: [state, postcode, name] }) => {
    const found = national.find((s) => s.state === state && s.postcode === postcode && s.name === name);
    if (!found) throw new Error(`seed: no ${name} ${state} ${postcode}`);
    return found;
  });
  const inserted = await manager.getRepository(User).insert(
    SEED_REGIONAL_SITTERS.map((sitter, index) => ({
      firstName: sitter.firstName,
      lastName: sitter.lastName,
      email: `${sitter.firstName}.${sitter.lastName}.regional${index + 1}@sitters.pawpal.demo`.toLowerCase(),
      phone: `+6140000${String(1_000 + index)}`,
      profileImageUrl: null,
      profileCompleted: false,
      isAdmin: false,
      passwordHash,
    })),
  );
  const ids = inserted.identifiers.map((identifier) => String(identifier.id));
  const timelines = verificationTimelines(REGIONAL_VERIFICATIONS_SEED, ids.length, now, { policeShare: 0.5, pendingShare: 0 });
  await manager.getRepository(SitterProfile).insert(
    SEED_REGIONAL_SITTERS.map((sitter, index) => {
      const suburb = places[index]!;
      return {
        userId: ids[index]!,
        headline: sitter.headline,
        about: sitter.about,
        experienceYears: sitter.experienceYears,
        suburb: suburb.name,
        postcode: suburb.postcode,
        state: suburb.state,
        latitude: suburb.latitude,
        longitude: suburb.longitude,
        timeZone: suburb.timeZone,
        dogSizes: sitter.dogSizes,
        acceptsCats: sitter.acceptsCats,
        acceptsSmallAnimals: sitter.acceptsSmallAnimals,
        acceptsBirds: false,
        maxPets: sitter.maxPets,
        cancellationPolicy: sitter.cancellationPolicy,
        photoUrls: [],
        ratingAvg: null,
        ratingCount: 0,
        ...approvedAt(timelines[index]!),
      };
    }),
  );
  await manager
    .getRepository(SitterServiceOffer)
    .insert(SEED_REGIONAL_SITTERS.flatMap((sitter, index) => sitter.services.map((service) => ({ sitterId: ids[index]!, ...service }))));
  await seedVerifications(manager, ids, timelines, now);
  return ids;
}
