/*
 * "This tab's session is over": a 401 from any API call (fetcher.ts's `send`, the upload) or the
 * live connection closed with a session-ended code (contract's isSessionEndedClose). Whether it
 * matters is the listener's call: a signed-out visitor's 401 is ordinary, a signed-in tab's means
 * its session was revoked (a password reset, an admin, a logout elsewhere) or expired, and the
 * shell sends the person to sign in again (shell/useSessionEnded.ts, docs/app-live-and-notifications.md).
 */

type Listener = () => void;
const listeners = new Set<Listener>();

/** Hears every session-ended signal; returns the unsubscribe. */
export function onSessionEnded(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Reports a session-ended signal to every listener (a failing listener does not stop the rest). */
export function reportSessionEnded(): void {
  for (const listener of [...listeners]) {
    try {
      listener();
    } catch (error) {
      console.error('Session-ended handler failed', error);
    }
  }
}
