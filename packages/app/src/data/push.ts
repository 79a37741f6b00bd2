import { apiPaths, type PushSubscriptionInput, type PushSubscriptionSaved, type VapidPublicKey } from '@pawpal/contract';
import { sendJson } from './mutation';

/* Web Push subscriptions (docs/decisions/0011-web-push.md; the shapes are @pawpal/contract's). */

/** GET /api/push/vapid-public-key: the key a browser subscribes with (read with the API's message on failure). */
export function fetchVapidPublicKey(): Promise<VapidPublicKey> {
  return sendJson<VapidPublicKey>('GET', apiPaths.pushVapidPublicKey());
}

/** POST /api/push/subscriptions: this browser receives the account's pushes. */
export function savePushSubscription(subscription: PushSubscriptionInput): Promise<PushSubscriptionSaved> {
  return sendJson<PushSubscriptionSaved>('POST', apiPaths.pushSubscriptions(), subscription);
}

/** DELETE /api/push/subscriptions?endpoint=: the server forgets this browser. */
export async function forgetPushSubscription(endpoint: string): Promise<void> {
  await sendJson<null>('DELETE', apiPaths.pushSubscription(endpoint));
}
