import { apiPaths, type SitterProfile } from '@pawpal/contract';
import { Card, CardContent, CardHeader, CardTitle, Label, Switch } from '@pawpal/ui';
import { useId, useState } from 'react';
import { useSWRConfig } from 'swr';
import { describeError } from '../data/mutation';
import { updateSitterProfile } from '../data/sitters';

/** The sitter's setting: new owners meet them before a first booking (saved at once; docs/bookings.md#meet-and-greets). */
export function MeetFirstSetting({ profile }: { profile: SitterProfile }) {
  const { mutate } = useSWRConfig();
  const id = useId();
  const [on, setOn] = useState(profile.requiresMeetAndGreet);
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<{ kind: 'saved' | 'error'; text: string } | null>(null);

  async function change(next: boolean) {
    setPending(true);
    setMessage(null);
    try {
      const saved = await updateSitterProfile({ requiresMeetAndGreet: next });
      setOn(saved.requiresMeetAndGreet);
      await mutate(apiPaths.mySitterProfile(), saved, { revalidate: false });
      await mutate(apiPaths.sitter(saved.id));
      setMessage({ kind: 'saved', text: next ? 'New owners will meet you first.' : 'New owners can book you straight away.' });
    } catch (caught) {
      setMessage({ kind: 'error', text: describeError(caught) });
    } finally {
      setPending(false);
    }
  }

  return (
    <Card className="mt-8">
      <CardHeader>
        <CardTitle as="h2">Meet-and-greets</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <div className="flex items-center justify-between gap-4">
          <Label htmlFor={id}>Ask new owners to meet me before their first booking</Label>
          <Switch id={id} checked={on} disabled={pending} onCheckedChange={(next) => void change(next)} />
        </div>
        {message ? (
          <p
            role={message.kind === 'error' ? 'alert' : 'status'}
            className={message.kind === 'error' ? 'text-sm text-destructive' : 'text-sm'}
          >
            {message.text}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
