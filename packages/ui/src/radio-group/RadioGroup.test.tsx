import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RadioGroup, RadioGroupItem } from './RadioGroup';

describe('RadioGroup', () => {
  it('checks one item at a time', async () => {
    const onValueChange = vi.fn();
    render(
      <RadioGroup aria-label="Size" defaultValue="s" onValueChange={onValueChange}>
        <RadioGroupItem value="s" aria-label="Small" />
        <RadioGroupItem value="l" aria-label="Large" />
      </RadioGroup>,
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Large' }));
    expect(screen.getByRole('radio', { name: 'Large' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Small' })).not.toBeChecked();
    expect(onValueChange).toHaveBeenCalledWith('l');
  });
});
