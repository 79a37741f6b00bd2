import { noticesApiPaths, type Notice } from '@pawpal/contract';
import useSWR from 'swr';
import { sendJson } from './mutation';

/* Messages from Pawpal to the signed-in user (decisions, reminders, payouts): GET /api/notices. */

export function useNotices(enabled = true) {
  return useSWR<Notice[], Error>(enabled ? noticesApiPaths.notices() : null);
}

/** POST /api/notices/read: every notice of the user is read. */
export function markNoticesRead(): Promise<null> {
  return sendJson<null>('POST', noticesApiPaths.markRead());
}
