import { render, screen } from '@testing-library/react';
import { FormField } from './FormField';

describe('FormField', () => {
  it('labels the control and describes it by the description and the error', () => {
    render(
      <FormField label="Email" description="For receipts." error="Enter a valid email.">
        <input type="email" />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('For receipts. Enter a valid email.');
  });

  it('keeps the child’s own id and extra describedby ids', () => {
    render(
      <>
        <span id="hint">Hint</span>
        <FormField label="Suburb">
          <input id="suburb" aria-describedby="hint" />
        </FormField>
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'Suburb' });
    expect(input).toHaveAttribute('id', 'suburb');
    expect(input).toHaveAccessibleDescription('Hint');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('passes the control props to a render function', () => {
    render(
      <FormField label="Service" error="Pick one" required>
        {(control) => <button type="button" role="combobox" aria-expanded="false" {...control} />}
      </FormField>,
    );
    const combobox = screen.getByRole('combobox', { name: /service/i });
    expect(combobox).toHaveAttribute('aria-required', 'true');
    expect(combobox).toHaveAccessibleDescription('Pick one');
  });

  it('labels a group by aria-labelledby', () => {
    render(
      <FormField label="Pet size" group>
        <div role="radiogroup" />
      </FormField>,
    );
    expect(screen.getByRole('radiogroup', { name: 'Pet size' })).toBeInTheDocument();
  });
});
