import { RELIABILITY_RULES, reliableTierMisses } from '@pawpal/contract';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ReliabilityPage } from './ReliabilityPage';

const FIVE_STAYS = { completedStays: 5, answered: 20, sampled: 20, lateCancellations: 0, unexcusedMissedVisits: 0, rating: 4.9 };

function tierRules() {
  return within(screen.getByRole('list', { name: 'The tier’s rules' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

describe('the /reliability page', () => {
  it('shows the formulas and thresholds the tier applies', () => {
    render(
      <MemoryRouter>
        <ReliabilityPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'How reliability is counted' })).toBeInTheDocument();
    expect(tierRules()).toEqual([
      'At least 5 completed stays',
      'At least 95 % of the last 25 requests answered within 24 h',
      "No cancellation within 5 days of a stay's start",
      'No missed visit that was not excused',
      'A rating of at least 4.8',
    ]);
    expect(screen.getAllByText(/180 days/).length).toBeGreaterThan(0);
    expect(reliableTierMisses(FIVE_STAYS, RELIABILITY_RULES)).toEqual([]);
  });

  it('moves with the rules, as the tier does', () => {
    const stricter = { ...RELIABILITY_RULES, minCompletedStays: 6 };
    render(
      <MemoryRouter>
        <ReliabilityPage rules={stricter} />
      </MemoryRouter>,
    );
    expect(tierRules()[0]).toBe('At least 6 completed stays');
    expect(reliableTierMisses(FIVE_STAYS, stricter)).toEqual(['completedStays']);
  });
});
