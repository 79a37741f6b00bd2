/*
 * Unhandled promise rejections that mention a closed message channel or an
 * invalidated extension context come from browser extensions talking to the page, not from
 * Pawpal. They are ignored; every other unhandled rejection is logged.
 */

const EXTENSION_NOISE = [/message channel closed/i, /extension context invalidated/i];

function describe(reason: unknown): string {
  if (reason instanceof Error) return reason.message;
  if (typeof reason === 'string') return reason;
  if (reason && typeof reason === 'object' && 'message' in reason) return String(reason.message);
  return '';
}

/** True for rejections caused by browser extensions rather than by the app. */
export function isExtensionNoise(reason: unknown): boolean {
  const text = describe(reason);
  return EXTENSION_NOISE.some((pattern) => pattern.test(text));
}

/** Ignores extension noise (and keeps it out of the console); logs anything else. */
export function handleUnhandledRejection(event: PromiseRejectionEvent): void {
  if (isExtensionNoise(event.reason)) {
    event.preventDefault();
    return;
  }
  console.error('Unhandled promise rejection:', event.reason);
}

/** Installs the handler on `target` (the window by default); returns the uninstaller. */
export function installUnhandledRejectionHandler(target: Window = window): () => void {
  target.addEventListener('unhandledrejection', handleUnhandledRejection);
  return () => target.removeEventListener('unhandledrejection', handleUnhandledRejection);
}
