import type { ClassValue } from 'clsx';

/**
 * The `class` / `className` argument of a cva variants function, as class-variance-authority
 * declares it. cva publishes this type only at its `class-variance-authority/types` subpath,
 * which TypeScript's `moduleResolution: node10` cannot resolve (it ignores `exports`), so the
 * build points the declarations at this copy instead (`class-prop.test.ts` keeps the two equal).
 */
export type ClassProp =
  { class: ClassValue; className?: never } | { class?: never; className: ClassValue } | { class?: never; className?: never };
