import { prepareClassMerging } from '@pawpal/ui';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { ClientApp } from './ClientApp';
import { readServerData } from './hydration';

/** Resolves in a new task, so the browser may paint and handle input in between. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Starts the app in `root`. A public page the server rendered (docs/decisions/0008-ssr.md) carries
 * the answers it was rendered with: it is hydrated from them, in steps of their own tasks — the
 * class-merging table first, then React — because on a slow phone one task doing both blocked the
 * page for ~180 ms. Any other page is rendered here at once.
 */
export async function startApp(root: HTMLElement, doc: Document = document): Promise<void> {
  const serverData = readServerData(doc);
  if (!serverData || !root.firstElementChild) {
    createRoot(root).render(<ClientApp serverData={null} />);
    return;
  }
  await nextTask();
  prepareClassMerging();
  await nextTask();
  hydrateRoot(root, <ClientApp serverData={serverData} />);
}
