import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Switch } from './Switch';

describe('Switch', () => {
  it('turns on when clicked and exposes the state', async () => {
    const onCheckedChange = vi.fn();
    render(<Switch aria-label="Sounds" onCheckedChange={onCheckedChange} />);
    const toggle = screen.getByRole('switch', { name: 'Sounds' });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(toggle).toHaveAttribute('data-state', 'checked');
    expect(onCheckedChange).toHaveBeenCalledWith(true);
  });
});
