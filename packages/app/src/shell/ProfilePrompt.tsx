import type { AuthUser } from '@pawpal/contract';
import { ProfileCompletionDialog, type ProfileCompletionStatus } from '@pawpal/ui';
import * as React from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useReturnFocus } from '../shared/return-focus';
import { focusMainHeading } from './route-focus';

/*
 * The Complete Your Profile prompt: opens PROFILE_PROMPT_DELAY_MS after sign-in
 * when the profile is not completed and first name, last name or phone is missing; shows only
 * while the profile is not completed or any of first name, last name, email, phone is missing.
 * "Maybe Later" keeps it closed for the rest of the browser session.
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
  React.useEffect(() => {
    if (!wantedRef.current || dismissedThisSession()) return undefined;
    const timer = setTimeout(() => {
      if (onProfilePageRef.current || dismissedThisSession()) return;
      returnFocus.onOpenAutoFocus();
      setOpen(true);
    }, PROFILE_PROMPT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [userId, returnFocus]);

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
