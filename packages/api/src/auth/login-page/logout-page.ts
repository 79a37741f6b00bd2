import { html } from '../../platform/html/html.js';
import { PRIMARY_BUTTON, renderPage, TEXT_LINK } from '../../platform/html/layout.js';

/** Shown instead of logging out when another site sent the browser to /api/logout. */
export function renderLogoutConfirmPage(): string {
  return renderPage({
    title: 'Log out',
    body: html`<h1 class="text-xl font-semibold tracking-tight">Log out of Pawpal?</h1>
<p class="mt-1 text-sm text-muted-foreground">Another site sent you here. Confirm that you want to log out.</p>
<form method="post" action="/api/logout" class="mt-6">
<button type="submit" class="${PRIMARY_BUTTON}">Log out</button>
</form>
<p class="mt-6 text-center text-sm"><a href="/" class="${TEXT_LINK}">Stay signed in</a></p>`,
  });
}
