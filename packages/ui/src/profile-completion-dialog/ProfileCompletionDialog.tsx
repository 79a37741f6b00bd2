'use client';

import { CircleCheck, CircleDashed } from 'lucide-react';
import { Button } from '../button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../dialog';
import { cn } from '../lib/cn';

/** Which parts of the profile are filled in. */
export interface ProfileCompletionStatus {
  profilePicture: boolean;
  personalInformation: boolean;
  contactDetails: boolean;
}

/** The checklist rows, in order. */
export const PROFILE_CHECKLIST: { key: keyof ProfileCompletionStatus; label: string }[] = [
  { key: 'profilePicture', label: 'Profile Picture' },
  { key: 'personalInformation', label: 'Personal Information' },
  { key: 'contactDetails', label: 'Contact Details' },
];

export interface ProfileCompletionDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  status: ProfileCompletionStatus;
  /** "Maybe Later" was chosen; the dialog then asks to close. */
  onMaybeLater: () => void;
  /** "Complete Profile" was chosen (the app goes to /profile); the dialog then asks to close. */
  onCompleteProfile: () => void;
  /** Keep the page behind interactive (previews); default modal. */
  modal?: boolean;
  contentClassName?: string;
  /** Called when it has closed, before focus moves; `event.preventDefault()` and focus what the page should keep. */
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * The "Complete Your Profile" prompt: what is done, what is missing, and the way to finish (a Dialog).
 *
 * Keyboard: when it opens, focus moves to "Maybe Later" and is trapped in the dialog (with
 * `modal={false}` it is not); Escape or the corner Close button closes it without calling
 * `onMaybeLater`. It has no trigger of its own, so focus goes back to whatever had it when it
 * opened, which may be `<body>`: use `onCloseAutoFocus` to move it where the page should keep it. Screen readers: a `dialog` named "Complete Your
 * Profile" and described by its explanation; "1 of 3 complete", then a list named "Profile
 * checklist" whose items read "Profile Picture: done" or ": missing" (the icons are hidden); while
 * it is modal the page behind is hidden from them.
 */
export function ProfileCompletionDialog({
  open,
  onOpenChange,
  status,
  onMaybeLater,
  onCompleteProfile,
  modal,
  contentClassName,
  onCloseAutoFocus,
}: ProfileCompletionDialogProps) {
  const done = PROFILE_CHECKLIST.filter((item) => status[item.key]).length;
  return (
    <Dialog open={open} onOpenChange={onOpenChange} modal={modal}>
      <DialogContent
        data-slot="profile-completion-dialog"
        className={cn('pp:sm:max-w-md', contentClassName)}
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <DialogHeader>
          <DialogTitle>Complete Your Profile</DialogTitle>
          <DialogDescription>
            Pet owners and sitters trust complete profiles. Add the missing details so bookings go smoothly.
          </DialogDescription>
        </DialogHeader>
        <div data-slot="profile-completion-checklist" className="pp:flex pp:flex-col pp:gap-2">
          <p data-slot="profile-checklist-progress" className="pp:text-sm pp:font-medium">
            {done} of {PROFILE_CHECKLIST.length} complete
          </p>
          <ul data-slot="profile-checklist" aria-label="Profile checklist" className="pp:flex pp:flex-col pp:gap-2">
            {PROFILE_CHECKLIST.map(({ key, label }) => {
              const isDone = status[key];
              return (
                <li
                  key={key}
                  data-slot="profile-checklist-item"
                  data-done={isDone}
                  className={cn(
                    'pp:flex pp:items-center pp:gap-3 pp:rounded-md pp:border pp:px-3 pp:py-2 pp:text-sm',
                    isDone ? 'pp:border-border pp:text-foreground' : 'pp:border-dashed pp:border-input pp:bg-muted pp:text-foreground',
                  )}
                >
                  {isDone ? (
                    <CircleCheck aria-hidden="true" className="pp:size-5 pp:shrink-0 pp:text-success" />
                  ) : (
                    <CircleDashed aria-hidden="true" className="pp:size-5 pp:shrink-0 pp:text-muted-foreground" />
                  )}
                  <span data-slot="profile-checklist-label">{label}</span>
                  <span data-slot="profile-checklist-status" className="pp:sr-only">
                    {isDone ? ': done' : ': missing'}
                  </span>
                </li>
              );
            })}
          </ul>
        </div>
        <DialogFooter>
          <Button
            variant="outline"
            onClick={() => {
              onMaybeLater();
              onOpenChange(false);
            }}
          >
            Maybe Later
          </Button>
          <Button
            onClick={() => {
              onCompleteProfile();
              onOpenChange(false);
            }}
          >
            Complete Profile
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
