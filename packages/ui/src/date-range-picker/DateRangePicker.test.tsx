import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { DateRangePicker } from './DateRangePicker';
import type { DateRangeValue } from './format';

/** A parent that stores only complete ranges, as the search page does (in its URL). */
function CompleteRangesOnly({ onChange }: { onChange: (range: DateRangeValue) => void }) {
  const [range, setRange] = useState<DateRangeValue>({});
  return (
    <DateRangePicker
      aria-label="Dates"
      today={new Date(2025, 2, 3)}
      numberOfMonths={1}
      value={range}
      onChange={(next) => {
        onChange(next);
        if (next.from && next.to) setRange(next);
      }}
    />
  );
}

describe('DateRangePicker', () => {
  it('shows one month on a phone-sized viewport (under 640 px), two otherwise, and keeps the panel inside the viewport', async () => {
    const original = window.matchMedia;
    const narrow = vi.fn(
      (query: string) =>
        ({
          matches: query === '(max-width: 639.98px)',
          media: query,
          addEventListener() {},
          removeEventListener() {},
        }) as unknown as MediaQueryList,
    );
    window.matchMedia = narrow;
    try {
      render(<DateRangePicker aria-label="Dates" today={new Date(2025, 2, 3)} numberOfMonths={2} />);
      await userEvent.click(screen.getByRole('button', { name: 'Dates' }));
      const dialog = await screen.findByRole('dialog', { name: 'Choose dates' });
      expect(within(dialog).getAllByRole('grid')).toHaveLength(1);
      expect(dialog).toHaveClass('pp:max-h-(--radix-popover-content-available-height)', 'pp:overflow-auto');
    } finally {
      window.matchMedia = original;
    }
    render(<DateRangePicker aria-label="Wide dates" today={new Date(2025, 2, 3)} numberOfMonths={2} />);
    await userEvent.click(screen.getByRole('button', { name: 'Wide dates' }));
    const dialogs = await screen.findAllByRole('dialog', { name: 'Choose dates' });
    expect(within(dialogs.at(-1)!).getAllByRole('grid')).toHaveLength(2);
  });

  it('shows the placeholder, then the chosen range, calling back with from and to', async () => {
    const onChange = vi.fn();
    render(<DateRangePicker aria-label="Dates" onChange={onChange} today={new Date(2025, 2, 3)} numberOfMonths={1} />);
    const trigger = screen.getByRole('button', { name: 'Dates' });
    expect(trigger).toHaveTextContent('Select dates');
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Choose dates' });
    await userEvent.click(within(dialog).getByRole('button', { name: /\b10 March 2025/ }));
    expect(onChange).toHaveBeenLastCalledWith({ from: new Date(2025, 2, 10), to: undefined });
    await userEvent.click(within(dialog).getByRole('button', { name: /\b14 March 2025/ }));
    expect(onChange).toHaveBeenLastCalledWith({ from: new Date(2025, 2, 10), to: new Date(2025, 2, 14) });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveTextContent('10 Mar 2025 – 14 Mar 2025');
  });

  it('forms a range when the parent keeps only complete ranges (the first click is not discarded)', async () => {
    const onChange = vi.fn();
    render(<CompleteRangesOnly onChange={onChange} />);
    const trigger = screen.getByRole('button', { name: 'Dates' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Choose dates' });
    await userEvent.click(within(dialog).getByRole('button', { name: /\b10 March 2025/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: /\b14 March 2025/ }));
    expect(onChange).toHaveBeenLastCalledWith({ from: new Date(2025, 2, 10), to: new Date(2025, 2, 14) });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveTextContent('10 Mar 2025 – 14 Mar 2025');
  });

  it('disables days before fromDate', async () => {
    render(
      <DateRangePicker aria-label="Dates" fromDate={new Date(2025, 2, 3)} today={new Date(2025, 2, 3)} numberOfMonths={1} defaultOpen />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Choose dates' });
    expect(within(dialog).getByRole('button', { name: /\b2 March 2025/ })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: /\b4 March 2025/ })).toBeEnabled();
  });
});
