import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { FormField, Label } from '../label';
import { DatePicker } from './DatePicker';

const TODAY = new Date(2026, 11, 3);

function Controlled({ onChange, initial = '' }: { onChange: (value: string) => void; initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <Label htmlFor="until">Until</Label>
      <DatePicker
        id="until"
        today={TODAY}
        value={value}
        onChange={(next) => {
          onChange(next);
          setValue(next);
        }}
      />
    </>
  );
}

describe('DatePicker', () => {
  it('in a required FormField, says "Required" in its description, not with aria-required (not allowed on a button)', () => {
    render(
      <FormField label="Date of birth" required>
        <DatePicker today={TODAY} />
      </FormField>,
    );
    const trigger = screen.getByRole('button', { name: /date of birth/i });
    expect(trigger).not.toHaveAttribute('aria-required');
    expect(trigger).toHaveAccessibleDescription('Select a date Required');
  });

  it('is named by its Label, picks a day and shows it en-AU, calling back with YYYY-MM-DD', async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    const trigger = screen.getByRole('button', { name: 'Until' });
    expect(trigger).toHaveAccessibleDescription('Select a date');
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Choose a date' });
    await userEvent.click(within(dialog).getByRole('button', { name: /\b9 December 2026/ }));
    expect(onChange).toHaveBeenLastCalledWith('2026-12-09');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveAccessibleDescription('9 Dec 2026');
    expect(trigger).toHaveFocus();
  });

  it('shows dd/mm/yyyy with format="numeric", and an impossible value as empty', () => {
    const { rerender } = render(<DatePicker aria-label="Day" format="numeric" value="2026-03-04" />);
    expect(screen.getByRole('button', { name: 'Day' })).toHaveTextContent('04/03/2026');
    rerender(<DatePicker aria-label="Day" format="numeric" value="2026-02-30" />);
    expect(screen.getByRole('button', { name: 'Day' })).toHaveTextContent('Select a date');
  });

  it('disables days outside min and max', async () => {
    render(<DatePicker aria-label="Day" today={TODAY} min="2026-12-04" max="2026-12-20" defaultOpen />);
    const dialog = await screen.findByRole('dialog', { name: 'Choose a date' });
    expect(within(dialog).getByRole('button', { name: /\b3 December 2026/ })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: /\b4 December 2026/ })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: /\b20 December 2026/ })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: /\b21 December 2026/ })).toBeDisabled();
  });

  it('jumps to another year and month through the lists (a date of birth)', async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Until' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose a date' });
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Choose the Year' }), '1990');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Choose the Month' }), 'June');
    await userEvent.click(within(dialog).getByRole('button', { name: /\b30 June 1990/ }));
    expect(onChange).toHaveBeenLastCalledWith('1990-06-30');
  });

  it('lists the chosen year even beyond the default decade ahead', async () => {
    render(<DatePicker aria-label="Day" today={TODAY} defaultValue="2099-03-10" defaultOpen />);
    const dialog = await screen.findByRole('dialog', { name: 'Choose a date' });
    expect(within(dialog).getByRole('combobox', { name: 'Choose the Year' })).toHaveValue('2099');
    expect(within(dialog).getByRole('button', { name: /\b10 March 2099/ })).toHaveAttribute('data-selection', 'single');
  });

  it('clears the value unless required', async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} initial="2026-12-09" />);
    await userEvent.click(screen.getByRole('button', { name: 'Until' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose a date' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Clear' }));
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(screen.getByRole('button', { name: 'Until' })).toHaveAccessibleDescription('Select a date');

    render(<DatePicker aria-label="Required day" required defaultValue="2026-12-09" defaultOpen />);
    const second = await screen.findByRole('dialog', { name: 'Choose a date' });
    expect(within(second).queryByRole('button', { name: 'Clear' })).not.toBeInTheDocument();
  });

  it('submits the ISO value in a native form through a hidden input', async () => {
    render(
      <form aria-label="Filters">
        <DatePicker aria-label="From" name="from" today={TODAY} />
      </form>,
    );
    const form = screen.getByRole('form', { name: 'Filters' }) as HTMLFormElement;
    expect(new FormData(form).get('from')).toBe('');
    await userEvent.click(screen.getByRole('button', { name: 'From' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose a date' });
    await userEvent.click(within(dialog).getByRole('button', { name: /\b5 December 2026/ }));
    expect(new FormData(form).get('from')).toBe('2026-12-05');
  });
});
