import { Button } from '@pawpal/ui';
import { Handshake } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';

// The meet-and-greet form (a Radix Dialog, three time fields, a message) loads on the first press:
// a sitter's page, read far more often than this form is sent, pays only for the button.
const MeetFirstDialog = lazy(() => import('./MeetFirstDialog'));

/** "Meet first" on a sitter's page: opens the meet-and-greet request, loading it the first time. */
export function MeetFirstButton({ sitterId, firstName }: { sitterId: string; firstName: string }) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  return (
    <>
      <Button
        variant="outline"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        <Handshake aria-hidden="true" />
        Meet first
      </Button>
      {requested ? (
        <Suspense fallback={null}>
          <MeetFirstDialog sitterId={sitterId} firstName={firstName} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
