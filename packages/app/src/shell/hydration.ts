import { type Theme } from '@pawpal/ui';

/*
 * The agreement between the server render and the client's hydration: where the data block is
 * and which theme the server renders in (it cannot read the visitor's saved choice; the client
 * switches before its first paint, and the page's theme script has set the colours already).
 */

/** The id of the <script type="application/json"> holding the answers the page was rendered with. */
export const SSR_DATA_ELEMENT_ID = 'pawpal-data';

export const SERVER_THEME: Theme = 'light';

/** The answers a server-rendered page was rendered with, or null for a page the client renders alone. */
export function readServerData(doc: Document): Record<string, unknown> | null {
  const element = doc.getElementById(SSR_DATA_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    const data = JSON.parse(element.textContent) as unknown;
    return data !== null && typeof data === 'object' ? (data as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
