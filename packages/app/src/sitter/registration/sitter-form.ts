import {
  AU_STATES,
  POSTCODE_PATTERN,
  SERVICE_MAX_PRICE_CENTS,
  SERVICE_MIN_PRICE_CENTS,
  SERVICE_TYPES,
  SITTER_ABOUT_MAX_LENGTH,
  SITTER_HEADLINE_MAX_LENGTH,
  SITTER_HEADLINE_MIN_LENGTH,
  SITTER_MAX_EXPERIENCE_YEARS,
  SITTER_MAX_PETS_LIMIT,
  SITTER_MAX_PHOTOS,
  type AuState,
  type CancellationPolicy,
  type DogSize,
  type ServicePrice,
  type ServiceType,
  type SitterProfile,
  type SitterProfileInput,
} from '@pawpal/contract';
import { centsToDollarsInput, dollarsToCents } from '../../data/sitters';

/* The sitter's profile and services as typed; validated here with the API's own limits. */

export interface ProfileForm {
  headline: string;
  about: string;
  experienceYears: string;
  suburb: string;
  postcode: string;
  state: AuState | '';
  /** The text in the suburb box (a picked suggestion fills suburb, postcode and state). */
  locationText: string;
  dogSizes: DogSize[];
  cats: boolean;
  smallAnimals: boolean;
  birds: boolean;
  maxPets: string;
  cancellationPolicy: CancellationPolicy | '';
  photoUrls: string[];
}

/** Enabled services with the price typed in dollars. */
export type ServicesForm = Record<ServiceType, { enabled: boolean; price: string }>;

export type ProfileErrors = Partial<Record<keyof ProfileForm | 'petsAccepted', string>>;
export type ServicesErrors = Partial<Record<ServiceType | 'services', string>>;

export const EMPTY_PROFILE: ProfileForm = {
  headline: '',
  about: '',
  experienceYears: '',
  suburb: '',
  postcode: '',
  state: '',
  locationText: '',
  dogSizes: [],
  cats: false,
  smallAnimals: false,
  birds: false,
  maxPets: '2',
  cancellationPolicy: '',
  photoUrls: [],
};

export function emptyServices(): ServicesForm {
  return Object.fromEntries(SERVICE_TYPES.map((type) => [type, { enabled: false, price: '' }])) as ServicesForm;
}

export function profileToForm(profile: SitterProfile): ProfileForm {
  return {
    headline: profile.headline,
    about: profile.about,
    experienceYears: String(profile.experienceYears),
    suburb: profile.suburb,
    postcode: profile.postcode,
    state: profile.state,
    locationText: `${profile.suburb} ${profile.state} ${profile.postcode}`,
    dogSizes: [...profile.petsAccepted.dogSizes],
    cats: profile.petsAccepted.cats,
    smallAnimals: profile.petsAccepted.smallAnimals,
    birds: profile.petsAccepted.birds,
    maxPets: String(profile.maxPets),
    cancellationPolicy: profile.cancellationPolicy,
    photoUrls: [...profile.photoUrls],
  };
}

export function servicesToForm(services: ServicePrice[]): ServicesForm {
  const form = emptyServices();
  for (const service of services) form[service.type] = { enabled: true, price: centsToDollarsInput(service.priceCents) };
  return form;
}

function wholeNumber(text: string): number | null {
  return /^\d+$/.test(text.trim()) ? Number(text.trim()) : null;
}

export function validateProfile(form: ProfileForm, photoCount: number): ProfileErrors {
  const errors: ProfileErrors = {};
  const headline = form.headline.trim();
  if (headline.length < SITTER_HEADLINE_MIN_LENGTH || headline.length > SITTER_HEADLINE_MAX_LENGTH) {
    errors.headline = `Write a headline of ${SITTER_HEADLINE_MIN_LENGTH} to ${SITTER_HEADLINE_MAX_LENGTH} characters.`;
  }
  if (form.about.trim() === '') errors.about = 'Tell owners about yourself.';
  else if (form.about.length > SITTER_ABOUT_MAX_LENGTH) errors.about = `Keep it under ${SITTER_ABOUT_MAX_LENGTH} characters.`;
  const years = wholeNumber(form.experienceYears);
  if (years === null || years > SITTER_MAX_EXPERIENCE_YEARS) errors.experienceYears = 'Enter your years of experience as a whole number.';
  if (!form.suburb || !POSTCODE_PATTERN.test(form.postcode) || !(AU_STATES as readonly string[]).includes(form.state)) {
    errors.locationText = 'Choose your suburb from the list.';
  }
  if (form.dogSizes.length === 0 && !form.cats && !form.smallAnimals && !form.birds) {
    errors.petsAccepted = 'Choose at least one kind of pet you look after.';
  }
  const maxPets = wholeNumber(form.maxPets);
  if (maxPets === null || maxPets < 1 || maxPets > SITTER_MAX_PETS_LIMIT)
    errors.maxPets = `Enter a number from 1 to ${SITTER_MAX_PETS_LIMIT}.`;
  if (form.cancellationPolicy === '') errors.cancellationPolicy = 'Choose a cancellation policy.';
  if (photoCount > SITTER_MAX_PHOTOS) errors.photoUrls = `Add at most ${SITTER_MAX_PHOTOS} photos.`;
  return errors;
}

export function validateServices(form: ServicesForm): ServicesErrors {
  const errors: ServicesErrors = {};
  const enabled = SERVICE_TYPES.filter((type) => form[type].enabled);
  if (enabled.length === 0) errors.services = 'Offer at least one service.';
  for (const type of enabled) {
    const cents = dollarsToCents(form[type].price);
    if (cents === null || cents < SERVICE_MIN_PRICE_CENTS || cents > SERVICE_MAX_PRICE_CENTS) {
      errors[type] = `Enter a price from $${SERVICE_MIN_PRICE_CENTS / 100} to $${(SERVICE_MAX_PRICE_CENTS / 100).toLocaleString('en-AU')}.`;
    }
  }
  return errors;
}

/** Enabled services in cents (the prices a sitter sets; owners' prices are quoted by the API). */
export function formToServices(form: ServicesForm): ServicePrice[] {
  return SERVICE_TYPES.filter((type) => form[type].enabled).map((type) => ({
    type,
    priceCents: dollarsToCents(form[type].price) ?? 0,
  }));
}

export function formToProfileInput(form: ProfileForm, photoUrls: string[]): Omit<SitterProfileInput, 'services'> {
  return {
    headline: form.headline.trim(),
    about: form.about.trim(),
    experienceYears: Number(form.experienceYears.trim()),
    suburb: form.suburb,
    postcode: form.postcode,
    state: form.state as AuState,
    petsAccepted: { dogSizes: form.dogSizes, cats: form.cats, smallAnimals: form.smallAnimals, birds: form.birds },
    maxPets: Number(form.maxPets.trim()),
    cancellationPolicy: form.cancellationPolicy as CancellationPolicy,
    photoUrls,
  };
}
