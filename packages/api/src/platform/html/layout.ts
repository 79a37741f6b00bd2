import { html, type SafeHtml } from './html.js';

/** Served at these paths by LoginPageController. */
export const STYLESHEET_PATH = '/api/login/styles.css';
export const THEME_SCRIPT_PATH = '/api/login/theme.js';

export const PRODUCT_PITCH = 'Pawpal connects pet owners with trusted, verified pet sitters in their local area.';

/**
 * The frame of every server-rendered page (sign in, sign up, log out, "app not built"): the
 * product's tokens via the Tailwind stylesheet built from login.css, dark mode by an external
 * script (the CSP allows no inline script), the wordmark linking home.
 */
export function renderPage({ title, body }: { title: string; body: SafeHtml }): string {
  return html`<!doctype html>
<html lang="en-AU">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · Pawpal</title>
<link rel="stylesheet" href="${STYLESHEET_PATH}">
<script src="${THEME_SCRIPT_PATH}"></script>
</head>
<body class="min-h-screen bg-background font-sans text-foreground antialiased">
<main class="mx-auto flex min-h-screen w-full max-w-md flex-col justify-center gap-6 px-4 py-12">
<header class="space-y-2">
<a href="/" class="inline-flex items-center gap-2 rounded-md text-2xl font-bold tracking-tight text-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"><span aria-hidden="true">🐾</span>Pawpal</a>
<p class="text-sm text-muted-foreground">${PRODUCT_PITCH}</p>
</header>
<section class="rounded-lg border border-border bg-card p-6 text-card-foreground shadow-sm">
${body}
</section>
</main>
</body>
</html>
`.value;
}

/** A short page with a heading and a paragraph, e.g. when the web app has not been built yet. */
export function renderMessagePage({ title, message }: { title: string; message: SafeHtml | string }): string {
  return renderPage({
    title,
    body: html`<h1 class="text-xl font-semibold">${title}</h1>
<p class="mt-2 text-sm text-muted-foreground">${message}</p>`,
  });
}

/** Button and link classes shared by the pages. */
export const PRIMARY_BUTTON =
  'inline-flex h-10 w-full items-center justify-center rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground shadow-sm transition-colors hover:bg-primary/90 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background';
export const TEXT_LINK =
  'font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring rounded-sm';
export const CODE = 'rounded bg-muted px-1 py-0.5 font-mono text-xs';
