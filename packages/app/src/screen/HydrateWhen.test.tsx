import { act, useEffect, useState } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HydrateNearViewport, HydrateWhen } from './HydrateWhen';
import { OnServerContext } from './on-server';

const effects = vi.fn();

function Sidebar({ label }: { label: string }) {
  const [clicks, setClicks] = useState(0);
  useEffect(() => effects(label), [label]);
  return (
    <button type="button" onClick={() => setClicks((n) => n + 1)}>
      {label} {clicks}
    </button>
  );
}

function Page({ open, label = 'Filters' }: { open: boolean; label?: string }) {
  return (
    <main>
      <h1>Results</h1>
      <aside>
        <HydrateWhen open={open}>
          <Sidebar label={label} />
        </HydrateWhen>
      </aside>
    </main>
  );
}

/** The page as the server sends it (ssr/render.tsx says it renders on the server). */
function serverHtml(element: React.ReactElement): string {
  return renderToString(<OnServerContext value>{element}</OnServerContext>);
}

let root: Root | undefined;
let container: HTMLDivElement | undefined;

async function hydrate(element: React.ReactElement) {
  const html = serverHtml(element);
  const host = document.createElement('div');
  host.innerHTML = html;
  document.body.append(host);
  container = host;
  const recoverable = vi.fn();
  await act(async () => {
    root = hydrateRoot(host, element, { onRecoverableError: recoverable });
  });
  return { host, recoverable };
}

describe('HydrateWhen', () => {
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    container?.remove();
    container = undefined;
    effects.mockReset();
  });

  it('renders the content on the server even when closed', () => {
    const html = serverHtml(<Page open={false} />);
    expect(html).toMatch(/<aside><!--\$--><button type="button">Filters<!-- --> <!-- -->0<\/button><!--\/\$--><\/aside>/);
  });

  it('keeps the server HTML unhydrated while closed, then hydrates the same nodes when opened', async () => {
    const { host, recoverable } = await hydrate(<Page open={false} />);
    const button = host.querySelector('button')!;
    expect(button.textContent).toBe('Filters 0');
    expect(effects).not.toHaveBeenCalled();

    // The parent renders again while it waits: the server HTML stays, still not hydrated.
    await act(async () => root!.render(<Page open={false} label="Filters (2)" />));
    expect(host.querySelector('button')).toBe(button);
    expect(effects).not.toHaveBeenCalled();

    await act(async () => root!.render(<Page open label="Filters (2)" />));
    expect(effects).toHaveBeenCalledWith('Filters');
    expect(host.querySelector('button')).toBe(button);
    // Hydrated with what the server rendered, then shown as the parent renders it now.
    expect(button.textContent).toBe('Filters (2) 0');
    await act(async () => button.click());
    expect(button.textContent).toBe('Filters (2) 1');
    expect(recoverable).not.toHaveBeenCalled();
  });

  it('hydrates at once when open from the start', async () => {
    await hydrate(<Page open />);
    expect(effects).toHaveBeenCalledWith('Filters');
  });

  it('renders the content at once in a browser-only render', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    container = host;
    root = createRoot(host);
    await act(async () => root!.render(<Page open={false} />));
    expect(host.querySelector('button')?.textContent).toBe('Filters 0');
    expect(effects).toHaveBeenCalledWith('Filters');
  });

  it('HydrateNearViewport hydrates as the content comes near the viewport', async () => {
    const observers: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          observers.push({ callback, options });
        }
        observe() {}
        disconnect() {}
      },
    );
    const near = (
      <main>
        <HydrateNearViewport margin={300}>
          <Sidebar label="Sam T." />
        </HydrateNearViewport>
      </main>
    );
    const { host } = await hydrate(near);
    const button = host.querySelector('button')!;
    expect(effects).not.toHaveBeenCalled();
    expect(observers.at(-1)?.options?.rootMargin).toBe('0px 0px 300px 0px');

    await act(async () => observers.at(-1)!.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
    expect(effects).toHaveBeenCalledWith('Sam T.');
    expect(host.querySelector('button')).toBe(button);
  });
});
