import { type AuState } from '../../geo/au-states.js';
import { type SitterProfile } from '../../users/sitter-profile.entity.js';
import { type SitterServiceOffer } from '../sitter-service-offer.entity.js';
import { type CancellationPolicy, type DogSize, SERVICE_UNITS, type ServiceType, type ServiceUnit, sortServices } from '../sitters.constants.js';

export interface PetsAccepted {
  dogSizes: DogSize[];
  cats: boolean;
  smallAnimals: boolean;
  birds: boolean;
}

/** The sitter's own view (GET/PATCH /api/sitters/me, POST /api/sitters). `id === userId`. */
export interface SitterProfileResponse {
  id: string;
  userId: string;
  headline: string;
  about: string;
  experienceYears: number;
  suburb: string;
  postcode: string;
  state: AuState;
  timeZone: string;
  latitude: number;
  longitude: number;
  petsAccepted: PetsAccepted;
  maxPets: number;
  services: { type: ServiceType; priceCents: number }[];
  cancellationPolicy: CancellationPolicy;
  photoUrls: string[];
  createdAt: string;
}

/** GET /api/sitters/{id}: what anyone may see. */
export interface PublicSitterProfileResponse {
  id: string;
  firstName: string;
  lastInitial: string;
  avatarUrl: string | null;
  headline: string;
  about: string;
  experienceYears: number;
  suburb: string;
  postcode: string;
  state: AuState;
  timeZone: string;
  petsAccepted: PetsAccepted;
  maxPets: number;
  services: { type: ServiceType; priceCents: number; unit: ServiceUnit }[];
  cancellationPolicy: CancellationPolicy;
  photoUrls: string[];
  rating: { average: number | null; count: number };
  /** Share (0–1) of booking requests answered before they expired; null before the first one. */
  responseRate: number | null;
  /** Owners with at least two paid or completed bookings with this sitter. */
  repeatClientCount: number;
  memberSince: string;
}

export function petsAcceptedOf(profile: SitterProfile): PetsAccepted {
  return { dogSizes: profile.dogSizes, cats: profile.acceptsCats, smallAnimals: profile.acceptsSmallAnimals, birds: profile.acceptsBirds };
}

export function toSitterProfileResponse(profile: SitterProfile, services: SitterServiceOffer[]): SitterProfileResponse {
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
  };
}

export function withUnits(services: SitterServiceOffer[]): PublicSitterProfileResponse['services'] {
  return sortServices(services).map(({ type, priceCents }) => ({ type, priceCents, unit: SERVICE_UNITS[type] }));
}
