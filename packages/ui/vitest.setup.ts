import '@testing-library/jest-dom/vitest';

// Only in jsdom: node-environment tests (the pack test) have no window.
if (typeof window !== 'undefined') {
  // A ceiling, not a timing check (as in the app's setup): on a busy 2-core machine a lazily loaded
  // part (the Toaster's region) can take more than Testing Library's 1 s default to arrive.
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 15_000 });
  // jsdom has no pointer capture; Radix Toast swipe and Select call these.
  for (const name of ['setPointerCapture', 'releasePointerCapture', 'hasPointerCapture'] as const) {
    if (!(name in HTMLElement.prototype)) {
      Object.defineProperty(HTMLElement.prototype, name, { value: () => false, configurable: true });
    }
  }
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addEventListener() {},
        removeEventListener() {},
        addListener() {},
        removeListener() {},
        dispatchEvent: () => false,
      }) as unknown as MediaQueryList;
  }

  // jsdom has no ResizeObserver; Radix Popover and ScrollArea observe sizes.
  if (!('ResizeObserver' in window)) {
    class ResizeObserverStub {
      observe() {}
      unobserve() {}
      disconnect() {}
    }
    Object.defineProperty(window, 'ResizeObserver', { value: ResizeObserverStub, configurable: true });
    Object.defineProperty(globalThis, 'ResizeObserver', { value: ResizeObserverStub, configurable: true });
  }
}
