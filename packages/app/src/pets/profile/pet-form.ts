import {
  MICROCHIP_PATTERN,
  PET_SPECIES,
  type CreatePetInput,
  type Pet,
  type PetSex,
  type PetSpecies,
  type Vaccination,
} from '@pawpal/contract';

/** The pet form's text fields as typed; converted to a CreatePetInput on save. */
export interface PetForm {
  name: string;
  species: PetSpecies | '';
  breed: string;
  dateOfBirth: string;
  weightKg: string;
  sex: PetSex | '';
  desexed: boolean;
  microchipNumber: string;
  photoUrl: string;
  temperament: string;
  feedingInstructions: string;
  walkingInstructions: string;
  medicationInstructions: string;
  vetName: string;
  vetPhone: string;
  vaccinations: Vaccination[];
}

export type PetFormErrors = Partial<Record<keyof PetForm | 'form', string>>;

export const EMPTY_PET_FORM: PetForm = {
  name: '',
  species: '',
  breed: '',
  dateOfBirth: '',
  weightKg: '',
  sex: '',
  desexed: false,
  microchipNumber: '',
  photoUrl: '',
  temperament: '',
  feedingInstructions: '',
  walkingInstructions: '',
  medicationInstructions: '',
  vetName: '',
  vetPhone: '',
  vaccinations: [],
};

export function petToForm(pet: Pet): PetForm {
  return {
    name: pet.name,
    species: pet.species,
    breed: pet.breed ?? '',
    dateOfBirth: pet.dateOfBirth ?? '',
    weightKg: pet.weightKg === null || pet.weightKg === undefined ? '' : String(pet.weightKg),
    sex: pet.sex ?? '',
    desexed: pet.desexed ?? false,
    microchipNumber: pet.microchipNumber ?? '',
    photoUrl: pet.photoUrl ?? '',
    temperament: pet.temperament ?? '',
    feedingInstructions: pet.feedingInstructions ?? '',
    walkingInstructions: pet.walkingInstructions ?? '',
    medicationInstructions: pet.medicationInstructions ?? '',
    vetName: pet.vetName ?? '',
    vetPhone: pet.vetPhone ?? '',
    vaccinations: pet.vaccinations ?? [],
  };
}

/** The weight as a number, or null when empty; NaN when not a number. */
export function parseWeight(text: string): number | null {
  if (text.trim() === '') return null;
  return Number(text.trim());
}

export function validatePetForm(form: PetForm): PetFormErrors {
  const errors: PetFormErrors = {};
  if (form.name.trim() === '') errors.name = 'Enter your pet’s name.';
  if (!(PET_SPECIES as readonly string[]).includes(form.species)) errors.species = 'Choose what kind of animal this is.';
  const weight = parseWeight(form.weightKg);
  if (weight !== null && (!Number.isFinite(weight) || weight <= 0)) errors.weightKg = 'Enter the weight in kilograms, e.g. 12.5.';
  if (form.microchipNumber.trim() !== '' && !MICROCHIP_PATTERN.test(form.microchipNumber.trim())) {
    errors.microchipNumber = 'A microchip number is 9 to 15 digits.';
  }
  if (form.vaccinations.some((vaccination) => vaccination.name.trim() === '' || vaccination.expiresOn === '')) {
    errors.vaccinations = 'Give every vaccination a name and an expiry date, or remove it.';
  }
  return errors;
}

function orNull(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
}

/** The body for POST or PATCH /api/pets: empty fields are null (which clears them on PATCH). */
export function formToPetInput(form: PetForm): CreatePetInput {
  return {
    name: form.name.trim(),
    species: form.species as PetSpecies,
    breed: orNull(form.breed),
    dateOfBirth: orNull(form.dateOfBirth),
    weightKg: parseWeight(form.weightKg),
    sex: form.sex === '' ? null : form.sex,
    desexed: form.desexed,
    microchipNumber: orNull(form.microchipNumber),
    photoUrl: orNull(form.photoUrl),
    temperament: orNull(form.temperament),
    feedingInstructions: orNull(form.feedingInstructions),
    walkingInstructions: orNull(form.walkingInstructions),
    medicationInstructions: orNull(form.medicationInstructions),
    vetName: orNull(form.vetName),
    vetPhone: orNull(form.vetPhone),
    vaccinations: form.vaccinations.map((vaccination) => ({ name: vaccination.name.trim(), expiresOn: vaccination.expiresOn })),
  };
}
