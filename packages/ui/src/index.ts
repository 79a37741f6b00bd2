/**
 * @pawpal/ui public entry. Exported by hand: only what consumers should use.
 */
export { cn, prepareClassMerging } from './lib/cn';
export { formatNumberEnAu, formatUtcDateEnAu, formatUtcMonthEnAu, type FractionDigits } from './lib/en-au-format';
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
export * from './toast';
export * from './tooltip';
export * from './scroll-area';
export * from './notification-popover';
export * from './profile-completion-dialog';

// ── Forms, layout and marketplace components ──────────────────────────────
// (region: forms)
export * from './card';
export * from './input';
export * from './textarea';
export * from './label';
export * from './select';
export * from './checkbox';
export * from './switch';
export * from './radio-group';
export * from './date-range-picker';
export * from './date-picker';
export * from './photo-picker';
export * from './file-picker';
export * from './sheet';
export * from './tabs';
export * from './separator';
export * from './table';
export * from './pagination';
export * from './rating';
export * from './status-badge';
export * from './price';
export * from './sitter-card';
