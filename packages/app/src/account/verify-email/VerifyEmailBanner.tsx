import { type AuthUser } from '@pawpal/contract';
import { Button } from '@pawpal/ui';
import * as React from 'react';
import { resendVerification } from '../../data/accounts';
import { describeError } from '../../data/mutation';

type State = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent' } | { kind: 'failed'; message: string };

/**
 * Until the address is verified: says why bookings wait and offers "Resend" (a new link that
 * lands back on this page; the older ones stop working). Rendered by the shell above every screen.
 */
export function VerifyEmailBanner({ user }: { user: AuthUser }) {
  const [state, setState] = React.useState<State>({ kind: 'idle' });
  if (user.emailVerified) return null;

  const resend = async () => {
    setState({ kind: 'sending' });
    try {
      // The new link comes back to the page the banner is on (a booking form, say).
      await resendVerification(`${window.location.pathname}${window.location.search}`);
      setState({ kind: 'sent' });
    } catch (caught) {
      setState({ kind: 'failed', message: describeError(caught, 'The link could not be sent. Please try again.') });
    }
  };

  return (
    <section
      aria-label="Verify your email"
      data-slot="verify-email-banner"
      className="border-b border-border bg-accent text-accent-foreground"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-3 text-sm sm:flex-row sm:items-center sm:justify-between">
        <p>
          Confirm your email address to request and accept bookings: open the link we sent to <strong>{user.email}</strong>.
        </p>
        <div className="flex items-center gap-3">
          <p role="status" className="text-sm">
            {state.kind === 'sent' ? 'Sent. Check your inbox.' : state.kind === 'failed' ? state.message : null}
          </p>
          <Button type="button" size="sm" variant="outline" onClick={() => void resend()} disabled={state.kind === 'sending'}>
            {state.kind === 'sending' ? 'Sending…' : 'Resend'}
          </Button>
        </div>
      </div>
    </section>
  );
}
