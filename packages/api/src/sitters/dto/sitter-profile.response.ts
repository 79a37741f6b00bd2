import { type PetsAccepted, type PublicSitterProfile, SERVICE_UNITS, type SitterProfile as SitterProfileView } from '@pawpal/contract';
import { type SitterProfile } from '../sitter-profile.entity.js';
import { type SitterServiceOffer } from '../sitter-service-offer.entity.js';
import { sortServices } from '../sitters.constants.js';

/** The sitter's own view and the public one are the contract's SitterProfile and PublicSitterProfile. */
export function petsAcceptedOf(profile: SitterProfile): PetsAccepted {
  return { dogSizes: profile.dogSizes, cats: profile.acceptsCats, smallAnimals: profile.acceptsSmallAnimals, birds: profile.acceptsBirds };
}

export function toSitterProfileResponse(profile: SitterProfile, services: SitterServiceOffer[]): SitterProfileView {
  return {
    id: profile.userId,
    userId: profile.userId,
    headline: profile.headline,
    about: profile.about,
    experienceYears: profile.experienceYears,
    suburb: profile.suburb,
    postcode: profile.postcode,
    state: profile.state,
    timeZone: profile.timeZone,
    latitude: profile.latitude,
    longitude: profile.longitude,
    petsAccepted: petsAcceptedOf(profile),
    maxPets: profile.maxPets,
    services: sortServices(services).map(({ type, priceCents }) => ({ type, priceCents })),
    cancellationPolicy: profile.cancellationPolicy,
    photoUrls: profile.photoUrls,
    createdAt: profile.createdAt.toISOString(),
    requiresMeetAndGreet: profile.requiresMeetAndGreet,
  };
}

export function withUnits(services: SitterServiceOffer[]): PublicSitterProfile['services'] {
  return sortServices(services).map(({ type, priceCents }) => ({ type, priceCents, unit: SERVICE_UNITS[type] }));
}
