import { type AuthUser } from '@pawpal/contract';
import { toast } from '@pawpal/ui';
import * as React from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** The query parameters the API's email links land with (src/accounts/accounts.controller.ts): `1` when the link worked. */
export const EMAIL_LINK_PARAMS = ['emailVerified', 'emailChanged'] as const;
type EmailLinkParam = (typeof EMAIL_LINK_PARAMS)[number];

/** What the person is told after opening an email link. */
export function emailLinkMessage(param: EmailLinkParam, value: string, user: AuthUser | null): { title: string; variant?: 'destructive' } {
  if (value !== '1') return { title: 'This link has expired or was already used. Ask for a new one.', variant: 'destructive' };
  if (param === 'emailVerified') return { title: 'Your email is verified' };
  return { title: user ? `Your email address is now ${user.email}` : 'Your email address is changed. Sign in with the new one.' };
}

/**
 * After a verification or email-change link (`/?emailVerified=1`, `/profile?emailChanged=1`):
 * says what happened in a toast once the signed-in user is known, and takes the parameter out of
 * the address so a reload or a shared link does not say it again. The parameter is read at the
 * first render: "/" redirects a signed-in person to their home without it.
 */
export function EmailLinkNotice({ ready, user }: { ready: boolean; user: AuthUser | null }) {
  const location = useLocation();
  const navigate = useNavigate();
  const [found] = React.useState(() => {
    const params = new URLSearchParams(location.search);
    const param = EMAIL_LINK_PARAMS.find((name) => params.has(name));
    return param === undefined ? null : { param, value: params.get(param) ?? '' };
  });
  const shown = React.useRef(false);

  React.useEffect(() => {
    if (!found || !ready || shown.current) return;
    shown.current = true;
    toast(emailLinkMessage(found.param, found.value, user));
    const params = new URLSearchParams(location.search);
    if (params.has(found.param)) {
      params.delete(found.param);
      const search = params.toString();
      void navigate({ pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash }, { replace: true });
    }
  }, [found, ready, user, location, navigate]);

  return null;
}
