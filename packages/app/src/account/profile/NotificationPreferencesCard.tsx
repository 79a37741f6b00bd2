import { NOTIFICATION_KIND_LABELS, type NotificationPreference } from '@pawpal/contract';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, Switch } from '@pawpal/ui';
import * as React from 'react';
import { saveNotificationPreferences, useNotificationPreferences } from '../../data/accounts';
import { describeError } from '../../data/mutation';

/** Which emails reach the person, per kind (issue 13); account security mail is always sent and not listed. */
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

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Email notifications</CardTitle>
        <CardDescription>Emails about verification, password resets and email changes are always sent.</CardDescription>
      </CardHeader>
      <CardContent>
        {error ? <p role="alert" className="text-sm text-destructive">{describeError(error, 'Your settings could not be loaded.')}</p> : null}
        {saveError ? <p role="alert" className="text-sm text-destructive">{saveError}</p> : null}
        <ul className="flex flex-col gap-3">
          {(data?.preferences ?? []).map((preference) => {
            const id = `notify-${preference.kind}-${preference.channel}`;
            return (
              <li key={id} className="flex items-center justify-between gap-4">
                <label htmlFor={id} className="text-sm">
                  {NOTIFICATION_KIND_LABELS[preference.kind]}
                </label>
                <Switch id={id} checked={preference.enabled} onCheckedChange={(checked) => void toggle(preference, checked)} />
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
