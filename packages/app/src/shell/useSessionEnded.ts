import { loginHref } from '@pawpal/contract';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { onSessionEnded } from '../data/session-ended';

/**
 * A signed-in tab whose session ended (a 401, or the live connection closed for it: data/
 * session-ended.ts) goes to the sign-in page, which says "Your session ended. Sign in again to
 * continue." and comes back to this page afterwards; once, not once per failing request. A
 * signed-out visitor's 401s are left alone. `signedIn` is read when the signal comes: the auth
 * query's own 401 arrives while the tab still holds the signed-in user. A tab already leaving
 * the page (`beforeunload`: the person clicked Log out, which ends the session on its way to the
 * landing page, or any other link out of the app) is left alone: sending it to sign in would
 * replace where the person asked to go.
 */
export function useSessionEnded(signedIn: boolean, go: (href: string) => void = (href) => window.location.assign(href)): void {
  const { pathname, search, hash } = useLocation();
  const latest = useRef({ signedIn, here: `${pathname}${search}${hash}`, go });
  latest.current = { signedIn, here: `${pathname}${search}${hash}`, go };
  const sent = useRef(false);
  const leaving = useRef(false);

  useEffect(() => {
    const leave = () => {
      leaving.current = true;
    };
    // Back from the back-forward cache: the page is in use again.
    const back = (event: PageTransitionEvent) => {
      if (event.persisted) leaving.current = false;
    };
    window.addEventListener('beforeunload', leave);
    window.addEventListener('pageshow', back);
    return () => {
      window.removeEventListener('beforeunload', leave);
      window.removeEventListener('pageshow', back);
    };
  }, []);

  useEffect(
    () =>
      onSessionEnded(() => {
        const { signedIn: wasSignedIn, here, go: navigate } = latest.current;
        if (!wasSignedIn || sent.current || leaving.current) return;
        sent.current = true;
        navigate(loginHref(here, 'signin', { sessionEnded: true }));
      }),
    [],
  );
}
