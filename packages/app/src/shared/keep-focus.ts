/**
 * Where keyboard focus goes when the control that had it disappears after an action: a booking's
 * Accept is disabled while the write is out (which drops focus to <body>) and the answer then
 * removes the button, or moves the whole row to another tab. A keyboard or screen-reader user
 * would be thrown back to the top of the page (docs/accessibility.md, "Focus").
 *
 * `rememberFocusPlace` notes, before the action, the names of the focused control's row (the
 * closest labelled `article`) and of its neighbours (the rows of the same list, an `<li>` each or
 * not); `restoreFocusPlace`, only if focus was lost, focuses the first control of the same row if
 * it is still shown, else of the row that took its place (the next, else the previous), else the
 * heading of the labelled section that held the list (an admin queue: its heading, above its empty
 * state), else the page's main heading (else <main>). Rows are found again by name: a list read
 * again renders new elements. A place inside a labelled section is given up once that section is
 * gone (the person went elsewhere).
 * `keepFocusPlace` applies it once the action ended and again whenever the page changes in the
 * next seconds (the answer can re-render the row after the first try), never moving a focus the
 * user has placed.
 */
export interface FocusPlace {
  row: string | null;
  next: string | null;
  previous: string | null;
  /** The closest `section[aria-labelledby]` around the row: its heading is the fallback; kept only while it is shown. */
  section: Element | null;
}

const CONTROLS = 'button:not([disabled]), a[href], input:not([disabled]), select:not([disabled]), textarea:not([disabled])';

const nameOf = (row: Element | null | undefined): string | null => {
  const article = row?.tagName === 'ARTICLE' ? row : row?.querySelector(':scope > article');
  return article?.getAttribute('aria-label') ?? null;
};

export function rememberFocusPlace(from: Element | null = document.activeElement): FocusPlace {
  const article = from?.closest('article[aria-label]') ?? null;
  // Lists wrap each row's article in an <li>: the neighbours are the list items.
  const row = article?.parentElement?.tagName === 'LI' ? article.parentElement : article;
  return {
    row: nameOf(article),
    next: nameOf(row?.nextElementSibling),
    previous: nameOf(row?.previousElementSibling),
    section: article?.closest('section[aria-labelledby]') ?? null,
  };
}

export function focusWasLost(): boolean {
  const active = document.activeElement;
  return active === null || active === document.body || !active.isConnected;
}

function rowNamed(name: string | null): Element | null {
  if (name === null) return null;
  return [...document.querySelectorAll('article[aria-label]')].find((article) => article.getAttribute('aria-label') === name) ?? null;
}

/** A place in a section that is no longer shown (another tab, another page) is not kept. */
const gone = (place: FocusPlace) => place.section !== null && !place.section.isConnected;

export function restoreFocusPlace(place: FocusPlace): void {
  if (!focusWasLost() || gone(place)) return;
  for (const name of [place.row, place.next, place.previous]) {
    const control = rowNamed(name)?.querySelector<HTMLElement>(CONTROLS);
    if (control) {
      control.focus();
      return;
    }
  }
  // Not <main> itself when it has a heading: <main> shows no focus indicator (it is the skip
  // link's target), while the heading shows one and says which page (or which list) this is.
  const main = document.querySelector<HTMLElement>('main');
  const labelledBy = place.section?.getAttribute('aria-labelledby');
  const sectionHeading = labelledBy ? document.getElementById(labelledBy) : null;
  const heading = sectionHeading ?? main?.querySelector<HTMLElement>('h1');
  if (heading) {
    if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
    heading.focus();
    return;
  }
  main?.focus();
}

/** How long after an action a re-render that loses focus is still put right. */
const KEEP_FOCUS_MS = 2000;

export function keepFocusPlace(place: FocusPlace): void {
  restoreFocusPlace(place);
  const observer = new MutationObserver(() => {
    if (gone(place)) observer.disconnect();
    else restoreFocusPlace(place);
  });
  observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled'] });
  setTimeout(() => observer.disconnect(), KEEP_FOCUS_MS);
}
