import { API_LOGIN_PATH, paths, type OpenChannelInput } from '@pawpal/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '../data/auth';
import { openChannel } from '../data/chat';
import { describeError } from '../data/mutation';

/** Starts (or reopens) a chat with a user's counterpart and opens it; signed out, goes to sign in. */
export function useStartChat() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  async function start(target: OpenChannelInput) {
    if (!user) {
      window.location.assign(API_LOGIN_PATH);
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
