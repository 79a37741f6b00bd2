import { dogSizeForWeight, type Pet as PetResponse } from '@pawpal/contract';
import { type Pet } from '../pet.entity.js';

/** A pet as clients see it: the contract's Pet. */
export function toPetResponse(pet: Pet): PetResponse {
  return {
    id: pet.id,
    ownerId: pet.ownerId,
    name: pet.name,
    species: pet.species,
    breed: pet.breed,
    dateOfBirth: pet.dateOfBirth,
    weightKg: pet.weightKg,
    sizeClass: pet.species === 'dog' ? dogSizeForWeight(pet.weightKg) : null,
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
