import { useEffect, useRef, useState } from 'react';

/*
 * A client-side route change replaces the page without the browser's own page load, so focus
 * would stay on a link that no longer exists (and fall to <body>) and a screen reader would hear
 * nothing. After each change of path the new page's main heading takes focus (tabIndex -1, so it
 * is focusable but not in the Tab order) and its text is announced in a polite live region
 * (docs/accessibility.md, "Route changes"). The first page of a visit keeps the browser's own
 * behaviour. A page that is still loading gets its heading later: the shell waits for the first
 * <h1> inside <main> to appear, and stops waiting at the next change of path.
 */

/** Focuses the first h1 in `main` (now or when it appears) and reports its text; returns a cleanup. */
export function focusMainHeading(main: HTMLElement, announce: (text: string) => void): () => void {
  const focusIfPresent = (): boolean => {
    const heading = main.querySelector('h1');
    if (!heading) return false;
    // A dialog that opened with the page keeps its focus.
    if (document.activeElement?.closest('[role="dialog"],[role="alertdialog"]')) return true;
    if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
    announce(heading.textContent?.trim() || document.title);
    return true;
  };
  if (focusIfPresent()) return () => {};
  const observer = new MutationObserver(() => {
    if (focusIfPresent()) observer.disconnect();
  });
  observer.observe(main, { childList: true, subtree: true });
  return () => observer.disconnect();
}

/** Moves focus to the main heading and announces the page on every change of `pathname` after the first. */
export function useRouteFocus(pathname: string, ready: boolean): string {
  const [announcement, setAnnouncement] = useState('');
  const first = useRef<string | null>(null);
  useEffect(() => {
    if (!ready) return;
    if (first.current === null) {
      first.current = pathname;
      return;
    }
    if (first.current === pathname) return;
    first.current = pathname;
    const main = document.getElementById('main');
    if (!main) return;
    return focusMainHeading(main, setAnnouncement);
  }, [pathname, ready]);
  return announcement;
}
