import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../shell/Providers';
import { EMPTY_PROFILE, emptyServices, formToServices, validateServices } from './sitter-form';
import { SitterRegistrationPage } from './SitterRegistrationPage';
import { makeUser } from '../../test/fixtures';

const user = makeUser({ firstName: 'Ria', lastName: 'Reg', email: 'r@example.com' });
const fitzroy = { name: 'Fitzroy', postcode: '3065', state: 'VIC', latitude: -37.8, longitude: 144.98 };

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('services and prices', () => {
  it('needs at least one service, each with a price from $1 to $2,000', () => {
    expect(validateServices(emptyServices())).toEqual({ services: 'Offer at least one service.' });
    const form = { ...emptyServices(), boarding: { enabled: true, price: '0.50' }, dog_walking: { enabled: true, price: '25' } };
    expect(validateServices(form)).toEqual({ boarding: 'Enter a price from $1 to $2,000.' });
  });

  it('sends the prices a sitter typed in dollars as cents', () => {
    const form = { ...emptyServices(), boarding: { enabled: true, price: '45.50' }, drop_in: { enabled: false, price: '20' } };
    expect(formToServices(form)).toEqual([{ type: 'boarding', priceCents: 4550 }]);
    expect(EMPTY_PROFILE.cancellationPolicy).toBe('');
  });
});

describe('registering as a sitter', () => {
  it('creates the profile, refreshes the role so the sitter nav appears, and opens the dashboard', async () => {
    const person = userEvent.setup();
    const posted: unknown[] = [];
    let isSitter = false;
    const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      if (url === '/api/auth/user') return Response.json(user);
      if (url === '/api/user/role/u1') return Response.json({ isSitter, isAdmin: false, sitterData: null });
      if (url.startsWith('/api/geo/suburbs')) return Response.json([fitzroy]);
      if (method === 'POST' && url === '/api/sitters') {
        posted.push(JSON.parse(String(init?.body)));
        isSitter = true;
        return Response.json({ id: 's9' }, { status: 201 });
      }
      return new Response(null, { status: 404, statusText: 'Not Found' });
    });
    vi.stubGlobal('fetch', fetchMock);
    render(
      <MemoryRouter initialEntries={['/sitter-registration']}>
        <Providers swr={{ provider: () => new Map() }}>
          <Routes>
            <Route path="/sitter-registration" element={<SitterRegistrationPage />} />
            <Route path="*" element={<Location />} />
          </Routes>
        </Providers>
      </MemoryRouter>,
    );

    await person.click(await screen.findByRole('button', { name: 'Create my sitter profile' }));
    expect(screen.getByText('Choose your suburb from the list.')).toBeInTheDocument();
    expect(screen.getByText('Offer at least one service.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Some details need your attention');
    expect(posted).toHaveLength(0);

    await person.type(screen.getByRole('textbox', { name: 'Headline' }), 'Calm cat and dog carer in Fitzroy');
    await person.type(screen.getByRole('textbox', { name: 'About you' }), 'Vet nurse for ten years.');
    await person.type(screen.getByRole('textbox', { name: 'Years of experience' }), '10');
    await person.type(screen.getByRole('combobox', { name: 'Your suburb' }), 'Fitz');
    await person.click(await screen.findByRole('option', { name: 'Fitzroy VIC 3065' }));
    await person.click(screen.getByRole('checkbox', { name: 'Cats' }));
    await person.click(screen.getByRole('radio', { name: 'Moderate' }));
    expect(screen.getByText(/at least 7 days before the booking starts; 50 % back after that/)).toBeInTheDocument();
    await person.click(screen.getByRole('checkbox', { name: 'Boarding' }));
    await person.type(screen.getByRole('textbox', { name: /Price per night/ }), '45.50');
    await person.click(screen.getByRole('button', { name: 'Create my sitter profile' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/sitter-dashboard'));
    expect(posted).toEqual([
      {
        headline: 'Calm cat and dog carer in Fitzroy',
        about: 'Vet nurse for ten years.',
        experienceYears: 10,
        suburb: 'Fitzroy',
        postcode: '3065',
        state: 'VIC',
        petsAccepted: { dogSizes: [], cats: true, smallAnimals: false, birds: false },
        maxPets: 2,
        cancellationPolicy: 'moderate',
        photoUrls: [],
        services: [{ type: 'boarding', priceCents: 4550 }],
      },
    ]);
    const roleCalls = fetchMock.mock.calls.filter(([url]) => String(url) === '/api/user/role/u1');
    expect(roleCalls.length).toBeGreaterThanOrEqual(2);
  }, 20_000);
});
