import { useEffect, useState } from 'react';

/**
 * Whether the element has come within `margin` pixels below the viewport (it stays true once it
 * has). For work a page can leave until someone scrolls to it — a calendar below the fold — so a
 * phone's first visit does not pay for it. Starts false, on the server too (the same first render
 * for hydration); true at once where the browser has no IntersectionObserver.
 *
 * Returns the ref callback to put on the element and the flag.
 */
export function useNearViewport(margin = 0): [(element: Element | null) => void, boolean] {
  const [element, setElement] = useState<Element | null>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `0px 0px ${margin}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, margin, near]);

  return [setElement, near];
}
