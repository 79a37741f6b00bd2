import { useEffect, useState } from 'react';

/** Tailwind's `lg` breakpoint, where a page's sidebar shows beside its content. */
export const LG_QUERY = '(min-width: 64rem)';

/**
 * Whether the media query matches, following changes. False on the server and on the first
 * render in the browser (the same first render for hydration); the real answer right after.
 */
export function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(false);
  useEffect(() => {
    const list = window.matchMedia(query);
    setMatches(list.matches);
    const onChange = () => setMatches(list.matches);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, [query]);
  return matches;
}
