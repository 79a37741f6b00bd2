import { type PetSpecies } from '@pawpal/contract';

const SPECIES_LABELS: Readonly<Record<PetSpecies, string>> = Object.freeze({
  dog: 'Dog',
  cat: 'Cat',
  small_animal: 'Small animal',
  bird: 'Bird',
  other: 'Pet',
});

/** What a poster calls the pet's species. */
export function speciesLabel(species: string): string {
  return SPECIES_LABELS[species as PetSpecies] ?? SPECIES_LABELS.other;
}

/**
 * What to do now that a pet is lost, in order (docs/incidents.md, "The lost-pet poster"): the
 * registry first (a scanned chip then reaches the owner), then the places a found pet is taken,
 * then the search itself where and when a frightened pet is most likely to be found.
 */
export function lostPetSteps(petName: string, lastSeenSuburb: string, microchip: string | null): string[] {
  return [
    microchip
      ? `Call the microchip registry with ${petName}’s number (${microchip}): report ${petName} lost and check the owner’s phone on it is right.`
      : `Call the microchip registries (a vet can scan a found pet): report ${petName} lost with the owner’s details.`,
    `Call the local council’s pound and animal shelter, and the vets around ${lastSeenSuburb}: a found pet is usually taken to one of them. Call again each day.`,
    `Go back to where ${petName} was last seen and stay there, or leave someone there: a lost pet often returns to the last place it saw its people. Leave something that smells of home, like worn clothes or its bed.`,
    'Search at dawn and dusk, when it is quiet: walk slowly, call calmly, stop to listen, and look under cars, decks and bushes.',
    'Share this poster with neighbours and local lost-pet groups, and put it up near the last-seen place, vets and shops.',
    'Keep your phone on and add what you learn to the incident: Pawpal support is working on it with you.',
  ];
}
