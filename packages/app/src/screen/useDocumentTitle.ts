import { useEffect } from 'react';

export const APP_NAME = 'Pawpal';

/** Sets the tab title to "<title> | Pawpal" (or just "Pawpal") while the screen is shown. */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${APP_NAME}` : APP_NAME;
  }, [title]);
}
