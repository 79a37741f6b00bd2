/**
 * The look of a native `<select>` or `<input>` in a server-rendered GET form (the landing page's
 * search, the search page's filters): it matches the design system's Input, and unlike a Radix
 * Select it shows its options and value, and submits, before the page's JavaScript has run.
 */
export const NATIVE_FIELD_CLASS =
  'h-11 w-full rounded-md border border-input bg-background px-3 text-base text-foreground shadow-sm outline-none focus-visible:ring-2 focus-visible:ring-ring sm:text-sm';
