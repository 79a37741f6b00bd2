import { render, screen } from '@testing-library/react';
import { Price } from './Price';

describe('Price', () => {
  it('reads as a starting price per unit', () => {
    render(<Price data-testid="price" cents={4500} from unit="/ night" />);
    expect(screen.getByTestId('price').textContent).toBe('from $45.00 / night');
  });

  it('shows just the amount by default', () => {
    render(<Price data-testid="price" cents={2550} />);
    expect(screen.getByTestId('price').textContent).toBe('$25.50');
  });
});
