import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateRangePicker } from './DateRangePicker';

describe('DateRangePicker', () => {
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

  it('disables days before fromDate', async () => {
    render(<DateRangePicker aria-label="Dates" fromDate={new Date(2025, 2, 3)} today={new Date(2025, 2, 3)} numberOfMonths={1} defaultOpen />);
    const dialog = await screen.findByRole('dialog', { name: 'Choose dates' });
    expect(within(dialog).getByRole('button', { name: /\b2 March 2025/ })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: /\b4 March 2025/ })).toBeEnabled();
  });
});
