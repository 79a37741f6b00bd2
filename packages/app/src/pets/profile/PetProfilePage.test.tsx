import type { Pet } from '@pawpal/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../shell/Providers';
import { PetProfilePage } from './PetProfilePage';
import { EMPTY_PET_FORM, formToPetInput, validatePetForm } from './pet-form';
import { makeUser } from '../../test/fixtures';

const owner = makeUser();
const sitterUser = { ...owner, id: 'u2', firstName: 'Sam' };
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
  feedingInstructions: 'Two cups at 6 pm.',
  walkingInstructions: null,
  medicationInstructions: null,
  vetName: null,
  vetPhone: null,
  vaccinations: [{ name: 'C5', expiresOn: '2027-02-01' }],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Providers swr={{ provider: () => new Map() }}>
        <Routes>
          <Route path="/pet-profile/:petId" element={<PetProfilePage />} />
          <Route path="*" element={<Location />} />
        </Routes>
      </Providers>
    </MemoryRouter>,
  );
}

function serve(viewer: typeof owner, routes: Record<string, (init?: RequestInit) => Response> = {}) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    if (key === 'GET /api/auth/user') return Response.json(viewer);
    if (key === 'GET /api/pets/p1') return Response.json(rex);
    if (key === 'GET /api/pets') return Response.json([rex]);
    const handler = routes[key];
    return handler ? handler(init) : new Response(null, { status: 404, statusText: 'Not Found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

beforeAll(() => {
  // Radix Select scrolls the chosen option into view; jsdom has no layout.
  Element.prototype.scrollIntoView ??= () => {};
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the pet form', () => {
  it('asks for a name and species, and a sensible weight and microchip', () => {
    expect(validatePetForm({ ...EMPTY_PET_FORM, weightKg: 'heavy', microchipNumber: '12ab' })).toEqual({
      name: 'Enter your pet’s name.',
      species: 'Choose what kind of animal this is.',
      weightKg: 'Enter the weight in kilograms, e.g. 12.5.',
      microchipNumber: 'A microchip number is 9 to 15 digits.',
    });
  });

  it('sends empty fields as null so an edit can clear them', () => {
    const input = formToPetInput({ ...EMPTY_PET_FORM, name: ' Rex ', species: 'dog', weightKg: '12.5' });
    expect(input).toMatchObject({ name: 'Rex', species: 'dog', weightKg: 12.5, breed: null, vetPhone: null, vaccinations: [] });
  });
});

describe('a pet’s profile', () => {
  it('adds a pet, showing the size class its weight gives', async () => {
    const person = userEvent.setup();
    const created: unknown[] = [];
    serve(owner, {
      'POST /api/pets': (init) => {
        created.push(JSON.parse(String(init?.body)));
        return Response.json({ ...rex, id: 'p2' }, { status: 201 });
      },
    });
    renderAt('/pet-profile/new');
    await person.type(await screen.findByRole('textbox', { name: 'Name' }), 'Rex');
    await person.click(screen.getByRole('combobox', { name: 'Species' }));
    await person.click(await screen.findByRole('option', { name: 'Dog' }));
    await person.type(screen.getByRole('textbox', { name: 'Weight (kg)' }), '30');
    expect(screen.getByText('Size: Large (25–45 kg)')).toBeInTheDocument();
    await person.click(screen.getByRole('button', { name: 'Add vaccination' }));
    await person.type(screen.getByRole('textbox', { name: 'Vaccination 1' }), 'C5');
    await person.click(screen.getByRole('button', { name: 'Add pet' }));
    expect(screen.getByText('Give every vaccination a name and an expiry date, or remove it.')).toBeInTheDocument();
    await person.click(screen.getByRole('button', { name: 'Remove vaccination 1' }));
    await person.click(screen.getByRole('button', { name: 'Add pet' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/pet-profiles'));
    expect(created).toEqual([expect.objectContaining({ name: 'Rex', species: 'dog', weightKg: 30, vaccinations: [] })]);
  }, 15_000);

  it('answers an empty Add pet with a visible, announced summary and focus on the first field in error', async () => {
    const person = userEvent.setup();
    serve(owner, {});
    renderAt('/pet-profile/new');
    await person.click(await screen.findByRole('button', { name: 'Add pet' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Fix 2 fields to add this pet: Enter your pet’s name.');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('lets the owner delete a pet only after confirming, and shows why it can’t be deleted', async () => {
    const person = userEvent.setup();
    serve(owner, {
      'DELETE /api/pets/p1': () =>
        Response.json(
          { statusCode: 409, error: 'Conflict', message: 'Rex is part of an active booking' },
          { status: 409, statusText: 'Conflict' },
        ),
    });
    renderAt('/pet-profile/p1');
    await person.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Rex?' });
    await person.click(within(dialog).getByRole('button', { name: 'Delete Rex' }));
    await expect(within(dialog).findByRole('alert')).resolves.toHaveTextContent('Rex is part of an active booking');
  });

  it('shows a sitter the pet read-only, with vaccinations and their expiry', async () => {
    serve(sitterUser);
    renderAt('/pet-profile/p1');
    await expect(screen.findByRole('heading', { level: 1, name: 'Rex' })).resolves.toBeInTheDocument();
    await expect(screen.findByText('Two cups at 6 pm.')).resolves.toBeInTheDocument();
    expect(screen.getByText('C5 — expires 1 Feb 2027')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });
});
