import type { CarePlan, Pet } from '@pawpal/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../shell/Providers';
import { makeCarePlan, makeUser } from '../../test/fixtures';
import { sentBodies, serveRoutes } from '../../test/fetch-routes';
import { PetProfilePage } from './PetProfilePage';

const rex: Pet = {
  id: 'p1',
  ownerId: 'u1',
  name: 'Rex',
  species: 'dog',
  breed: 'Kelpie',
  dateOfBirth: null,
  weightKg: 18,
  sizeClass: 'medium',
  sex: null,
  desexed: null,
  microchipNumber: null,
  photoUrl: null,
  temperament: null,
  feedingInstructions: null,
  walkingInstructions: null,
  medicationInstructions: null,
  vetName: null,
  vetPhone: null,
  vaccinations: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const EMPTY_PLAN: CarePlan = makeCarePlan({
  feeding: [],
  medications: [],
  walks: null,
  houseNotes: null,
  homeAccess: null,
  vet: null,
  emergencyContact: null,
  microchip: null,
  vetSpendLimitCents: 0,
  updatedAt: null,
});

function serve(plan: CarePlan) {
  return serveRoutes({
    'GET /api/auth/user': () => Response.json(makeUser()),
    'GET /api/pets/p1': () => Response.json(rex),
    'GET /api/pets/p1/care-plan': () => Response.json(plan),
    'PUT /api/pets/p1/care-plan': (init) =>
      Response.json({ ...plan, ...JSON.parse(String(init?.body)), updatedAt: '2026-03-02T00:00:00.000Z' }),
  });
}

function renderPet() {
  return render(
    <MemoryRouter initialEntries={['/pet-profile/p1']}>
      <Providers swr={{ provider: () => new Map() }}>
        <Routes>
          <Route path="/pet-profile/:petId" element={<PetProfilePage />} />
        </Routes>
      </Providers>
    </MemoryRouter>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the care plan on the pet page', () => {
  it('shows the saved plan and PUTs exactly what the owner changed, the vet spend in cents', async () => {
    const user = userEvent.setup();
    const fetchMock = serve(makeCarePlan());
    renderPet();
    const form = await screen.findByRole('form', { name: 'Care plan for Rex' });
    const feeding1 = within(form).getByRole('group', { name: 'Feeding 1' });
    expect(within(feeding1).getByLabelText('Time')).toHaveValue('07:30');
    expect(within(feeding1).getByLabelText('Food')).toHaveValue('Dry food');
    expect(within(form).getByLabelText('Pre-approved vet spend ($)')).toHaveValue('300');

    // A third feeding, the medication removed, three walks, no house notes, $150.50 of vet spend.
    await user.click(within(form).getByRole('button', { name: 'Add a feeding' }));
    const feeding3 = within(form).getByRole('group', { name: 'Feeding 3' });
    await user.type(within(feeding3).getByLabelText('Time'), '12:00');
    await user.type(within(feeding3).getByLabelText('Food'), 'Chew');
    await user.type(within(feeding3).getByLabelText('Amount'), '1 stick');
    await user.click(within(form).getByRole('button', { name: 'Remove medication 1' }));
    await user.clear(within(form).getByLabelText('Walks a day'));
    await user.type(within(form).getByLabelText('Walks a day'), '3');
    await user.clear(within(form).getByLabelText('House notes'));
    await user.clear(within(form).getByLabelText('Pre-approved vet spend ($)'));
    await user.type(within(form).getByLabelText('Pre-approved vet spend ($)'), '150.50');
    await user.click(within(form).getByRole('button', { name: 'Save care plan' }));

    await expect(within(form).findByText('Care plan saved.')).resolves.toBeInTheDocument();
    expect(sentBodies(fetchMock, 'PUT /api/pets/p1/care-plan')).toEqual([
      {
        feeding: [
          { time: '07:30', food: 'Dry food', amount: '1 cup' },
          { time: '18:00', food: 'Wet food', amount: '1 can' },
          { time: '12:00', food: 'Chew', amount: '1 stick' },
        ],
        medications: [],
        walks: { perDay: 3, rules: 'Lead only, no dog parks.' },
        houseNotes: null,
        homeAccess: 'Key in the lockbox by the side door, code 1234.',
        vet: { clinic: 'Surry Hills Vet', phone: '02 9000 1234', address: '1 Crown St, Surry Hills' },
        emergencyContact: { name: 'Mai Nguyen', phone: '0400 111 222' },
        microchip: '956000012345678',
        vetSpendLimitCents: 15050,
      },
    ]);
    // The form shows the plan as saved.
    expect(within(form).getByLabelText('Pre-approved vet spend ($)')).toHaveValue('150.50');
    expect(within(form).queryByRole('group', { name: 'Medication 1' })).not.toBeInTheDocument();
  });

  it('adds a medication with two times, given with food', async () => {
    const user = userEvent.setup();
    const fetchMock = serve(EMPTY_PLAN);
    renderPet();
    const form = await screen.findByRole('form', { name: 'Care plan for Rex' });
    await user.click(within(form).getByRole('button', { name: 'Add a medication' }));
    const medication = within(form).getByRole('group', { name: 'Medication 1' });
    await user.type(within(medication).getByLabelText('Name'), 'Apoquel');
    await user.type(within(medication).getByLabelText('Dose'), '16 mg');
    await user.type(within(medication).getByLabelText('Time 1'), '07:30');
    await user.click(within(medication).getByRole('button', { name: 'Add a time' }));
    await user.type(within(medication).getByLabelText('Time 2'), '19:30');
    await user.click(within(medication).getByLabelText('Give with food'));
    await user.click(within(form).getByRole('button', { name: 'Save care plan' }));
    await within(form).findByText('Care plan saved.');
    expect(sentBodies(fetchMock, 'PUT /api/pets/p1/care-plan')).toEqual([
      {
        feeding: [],
        medications: [{ name: 'Apoquel', dose: '16 mg', times: ['07:30', '19:30'], withFood: true }],
        walks: null,
        houseNotes: null,
        homeAccess: null,
        vet: null,
        emergencyContact: null,
        microchip: null,
        vetSpendLimitCents: 0,
      },
    ]);
  });

  it('refuses a vet spend above $5,000 and a feeding without a time, and sends nothing', async () => {
    const user = userEvent.setup();
    const fetchMock = serve(EMPTY_PLAN);
    renderPet();
    const form = await screen.findByRole('form', { name: 'Care plan for Rex' });
    await user.click(within(form).getByRole('button', { name: 'Add a feeding' }));
    await user.type(within(within(form).getByRole('group', { name: 'Feeding 1' })).getByLabelText('Food'), 'Dry food');
    await user.type(within(form).getByLabelText('Pre-approved vet spend ($)'), '5000.01');
    await user.click(within(form).getByRole('button', { name: 'Save care plan' }));
    expect(await within(form).findByText('The most you can pre-approve is $5,000.')).toBeInTheDocument();
    expect(within(form).getByText('Choose the time of this feeding.')).toBeInTheDocument();
    expect(within(form).getByRole('alert')).toHaveTextContent(/^Fix 3 fields to save the care plan/);
    expect(sentBodies(fetchMock, 'PUT /api/pets/p1/care-plan')).toEqual([]);
  });

  it('says who sees the home access instructions, and when', async () => {
    serve(EMPTY_PLAN);
    renderPet();
    const field = await screen.findByLabelText('Home access instructions');
    expect(field).toHaveAccessibleDescription(
      'Where the key is, alarm codes. Only the sitter of a paid booking sees these, from 24 hours before the stay starts until it ends; never on a profile or in an email.',
    );
  });
});
