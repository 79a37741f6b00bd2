import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const calls: string[] = [];
vi.mock('react-dom/client', () => ({
  hydrateRoot: vi.fn(() => calls.push('hydrate')),
  createRoot: vi.fn(() => ({ render: () => calls.push('render') })),
}));
vi.mock('@pawpal/ui', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@pawpal/ui')>()),
  prepareClassMerging: vi.fn(() => calls.push('prepare')),
}));

const { startApp } = await import('./start');
const { SSR_DATA_ELEMENT_ID } = await import('./hydration');

function page(serverRendered: boolean): { doc: Document; root: HTMLElement } {
  const doc = document.implementation.createHTMLDocument('page');
  const root = doc.createElement('div');
  if (serverRendered) {
    root.innerHTML = '<main>Sam T.</main>';
    const data = doc.createElement('script');
    data.type = 'application/json';
    data.id = SSR_DATA_ELEMENT_ID;
    data.textContent = '{"/api/auth/me":null}';
    doc.body.append(root, data);
  } else {
    doc.body.append(root);
  }
  return { doc, root };
}

async function flushMicrotasks() {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
}

describe('startApp', () => {
  beforeEach(() => {
    calls.length = 0;
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('hydrates server HTML in steps: the class-merging table in a task of its own, then React in the next', async () => {
    const { doc, root } = page(true);
    const started = startApp(root, doc);
    await flushMicrotasks();
    expect(calls).toEqual([]);
    vi.runOnlyPendingTimers();
    await flushMicrotasks();
    expect(calls).toEqual(['prepare']);
    vi.runOnlyPendingTimers();
    await started;
    expect(calls).toEqual(['prepare', 'hydrate']);
  });

  it('renders a page the server did not render at once', async () => {
    const { doc, root } = page(false);
    await startApp(root, doc);
    expect(calls).toEqual(['render']);
  });
});
