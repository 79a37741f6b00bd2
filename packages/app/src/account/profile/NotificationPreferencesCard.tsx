import {
  NOTIFICATION_CHANNEL_LABELS,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_KINDS,
  type NotificationChannel,
  type NotificationKind,
  type NotificationPreference,
} from '@pawpal/contract';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Switch } from '@pawpal/ui';
import * as React from 'react';
import { saveNotificationPreferences, useNotificationPreferences } from '../../data/accounts';
import { describeError } from '../../data/mutation';
import type { DeviceState } from './push-device';

/** Whether this browser can receive Web Push at all (a service worker, PushManager and notifications). */
export function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

// The subscription code is loaded on demand: only this card, and only in a browser that can push.
const loadPushDevice = () => import('./push-device');

type Device = { kind: 'unsupported' } | { kind: 'checking' } | { kind: 'busy'; was: DeviceState } | { kind: DeviceState };

/** This browser's push switch: "Enable notifications on this device", or turn it off again. Nothing where push is not supported. */
function ThisDevice() {
  const [device, setDevice] = React.useState<Device>({ kind: 'checking' });
  const [error, setError] = React.useState<string | null>(null);

  React.useEffect(() => {
    if (!pushSupported()) {
      setDevice({ kind: 'unsupported' });
      return;
    }
    let live = true;
    void loadPushDevice()
      .then((module) => module.deviceState())
      .then((state) => live && setDevice({ kind: state }))
      .catch(() => live && setDevice({ kind: 'off' }));
    return () => {
      live = false;
    };
  }, []);

  if (device.kind === 'unsupported' || device.kind === 'checking') return null;

  const change = async (was: DeviceState, to: 'on' | 'off') => {
    setError(null);
    setDevice({ kind: 'busy', was });
    try {
      const module = await loadPushDevice();
      setDevice({ kind: to === 'on' ? await module.enablePush() : await module.disablePush() });
    } catch (caught) {
      setDevice({ kind: was });
      setError(
        describeError(
          caught,
          to === 'on'
            ? 'Notifications could not be turned on for this device. Please try again.'
            : 'Notifications could not be turned off for this device. Please try again.',
        ),
      );
    }
  };
  const state = device.kind === 'busy' ? device.was : device.kind;
  const busy = device.kind === 'busy';

  return (
    <div
      data-slot="push-device"
      data-state={state}
      className="mb-4 flex flex-col gap-2 rounded-md border border-border p-3 text-sm sm:flex-row sm:items-center sm:justify-between"
    >
      <p>
        {state === 'on'
          ? 'This device shows push notifications.'
          : state === 'blocked'
            ? "Notifications are blocked for Pawpal in this browser's settings. Allow them there to get push notifications."
            : 'Push notifications reach this device even when Pawpal is closed.'}
      </p>
      {state === 'on' ? (
        <Button type="button" size="sm" variant="outline" disabled={busy} onClick={() => void change('on', 'off')}>
          Turn off on this device
        </Button>
      ) : state === 'off' ? (
        <Button type="button" size="sm" disabled={busy} onClick={() => void change('off', 'on')}>
          {busy ? 'Enabling…' : 'Enable notifications on this device'}
        </Button>
      ) : null}
      {error ? (
        <p role="alert" className="text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Which notifications reach the person, per kind and channel: a row per kind, a switch
 * per channel (email, push). Account security mail is always sent and not listed.
 */
export function NotificationPreferencesCard() {
  const { data, error, mutate } = useNotificationPreferences(true);
  const [saveError, setSaveError] = React.useState<string | null>(null);

  const toggle = async (preference: NotificationPreference, enabled: boolean) => {
    setSaveError(null);
    try {
      const saved = await saveNotificationPreferences([{ ...preference, enabled }]);
      await mutate(saved, { revalidate: false });
    } catch (caught) {
      setSaveError(describeError(caught, 'Your choice could not be saved. Please try again.'));
    }
  };

  const byKey = new Map((data?.preferences ?? []).map((preference) => [`${preference.kind}/${preference.channel}`, preference]));
  const find = (kind: NotificationKind, channel: NotificationChannel) => byKey.get(`${kind}/${channel}`);
  // Only the kinds and channels the server answered for (an older server: email only).
  const kinds = NOTIFICATION_KINDS.filter((kind) => NOTIFICATION_CHANNELS.some((channel) => find(kind, channel)));
  const channels = NOTIFICATION_CHANNELS.filter((channel) => kinds.some((kind) => find(kind, channel)));

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Notifications</CardTitle>
        <CardDescription>
          Choose what reaches you by email and as a push notification on the devices you enable. Emails about verification, password resets
          and email changes are always sent.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ThisDevice />
        {error ? (
          <p role="alert" className="text-sm text-destructive">
            {describeError(error, 'Your settings could not be loaded.')}
          </p>
        ) : null}
        {saveError ? (
          <p role="alert" className="text-sm text-destructive">
            {saveError}
          </p>
        ) : null}
        {kinds.length > 0 ? (
          <table className="w-full text-sm">
            <thead>
              <tr>
                <th scope="col" className="pb-2 text-left font-medium">
                  <span className="sr-only">Notification</span>
                </th>
                {channels.map((channel) => (
                  <th key={channel} scope="col" className="w-16 pb-2 text-center font-medium">
                    {NOTIFICATION_CHANNEL_LABELS[channel]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {kinds.map((kind) => (
                <tr key={kind} className="border-t border-border">
                  <th scope="row" className="py-2 pr-4 text-left font-normal">
                    {NOTIFICATION_KIND_LABELS[kind]}
                  </th>
                  {channels.map((channel) => {
                    const preference = find(kind, channel);
                    return (
                      <td key={channel} className="py-2 text-center">
                        {preference ? (
                          <Switch
                            id={`notify-${kind}-${channel}`}
                            aria-label={`${NOTIFICATION_CHANNEL_LABELS[channel]}: ${NOTIFICATION_KIND_LABELS[kind]}`}
                            checked={preference.enabled}
                            onCheckedChange={(checked) => void toggle(preference, checked)}
                          />
                        ) : null}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
      </CardContent>
    </Card>
  );
}
