import { version } from 'react';

/** The oldest React major the components work with. */
export const MIN_REACT_MAJOR = 19;

/**
 * Throws when the React in use is older than 19. The components take `ref` as a plain prop
 * (React 19), which React 18 silently drops: popovers and tooltips would mis-position with no
 * error. npm refuses such an install (peer dependency `react@^19`); pnpm and Yarn only warn, so
 * the package also refuses at load, with the reason, instead of misbehaving.
 */
export function assertSupportedReact(reactVersion: string = version): void {
  const major = Number.parseInt(reactVersion, 10);
  if (!(major >= MIN_REACT_MAJOR)) {
    throw new Error(
      `@pawpal/ui needs React ${MIN_REACT_MAJOR} or later, found React ${reactVersion}: its components take \`ref\` as a ` +
        'prop (React 19), which React 18 ignores. Upgrade react and react-dom to 19.',
    );
  }
}
