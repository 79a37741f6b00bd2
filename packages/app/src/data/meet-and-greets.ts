import {
  apiPaths,
  type CreateMeetAndGreetInput,
  type MeetAndGreet,
  type MeetAndGreetOutcome,
  type MeetAndGreetStatus,
} from '@pawpal/contract';
import { type BadgeVariant } from '@pawpal/ui';
import { useMemo } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { sendJson } from './mutation';

/* Meet-and-greets (docs/bookings.md#meet-and-greets; the shapes are @pawpal/contract's): the
 * signed-in person's, as owner and as sitter, and the writes on them. */

export const MEET_AND_GREET_STATUS_LABELS: Record<MeetAndGreetStatus, string> = {
  requested: 'Waiting for the sitter',
  accepted: 'Confirmed',
  declined: 'Declined',
  expired: 'Not answered in time',
};

export const MEET_AND_GREET_STATUS_TONES: Record<MeetAndGreetStatus, BadgeVariant> = {
  requested: 'warning',
  accepted: 'success',
  declined: 'secondary',
  expired: 'secondary',
};

export function useMeetAndGreets(enabled = true) {
  return useSWR<MeetAndGreet[], Error>(enabled ? apiPaths.meetAndGreets() : null);
}

/** Asking, answering and reporting; each throws the API's message and refreshes the list. */
export function useMeetAndGreetWrites() {
  const { mutate } = useSWRConfig();
  return useMemo(() => {
    const send = async (method: string, url: string, body?: unknown) => {
      const answer = await sendJson<MeetAndGreet>(method, url, body);
      await mutate(apiPaths.meetAndGreets());
      return answer;
    };
    return {
      create: (input: CreateMeetAndGreetInput) => send('POST', apiPaths.meetAndGreets(), input),
      accept: (id: string, time: string) => send('POST', apiPaths.meetAndGreetAction(id, 'accept'), { time }),
      decline: (id: string) => send('POST', apiPaths.meetAndGreetAction(id, 'decline')),
      outcome: (id: string, outcome: MeetAndGreetOutcome) => send('POST', apiPaths.meetAndGreetAction(id, 'outcome'), { outcome }),
    };
  }, [mutate]);
}
