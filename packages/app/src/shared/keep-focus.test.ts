import { afterEach, describe, expect, it } from 'vitest';
import { rememberFocusPlace, restoreFocusPlace } from './keep-focus';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('keeping focus when the focused control goes away', () => {
  it('focuses the first control of the row that took the place of the one that went', () => {
    document.body.innerHTML = `<main><h1>Bookings</h1><ul>
      <li><article aria-label="First"><button>Accept first</button></article></li>
      <li><article aria-label="Second"><button>Accept second</button></article></li></ul></main>`;
    document.querySelector<HTMLButtonElement>('button')!.focus();
    const place = rememberFocusPlace();
    document.querySelector('li')!.remove();
    restoreFocusPlace(place);
    expect(document.activeElement?.textContent).toBe('Accept second');
  });

  it('focuses the page’s heading, which shows its focus, when no row is left', () => {
    document.body.innerHTML = `<main tabindex="-1"><h1>Bookings</h1><ul>
      <li><article aria-label="Only"><button>Accept</button></article></li></ul></main>`;
    document.querySelector<HTMLButtonElement>('button')!.focus();
    const place = rememberFocusPlace();
    document.querySelector('ul')!.remove();
    restoreFocusPlace(place);
    expect(document.activeElement).toBe(document.querySelector('h1'));
  });

  it('focuses the heading of the section that held the list, when no row is left in it', () => {
    document.body.innerHTML = `<main><h1>Admin</h1><section aria-labelledby="queue"><h2 id="queue">Documents</h2><ul>
      <li><article aria-label="Only"><button>Approve</button></article></li></ul></section></main>`;
    document.querySelector<HTMLButtonElement>('button')!.focus();
    const place = rememberFocusPlace();
    document.querySelector('ul')!.remove();
    restoreFocusPlace(place);
    expect(document.activeElement).toBe(document.getElementById('queue'));
  });

  it('gives the place up once its section is gone', () => {
    document.body.innerHTML = `<main><h1>Admin</h1><section aria-labelledby="queue"><h2 id="queue">Documents</h2><ul>
      <li><article aria-label="Only"><button>Approve</button></article></li></ul></section></main>`;
    document.querySelector<HTMLButtonElement>('button')!.focus();
    const place = rememberFocusPlace();
    document.querySelector('section')!.remove();
    restoreFocusPlace(place);
    expect(document.activeElement).toBe(document.body);
  });
});
