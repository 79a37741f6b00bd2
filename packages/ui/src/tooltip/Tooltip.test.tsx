import { act, fireEvent, render, screen } from '@testing-library/react';
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from './Tooltip';

/** Two tooltips under the default provider, as an app has them. */
function Tooltips() {
  return (
    <TooltipProvider>
      {['Save sitter', 'Share sitter'].map((label) => (
        <Tooltip key={label}>
          <TooltipTrigger>{label}</TooltipTrigger>
          <TooltipContent>{`${label} hint`}</TooltipContent>
        </Tooltip>
      ))}
    </TooltipProvider>
  );
}

const hover = (name: string) => fireEvent.pointerMove(screen.getByRole('button', { name }), { pointerType: 'mouse' });
const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });
const tooltip = () => screen.queryByRole('tooltip');

describe('Tooltip timing (spec: delay 700 ms, skip delay 300 ms)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens 700 ms after the pointer arrives, not at 699 ms', () => {
    render(<Tooltips />);
    hover('Save sitter');
    advance(699);
    expect(tooltip()).not.toBeInTheDocument();
    advance(1);
    expect(tooltip()).toHaveTextContent('Save sitter hint');
  });

  /** Opens the first tooltip, closes it with Escape, waits `ms`, then points at the second. */
  function moveOnAfter(ms: number) {
    render(<Tooltips />);
    hover('Save sitter');
    advance(700);
    expect(tooltip()).toHaveTextContent('Save sitter hint');
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(tooltip()).not.toBeInTheDocument();
    advance(ms);
    hover('Share sitter');
  }

  it('skips the delay for the next tooltip within 300 ms of closing (at 299 ms)', () => {
    moveOnAfter(299);
    expect(tooltip()).toHaveTextContent('Share sitter hint');
  });

  it('delays again from 300 ms after closing', () => {
    moveOnAfter(300);
    expect(tooltip()).not.toBeInTheDocument();
    advance(700);
    expect(tooltip()).toHaveTextContent('Share sitter hint');
  });
});

describe('Tooltip without a TooltipProvider', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('renders and opens with the same 700 ms delay', () => {
    render(
      <Tooltip>
        <TooltipTrigger>Save sitter</TooltipTrigger>
        <TooltipContent>Save sitter hint</TooltipContent>
      </Tooltip>,
    );
    hover('Save sitter');
    advance(699);
    expect(tooltip()).not.toBeInTheDocument();
    advance(1);
    expect(tooltip()).toHaveTextContent('Save sitter hint');
  });
});
