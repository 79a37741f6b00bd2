import { Suspense, use, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { OnServerContext } from './on-server';
import { useNearViewport } from './useNearViewport';

/** Opens once: a promise the closed content waits on, settled when it may hydrate (again: no-op). */
interface Latch {
  promise: Promise<void>;
  open: () => void;
}

function createLatch(): Latch {
  let open: () => void = () => undefined;
  const promise = new Promise<void>((settle) => (open = settle));
  return { promise, open };
}

function Gate({ latch, onShown, children }: { latch: Latch; onShown: () => void; children: ReactNode }) {
  // The server always renders the content, so its HTML is complete.
  const onServer = useContext(OnServerContext);
  if (!onServer) use(latch.promise);
  useEffect(onShown, [onShown]);
  return children;
}

export interface HydrateWhenProps {
  /** The content is needed now (visible, near the viewport): hydrate or render it. Once is enough. */
  open: boolean;
  children: ReactNode;
}

/**
 * Server-rendered content a phone's first visit does not need yet — a sidebar hidden below the
 * `lg` breakpoint, a section far below the fold — stays as the server sent it, unhydrated, until
 * `open` turns true: React keeps a suspended boundary's server HTML in place and hydrates it when
 * what it waits on settles, so the first visit spends no CPU on it. On the server the
 * content is always rendered, and so it is in the browser without a server's HTML (a client-side
 * navigation).
 *
 * While closed the content is not interactive, and it keeps the children of its first render
 * (the server HTML they match): a new element for a boundary still waiting would make React drop
 * the server HTML. Once shown, it renders the children as they are now.
 */
export function HydrateWhen({ open, children }: HydrateWhenProps) {
  // Only server HTML waits: rendered in the browser alone, the content is simply rendered.
  const hydrating = useHydrating();
  const [waits] = useState(hydrating);
  const [latch] = useState(createLatch);
  const [shown, setShown] = useState(false);
  const [onShown] = useState(() => () => setShown(true));
  const boundary = (content: ReactNode) => (
    <Suspense fallback={null}>
      <Gate latch={latch} onShown={onShown}>
        {content}
      </Gate>
    </Suspense>
  );
  // The same element while waiting: React sees no update, so it keeps the server HTML.
  const [waiting] = useState(() => boundary(children));
  useEffect(() => {
    if (open) latch.open();
  }, [open, latch]);
  if (!waits) return children;
  return shown ? boundary(children) : waiting;
}

const noSubscription = () => () => undefined;

/** True while React renders on the server or hydrates its HTML, false in a browser-only render. */
function useHydrating(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}

export interface HydrateNearViewportProps {
  /** How far below the viewport it opens (px). */
  margin: number;
  children: ReactNode;
}

/**
 * HydrateWhen for content below the fold: opens as it comes within `margin` pixels of the
 * viewport (useNearViewport, on a wrapping div). A click on it before then still works: React
 * hydrates the boundary it lands in at once and replays the click.
 */
export function HydrateNearViewport({ margin, children }: HydrateNearViewportProps) {
  const [ref, near] = useNearViewport(margin);
  return (
    <div ref={ref}>
      <HydrateWhen open={near}>{children}</HydrateWhen>
    </div>
  );
}
