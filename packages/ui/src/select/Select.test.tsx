import { render, screen } from '@testing-library/react';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './Select';

describe('Select', () => {
  it('shows the chosen item in the trigger', () => {
    render(
      <Select defaultValue="boarding">
        <SelectTrigger aria-label="Service" size="sm">
          <SelectValue placeholder="Choose" />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="walking">Dog walking</SelectItem>
          <SelectItem value="boarding">Boarding</SelectItem>
        </SelectContent>
      </Select>,
    );
    const trigger = screen.getByRole('combobox', { name: 'Service' });
    expect(trigger).toHaveTextContent('Boarding');
    expect(trigger).toHaveAttribute('data-size', 'sm');
  });
});
