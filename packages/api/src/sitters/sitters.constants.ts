import { SERVICE_TYPES, type ServiceType } from '@pawpal/contract';

// Services, dog sizes, pet types, cancellation policies and the sitter-profile limits live in
// @pawpal/contract (the app validates against the same ones).

/** Services in the canonical order of SERVICE_TYPES (boarding first), whatever order they were stored in. */
export function sortServices<T extends { type: ServiceType }>(services: readonly T[]): T[] {
  return [...services].sort((a, b) => SERVICE_TYPES.indexOf(a.type) - SERVICE_TYPES.indexOf(b.type));
}
