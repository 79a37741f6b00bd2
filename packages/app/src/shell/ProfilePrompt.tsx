import type { AuthUser } from '@pawpal/contract';
import { ProfileCompletionDialog, type ProfileCompletionStatus } from '@pawpal/ui';
import * as React from 'react';
import { flushSync } from 'react-dom';
import { useLocation, useNavigate } from 'react-router-dom';
import { useReturnFocus } from '../shared/return-focus';
import { focusMainHeading } from './route-focus';

/*
 * The Complete Your Profile prompt: opens PROFILE_PROMPT_DELAY_MS after sign-in
 * when the profile is not completed and first name, last name or phone is missing; shows only
 * while the profile is not completed or any of first name, last name, email, phone is missing.
 * "Maybe Later" keeps it closed for the rest of the browser session.
 *
 * It never interrupts: when the delay ends while the person is typing in a field or has another
 * dialog or menu open, a modal prompt would take their keystrokes (the rest of a street address
 * went into the dialog, or back into the field before). It waits for the next page instead, and
 * opens PROFILE_PROMPT_DELAY_MS after that page appears, once per sign-in.
 */

/** The prompt opens this long after sign-in (ms). */
export const PROFILE_PROMPT_DELAY_MS = 1500;

/** Session storage key set by "Maybe Later". */
export const PROFILE_PROMPT_DISMISSED_KEY = 'profile-prompt-dismissed';
export const PROFILE_PATH = '/profile';

type ProfileFields = Pick<AuthUser, 'firstName' | 'lastName' | 'email' | 'phone' | 'profileImageUrl' | 'profileCompleted'>;

function filled(value: string | null | undefined): boolean {
  return typeof value === 'string' && value.trim() !== '';
}

/** Whether the prompt should open after sign-in. */
export function shouldOpenProfilePrompt(user: ProfileFields): boolean {
  return !user.profileCompleted && (!filled(user.firstName) || !filled(user.lastName) || !filled(user.phone));
}

/** Whether the dialog may show at all. */
export function profileNeedsAttention(user: ProfileFields): boolean {
  return !user.profileCompleted || ![user.firstName, user.lastName, user.email, user.phone].every(filled);
}

/** The dialog's checklist. */
export function profileChecklist(user: ProfileFields): ProfileCompletionStatus {
  return {
    profilePicture: filled(user.profileImageUrl),
    personalInformation: filled(user.firstName) && filled(user.lastName),
    contactDetails: filled(user.email) && filled(user.phone),
  };
}

function dismissedThisSession(): boolean {
  try {
    return sessionStorage.getItem(PROFILE_PROMPT_DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

function rememberDismissed(): void {
  try {
    sessionStorage.setItem(PROFILE_PROMPT_DISMISSED_KEY, '1');
  } catch (error) {
    console.error('Could not remember the dismissed profile prompt', error);
  }
}

/** A field taking typing, or an open dialog, menu or listbox: the person is in the middle of something. */
export function personIsBusy(): boolean {
  const active = document.activeElement;
  if (active instanceof HTMLElement) {
    if (active.isContentEditable || active instanceof HTMLTextAreaElement || active instanceof HTMLSelectElement) return true;
    if (active instanceof HTMLInputElement && !['button', 'submit', 'reset', 'checkbox', 'radio', 'image'].includes(active.type))
      return true;
    if (active.getAttribute('role') === 'combobox') return true;
  }
  // A list kept in the page while closed (the suburb suggestions) is `hidden`, not open.
  return Array.from(document.querySelectorAll('[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"]')).some(
    (element) => element.closest('[hidden]') === null,
  );
}

/** Mounted by the shell for a signed-in user. */
export function ProfilePrompt({ user }: { user: AuthUser }) {
  const [open, setOpen] = React.useState(false);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const onProfilePage = pathname === PROFILE_PATH;
  const wanted = shouldOpenProfilePrompt(user);

  // Once per sign-in (the user's id), not again when the profile data changes.
  const userId = user.id;
  const wantedRef = React.useRef(wanted);
  wantedRef.current = wanted;
  const onProfilePageRef = React.useRef(onProfilePage);
  onProfilePageRef.current = onProfilePage;
  // It has no trigger: focus goes back to what had it when it opened. It opens by itself, often
  // before anything on the page had focus: giving focus back to <body> would send a keyboard user
  // to the top of the page, so the page's main heading takes it instead (as after a route change).
  const returnFocus = useReturnFocus(() => {
    const main = document.getElementById('main');
    if (main) focusMainHeading(main, () => {});
  });
  // The sign-in (user id) the prompt has already opened for, or decided to stay away from.
  const settledFor = React.useRef<string | null>(null);
  // The page the prompt was put off on while the person was busy: the next page starts the delay again.
  const [deferredOn, setDeferredOn] = React.useState<string | null>(null);
  const pathnameRef = React.useRef(pathname);
  pathnameRef.current = pathname;
  const waitingOnThisPage = deferredOn === pathname;
  const nextPage = deferredOn === null ? null : pathname;
  React.useEffect(() => {
    if (waitingOnThisPage || settledFor.current === userId || !wantedRef.current || dismissedThisSession()) return undefined;
    const timer = setTimeout(() => {
      if (onProfilePageRef.current || dismissedThisSession()) {
        settledFor.current = userId;
        return;
      }
      if (personIsBusy()) {
        setDeferredOn(pathnameRef.current);
        return;
      }
      settledFor.current = userId;
      returnFocus.onOpenAutoFocus();
      // Checked and opened in one task: nothing can put focus in a field in between (a render
      // scheduled for later left a gap in which a keystroke still went into the opening dialog).
      flushSync(() => setOpen(true));
    }, PROFILE_PROMPT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [userId, returnFocus, waitingOnThisPage, nextPage]);

  return (
    <ProfileCompletionDialog
      open={open && !onProfilePage && profileNeedsAttention(user)}
      onOpenChange={(next) => {
        if (!next) setOpen(false);
      }}
      status={profileChecklist(user)}
      onMaybeLater={rememberDismissed}
      onCompleteProfile={() => navigate(PROFILE_PATH)}
      onCloseAutoFocus={returnFocus.onCloseAutoFocus}
    />
  );
}
