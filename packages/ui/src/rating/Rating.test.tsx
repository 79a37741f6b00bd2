import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Rating, RatingInput } from './Rating';

describe('Rating', () => {
  it('is read as "4.5 out of 5" with its review count', () => {
    render(<Rating value={4.46} reviewCount={128} />);
    expect(screen.getByRole('img', { name: '4.5 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('(128 reviews)')).toBeInTheDocument();
  });
});

describe('RatingInput', () => {
  it('chooses stars by click and by a held arrow key', async () => {
    const onChange = vi.fn();
    render(<RatingInput aria-label="Your rating" onChange={onChange} />);
    expect(screen.getByRole('radiogroup', { name: 'Your rating' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: '3 stars' }));
    expect(onChange).toHaveBeenLastCalledWith(3);
    expect(screen.getByRole('radio', { name: '3 stars' })).toBeChecked();
    // Radix focuses the next star just after keydown and checks it while the arrow is still down.
    await userEvent.keyboard('{ArrowRight>}');
    await waitFor(() => expect(screen.getByRole('radio', { name: '4 stars' })).toBeChecked());
    await userEvent.keyboard('{/ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith(4);
  });
});
