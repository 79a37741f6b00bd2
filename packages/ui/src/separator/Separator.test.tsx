import { render, screen } from '@testing-library/react';
import { Separator } from './Separator';

describe('Separator', () => {
  it('is hidden from assistive tech unless it is not decorative', () => {
    const { rerender } = render(<Separator />);
    expect(screen.queryByRole('separator')).not.toBeInTheDocument();
    rerender(<Separator decorative={false} />);
    expect(screen.getByRole('separator')).toBeInTheDocument();
  });
});
