import { act, fireEvent, render } from '@testing-library/react';
import { ScrollArea } from './ScrollArea';

const VIEWPORT = '[data-slot="scroll-area-viewport"]';
const VERTICAL_SCROLLBAR = '[data-slot="scroll-area-scrollbar"][data-orientation="vertical"]';

function Bookings() {
  return (
    <ScrollArea viewportLabel="Upcoming bookings">
      <ul>
        {Array.from({ length: 30 }, (_, index) => (
          <li key={index}>{`Booking ${index + 1}`}</li>
        ))}
      </ul>
    </ScrollArea>
  );
}

const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe('ScrollArea scrollbar (spec: hides 600 ms after use)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // jsdom lays nothing out: the viewport is made shorter than its content, and the resize
    // observer reports each element once, so Radix sees the overflow a browser would.
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.matches(VIEWPORT) ? 100 : 0;
    });
    vi.spyOn(Element.prototype, 'scrollHeight', 'get').mockImplementation(function (this: Element) {
      return this.matches(VIEWPORT) ? 1000 : 0;
    });
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(private readonly report: ResizeObserverCallback) {}
        observe() {
          this.report([], this as unknown as ResizeObserver);
        }
        unobserve() {}
        disconnect() {}
      },
    );
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('shows the scrollbar while the pointer is over it, keeps it 599 ms after the pointer leaves and hides it at 600 ms', () => {
    const { container } = render(<Bookings />);
    const root = container.querySelector<HTMLElement>('[data-slot="scroll-area"]')!;
    const scrollbar = () => container.querySelector(VERTICAL_SCROLLBAR);
    expect(scrollbar()).toBeNull();

    fireEvent.pointerEnter(root);
    // Radix measures the overflow on the next frame, debounced by 10 ms.
    advance(50);
    expect(scrollbar()).toBeInTheDocument();

    fireEvent.pointerLeave(root);
    advance(599);
    expect(scrollbar()).toBeInTheDocument();
    advance(1);
    expect(scrollbar()).toBeNull();
  });

  it('keeps the scrollbar when the pointer comes back within the delay', () => {
    const { container } = render(<Bookings />);
    const root = container.querySelector<HTMLElement>('[data-slot="scroll-area"]')!;
    fireEvent.pointerEnter(root);
    advance(50);
    fireEvent.pointerLeave(root);
    advance(599);
    fireEvent.pointerEnter(root);
    advance(600);
    expect(container.querySelector(VERTICAL_SCROLLBAR)).toBeInTheDocument();
  });
});
