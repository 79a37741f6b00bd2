/**
 * The shape every request body and query must keep, checked once as a whole before any DTO sees
 * it: a JSON body on its bytes before it is parsed (json-shape.ts), the query and a form body once
 * parsed (input-shape.ts). Why: validation builds one error per unknown field and costs more than
 * linearly in their number — a 1 MB body of 90,000 keys held the event loop for 15 s and stopped
 * every other request (docs/benchmarks.md, "Wide request bodies"); and it recurses, so 10,000
 * levels would overflow the stack. Within these bounds a request costs validation a few ms.
 * They are far above what any real client sends: the widest object is a DTO of ~20 fields or a
 * payment provider's webhook event (under 100 keys an object), the longest array an availability
 * update (at most 400 dates, MAX_DATES_PER_AVAILABILITY_UPDATE, so its own message still answers
 * 401), the largest body in all a few hundred values (availability: 800 dates at most).
 */
export const INPUT_LIMITS = {
  /** Deepest nesting of objects and arrays. */
  maxDepth: 32,
  /** Keys of one object (for the query: its parameters). */
  maxKeys: 200,
  /** Items of one array (for the query: how often one parameter is repeated). */
  maxArrayLength: 1000,
  /** Values in all: every field and item, at any depth. */
  maxValues: 10_000,
} as const;

/** Keys a too-wide object's refusal names, to show which object it is: never all of them. */
export const LISTED_KEYS = 5;

export type InputPart = 'body' | 'query';

/** Where a too-large part is, for a refusal: `the body` or `"pets.0.vaccinations"`. */
export function placeOf(part: InputPart, path: readonly string[]): string {
  return path.length === 0 ? `the ${part}` : `"${path.join('.')}"`;
}

export function tooDeep(part: InputPart): string {
  return `The ${part} is nested too deeply (at most ${INPUT_LIMITS.maxDepth} levels)`;
}

/** `firstKeys`: the object's first keys (at most LISTED_KEYS are named). */
export function tooManyKeys(part: InputPart, path: readonly string[], firstKeys: readonly string[]): string {
  const named = firstKeys.slice(0, LISTED_KEYS).map((key) => JSON.stringify(key.length > 40 ? `${key.slice(0, 40)}…` : key));
  const listed = `${named.join(', ')}, …`;
  return part === 'query' && path.length === 0
    ? `The query may have at most ${INPUT_LIMITS.maxKeys} parameters; it has more (${listed})`
    : `A JSON object may have at most ${INPUT_LIMITS.maxKeys} keys; ${placeOf(part, path)} has more (${listed})`;
}

export function tooLong(part: InputPart, path: readonly string[]): string {
  return part === 'query' && path.length === 1
    ? `A query parameter may be repeated at most ${INPUT_LIMITS.maxArrayLength} times; "${path[0]}" is repeated more often`
    : `A JSON array may have at most ${INPUT_LIMITS.maxArrayLength} items; ${placeOf(part, path)} has more`;
}

export function tooManyValues(part: InputPart): string {
  return `The ${part} may hold at most ${INPUT_LIMITS.maxValues} values in all (fields and items, at any depth)`;
}
