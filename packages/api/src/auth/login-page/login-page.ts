import { loginHref, ROUTES, SESSION_ENDED_MESSAGE } from '@pawpal/contract';
import { html, type SafeHtml } from '../../platform/html/html.js';
import { PRIMARY_BUTTON, renderPage, TEXT_LINK } from '../../platform/html/layout.js';

export type LoginMode = 'signin' | 'signup';

export function parseLoginMode(mode: unknown): LoginMode {
  return mode === 'signup' ? 'signup' : 'signin';
}

/** What the form shows again after a failed post: typed values (never the password) and the error. */
export interface LoginFormState {
  values?: { firstName?: string; lastName?: string; email?: string; referralCode?: string };
  error?: string;
  /** Where to come back to after signing in or up (a same-site path, checked by the controller). */
  returnTo?: string;
  /** The app sent a tab whose session ended here (`?sessionEnded=1`): say so above the form. */
  sessionEnded?: boolean;
}

const INPUT =
  'flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-sm text-foreground placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background';
const LABEL = 'text-sm font-medium leading-none';

function field(options: {
  id: string;
  label: string;
  type: string;
  autocomplete: string;
  value?: string;
  hint?: string;
  invalid: boolean;
}): SafeHtml {
  const hintId = options.hint ? `${options.id}-hint` : undefined;
  const describedBy = [hintId, options.invalid ? 'form-error' : undefined].filter(Boolean).join(' ');
  return html`<div class="space-y-2">
<label for="${options.id}" class="${LABEL}">${options.label}</label>
<input id="${options.id}" name="${options.id}" type="${options.type}" autocomplete="${options.autocomplete}" required${options.value !== undefined ? html` value="${options.value}"` : ''}${describedBy ? html` aria-describedby="${describedBy}"` : ''}${options.invalid ? html` aria-invalid="true"` : ''} class="${INPUT}">
${options.hint ? html`<p id="${hintId}" class="text-xs text-muted-foreground">${options.hint}</p>` : ''}
</div>`;
}

/** The optional referral code, filled from a `?ref=CODE` link. */
function referralField(value: string | undefined): SafeHtml {
  return html`<div class="space-y-2">
<label for="referralCode" class="${LABEL}">Referral code (optional)</label>
<input id="referralCode" name="referralCode" type="text" autocomplete="off" autocapitalize="characters" maxlength="32"${value ? html` value="${value}"` : ''} aria-describedby="referralCode-hint" class="${INPUT}">
<p id="referralCode-hint" class="text-xs text-muted-foreground">From a friend's invitation: your first booking costs less.</p>
</div>`;
}

/** Why the person is asked to sign in again (a status, not an error: nothing they did failed). */
function sessionEndedNotice(shown: boolean | undefined): SafeHtml | string {
  if (!shown) return '';
  return html`<p role="status" class="mt-4 rounded-md border border-border bg-muted px-3 py-2 text-sm font-medium text-foreground">${SESSION_ENDED_MESSAGE}</p>`;
}

function errorAlert(error: string | undefined): SafeHtml | string {
  if (!error) return '';
  return html`<p id="form-error" role="alert" class="rounded-md border border-destructive bg-background px-3 py-2 text-sm font-medium text-destructive">${error}</p>`;
}

/** GET /api/login (sign in) or /api/login?mode=signup (create an account): only the active form. */
export function renderLoginPage(mode: LoginMode, state: LoginFormState = {}): string {
  const invalid = state.error !== undefined;
  const values = state.values ?? {};
  if (mode === 'signup') {
    return renderPage({
      title: 'Create an account',
      body: html`<h1 class="text-xl font-semibold tracking-tight">Create an account</h1>
<p class="mt-1 text-sm text-muted-foreground">Book trusted sitters, or offer your own sitting services.</p>
<form method="post" action="${loginHref(state.returnTo, 'signup')}" class="mt-6 space-y-4">
${errorAlert(state.error)}
<div class="grid grid-cols-2 gap-3">
${field({ id: 'firstName', label: 'First name', type: 'text', autocomplete: 'given-name', value: values.firstName, invalid })}
${field({ id: 'lastName', label: 'Last name', type: 'text', autocomplete: 'family-name', value: values.lastName, invalid })}
</div>
${field({ id: 'email', label: 'Email', type: 'email', autocomplete: 'email', value: values.email, invalid })}
${field({ id: 'password', label: 'Password', type: 'password', autocomplete: 'new-password', hint: 'At least 10 characters. Avoid common passwords.', invalid })}
${referralField(values.referralCode)}
<button type="submit" class="${PRIMARY_BUTTON}">Create account</button>
</form>
<p class="mt-6 text-center text-sm text-muted-foreground">Already have an account? <a href="${loginHref(state.returnTo)}" class="${TEXT_LINK}">Sign in</a></p>`,
    });
  }
  return renderPage({
    title: 'Sign in',
    body: html`<h1 class="text-xl font-semibold tracking-tight">Sign in</h1>
<p class="mt-1 text-sm text-muted-foreground">Welcome back. Sign in to manage your bookings and pets.</p>
${sessionEndedNotice(state.sessionEnded)}
<form method="post" action="${loginHref(state.returnTo)}" class="mt-6 space-y-4">
${errorAlert(state.error)}
${field({ id: 'email', label: 'Email', type: 'email', autocomplete: 'email', value: values.email, invalid })}
${field({ id: 'password', label: 'Password', type: 'password', autocomplete: 'current-password', invalid })}
<button type="submit" class="${PRIMARY_BUTTON}">Sign in</button>
</form>
<p class="mt-4 text-center text-sm"><a href="${ROUTES.resetPassword}" class="${TEXT_LINK}">Forgot your password?</a></p>
<p class="mt-6 text-center text-sm text-muted-foreground">New to Pawpal? <a href="${loginHref(state.returnTo, 'signup')}" class="${TEXT_LINK}">Create an account</a></p>`,
  });
}
