import { loginHref, paths, type OpenChannelInput } from '@pawpal/contract';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAuth } from '../data/auth';
import { openChannel } from '../data/chat';
import { describeError } from '../data/mutation';

/** Starts (or reopens) a chat with a user's counterpart and opens it; signed out, goes to sign in and back here. */
export function useStartChat() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  async function start(target: OpenChannelInput) {
    if (!user) {
      // Comes back to this page (the sitter's profile) after signing in.
      window.location.assign(loginHref(`${location.pathname}${location.search}`));
      return;
    }
    setPending(true);
    setError(null);
    try {
      const channel = await openChannel(target);
      navigate(paths.chat(channel.id));
    } catch (caught) {
      setError(describeError(caught, 'We couldn’t open the conversation. Please try again.'));
    } finally {
      setPending(false);
    }
  }
  return { start, error, pending };
}
