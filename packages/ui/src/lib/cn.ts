import { clsx, type ClassValue } from 'clsx';
import { extendTailwindMerge } from 'tailwind-merge';
import { assertSupportedReact } from './react-version';

// Every component's classes go through cn: loading it on React 18 fails at once, with the reason.
assertSupportedReact();

/** The components' Tailwind classes carry the `pp:` prefix (`pp:bg-primary`); see styles.css. */
const twMerge = extendTailwindMerge({ prefix: 'pp' });

/**
 * Merge class names; later `pp:` classes win over conflicting earlier ones, so a caller's
 * `pp:` className overrides the component's. Unprefixed (host) classes are kept as they are.
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

/**
 * Builds tailwind-merge's class map now (its first call does it: ~17 ms, ~70 ms on a slow phone)
 * so that the first render does not pay for it inside one long task. For an app that hydrates
 * server HTML: call it in a task of its own before hydrating.
 */
export function prepareClassMerging(): void {
  twMerge('');
}
