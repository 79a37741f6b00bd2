import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNearViewport } from './useNearViewport';

function Probe() {
  const [ref, near] = useNearViewport(150);
  return <p ref={ref}>{near ? 'near' : 'far'}</p>;
}

describe('useNearViewport', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('turns true once the element comes within the margin below the viewport, and stops watching', () => {
    const observers: {
      callback: IntersectionObserverCallback;
      options?: IntersectionObserverInit;
      disconnect: ReturnType<typeof vi.fn>;
    }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        disconnect = vi.fn();
        constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          observers.push({ callback, options, disconnect: this.disconnect });
        }
        observe() {}
      },
    );
    render(<Probe />);
    expect(screen.getByText('far')).toBeInTheDocument();
    expect(observers).toHaveLength(1);
    expect(observers[0]!.options?.rootMargin).toBe('0px 0px 150px 0px');

    const entry = (isIntersecting: boolean) => [{ isIntersecting } as IntersectionObserverEntry];
    act(() => observers[0]!.callback(entry(false), {} as IntersectionObserver));
    expect(screen.getByText('far')).toBeInTheDocument();
    act(() => observers[0]!.callback(entry(true), {} as IntersectionObserver));
    expect(screen.getByText('near')).toBeInTheDocument();
    expect(observers[0]!.disconnect).toHaveBeenCalled();
  });

  it('is true at once where there is no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Probe />);
    expect(screen.getByText('near')).toBeInTheDocument();
  });
});
