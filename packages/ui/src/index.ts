/**
 * @pawpal/ui public entry. Exported by hand: only what consumers should use.
 */
export { cn } from './lib/cn';
export * from './constants';

// ── Core, feedback and chrome components ──────────────────────────────────
// (region: core)

// ── Forms, layout and marketplace components ──────────────────────────────
// (region: forms)
