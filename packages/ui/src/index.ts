/**
 * @pawpal/ui public entry. Exported by hand: only what consumers should use.
 */
export { cn } from './lib/cn';
export * from './constants';

// ── Core, feedback and chrome components ──────────────────────────────────
// (region: core)
export * from './button';
export * from './badge';
export * from './theme';
export * from './avatar';
export * from './dropdown-menu';
export * from './popover';
export * from './dialog';
export * from './page-states';
export * from './app-chrome';

// ── Forms, layout and marketplace components ──────────────────────────────
// (region: forms)
