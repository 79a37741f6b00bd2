/**
 * mulberry32: a tiny deterministic PRNG. The same seed gives the same sequence on every run and
 * machine, so a fresh demo database looks the same each time and a property-style test loop is
 * reproducible. Not for anything secret (tokens, ids): use `crypto` for those.
 *
 * Returns a function that yields numbers in [0, 1), like Math.random.
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
