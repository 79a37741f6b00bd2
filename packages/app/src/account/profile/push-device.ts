import { type PushSubscriptionInput } from '@pawpal/contract';
import { fetchVapidPublicKey, forgetPushSubscription, savePushSubscription } from '../../data/push';

/*
 * This browser's Web Push subscription. Loaded only when the profile's notification
 * settings need it (a lazy import), so the landing page never downloads it.
 */

/** The service worker at the site root (scope /): shows pushes and opens their page. */
export const SERVICE_WORKER_URL = '/sw.js';

/** on: this browser receives the account's pushes; off: it can; blocked: the person refused notifications in the browser. */
export type DeviceState = 'on' | 'off' | 'blocked';

/** base64url (the VAPID public key) → bytes for applicationServerKey. */
export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(value.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

function sameBytes(a: ArrayBuffer | null | undefined, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.byteLength) return false;
  const view = new Uint8Array(a);
  return view.every((byte, index) => byte === b[index]);
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration('/');
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** This browser's state now (without asking anything). */
export async function deviceState(): Promise<DeviceState> {
  if (Notification.permission === 'denied') return 'blocked';
  return (await currentSubscription()) && Notification.permission === 'granted' ? 'on' : 'off';
}

/**
 * "Enable notifications on this device": asks for permission, registers the service worker,
 * subscribes with the server's VAPID key (again when the key changed) and sends the subscription.
 */
export async function enablePush(): Promise<DeviceState> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'blocked' : 'off';
  await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
  const registration = await navigator.serviceWorker.ready;
  const { publicKey } = await fetchVapidPublicKey();
  const key = base64UrlToBytes(publicKey);
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameBytes(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  await savePushSubscription(subscription.toJSON() as PushSubscriptionInput);
  return 'on';
}

/** "Turn off on this device": the server forgets this browser, and the browser its subscription. */
export async function disablePush(): Promise<DeviceState> {
  const subscription = await currentSubscription();
  if (subscription) {
    await forgetPushSubscription(subscription.endpoint);
    await subscription.unsubscribe();
  }
  return 'off';
}
