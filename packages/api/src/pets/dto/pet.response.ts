import { type DogSize } from '@pawpal/contract';
import { type Pet, type Vaccination } from '../pet.entity.js';
import { type PetSex, type PetSpecies, sizeClassFor } from '../pets.constants.js';

/** A pet as clients see it (docs/api-contract.md `Pet`). */
export interface PetResponse {
  id: string;
  ownerId: string;
  name: string;
  species: PetSpecies;
  breed: string | null;
  dateOfBirth: string | null;
  weightKg: number | null;
  sizeClass: DogSize | null;
  sex: PetSex | null;
  desexed: boolean | null;
  microchipNumber: string | null;
  photoUrl: string | null;
  temperament: string | null;
  feedingInstructions: string | null;
  walkingInstructions: string | null;
  medicationInstructions: string | null;
  vetName: string | null;
  vetPhone: string | null;
  vaccinations: Vaccination[];
  createdAt: string;
  updatedAt: string;
}

export function toPetResponse(pet: Pet): PetResponse {
  return {
    id: pet.id,
    ownerId: pet.ownerId,
    name: pet.name,
    species: pet.species,
    breed: pet.breed,
    dateOfBirth: pet.dateOfBirth,
    weightKg: pet.weightKg,
    sizeClass: sizeClassFor(pet.species, pet.weightKg),
    sex: pet.sex,
    desexed: pet.desexed,
    microchipNumber: pet.microchipNumber,
    photoUrl: pet.photoUrl,
    temperament: pet.temperament,
    feedingInstructions: pet.feedingInstructions,
    walkingInstructions: pet.walkingInstructions,
    medicationInstructions: pet.medicationInstructions,
    vetName: pet.vetName,
    vetPhone: pet.vetPhone,
    vaccinations: pet.vaccinations.map((vaccination) => ({ name: vaccination.name, expiresOn: vaccination.expiresOn })),
    createdAt: pet.createdAt.toISOString(),
    updatedAt: pet.updatedAt.toISOString(),
  };
}
