import type { PayoutSetup } from '@pawpal/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../shell/Providers';
import { PayoutSettingsPage, validateAccountForm, validateTaxForm } from './PayoutSettingsPage';

const sam = { id: 'u2', firstName: 'Sam', lastName: 'Sitter', email: 's@example.com', phone: null, profileImageUrl: null, profileCompleted: true };
const EMPTY: PayoutSetup = {
  account: null,
  taxDetails: null,
  ready: false,
  missing: ['Add the bank account your earnings are paid into', 'Add your tax details (legal name, date of birth, address)'],
};
const ACCOUNT = { accountName: 'Sam Sitter', bsb: '110-000', accountNumberLast4: '3456', display: 'BSB 110-000, account ••••3456', provider: 'sandbox' as const, updatedAt: '2026-11-25T00:00:00.000Z' };

function serve(setups: PayoutSetup[], routes: Record<string, (init?: RequestInit) => Response> = {}) {
  let current = 0;
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    if (key === 'GET /api/auth/user') return Response.json(sam);
    if (key === 'GET /api/payouts/setup') return Response.json(setups[Math.min(current, setups.length - 1)]);
    const handler = routes[key];
    if (handler) {
      current += 1;
      return handler(init);
    }
    return new Response(null, { status: 404, statusText: 'Not Found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderPage() {
  return render(
    <MemoryRouter initialEntries={['/payout-settings']}>
      <Providers swr={{ provider: () => new Map() }}>
        <PayoutSettingsPage />
      </Providers>
    </MemoryRouter>,
  );
}

beforeAll(() => {
  Element.prototype.scrollIntoView ??= () => {};
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the payout forms’ rules', () => {
  it('wants a six-digit BSB and a 5 to 9 digit account number', () => {
    expect(validateAccountForm({ accountName: ' ', bsb: '11000', accountNumber: '1234' })).toEqual({
      accountName: 'Enter the name on the account.',
      bsb: 'A BSB is six digits, like 110-000.',
      accountNumber: 'An account number is 5 to 9 digits.',
    });
    expect(validateAccountForm({ accountName: 'Sam', bsb: '110 000', accountNumber: '000123456' })).toEqual({});
  });

  it('checks the ABN’s checksum and wants one when registered for GST', () => {
    const form = { legalName: 'Sam', dateOfBirth: '1990-06-30', line1: '1 George St', line2: '', suburb: 'Sydney', state: 'NSW' as const, postcode: '2000', abn: '', gstRegistered: false };
    expect(validateTaxForm(form)).toEqual({});
    expect(validateTaxForm({ ...form, abn: '51 824 753 557' })).toEqual({ abn: 'This ABN is not valid: check its 11 digits.' });
    expect(validateTaxForm({ ...form, gstRegistered: true })).toEqual({ abn: 'Add your ABN: a business registered for GST has one.' });
    expect(validateTaxForm({ ...form, abn: '51 824 753 556', gstRegistered: true })).toEqual({});
  });
});

describe('the Payout settings screen', () => {
  it('says what stops payouts, saves the bank account and shows it masked', async () => {
    const person = userEvent.setup();
    const sent: unknown[] = [];
    serve([EMPTY, { ...EMPTY, account: ACCOUNT, missing: [EMPTY.missing[1]!] }], {
      'PUT /api/payouts/account': (init) => {
        sent.push(JSON.parse(String(init?.body)));
        return Response.json(ACCOUNT);
      },
    });
    renderPage();
    expect(await screen.findByText('Payouts wait until your set-up is complete:')).toBeInTheDocument();
    expect(screen.getByText('Add the bank account your earnings are paid into')).toBeInTheDocument();

    const form = screen.getByRole('form', { name: 'Bank account' });
    await person.type(within(form).getByRole('textbox', { name: /Account name/ }), 'Sam Sitter');
    await person.type(within(form).getByRole('textbox', { name: /BSB/ }), '11000');
    await person.type(within(form).getByRole('textbox', { name: /Account number/ }), '000123456');
    await person.click(within(form).getByRole('button', { name: 'Save bank account' }));
    expect(within(form).getByText('A BSB is six digits, like 110-000.')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await person.type(within(form).getByRole('textbox', { name: /BSB/ }), '0');
    await person.click(within(form).getByRole('button', { name: 'Save bank account' }));
    expect(await screen.findByText(/Earnings are paid to BSB 110-000, account ••••3456/)).toBeInTheDocument();
    expect(sent).toEqual([{ accountName: 'Sam Sitter', bsb: '110000', accountNumber: '000123456' }]);
    expect(screen.queryByText('Add the bank account your earnings are paid into')).not.toBeInTheDocument();
    expect(screen.getByText('Add your tax details (legal name, date of birth, address)')).toBeInTheDocument();
  });

  it('shows the API’s message when it refuses the tax details', async () => {
    const person = userEvent.setup();
    serve([EMPTY], {
      'PUT /api/payouts/tax-details': () => Response.json({ statusCode: 400, error: 'Bad Request', message: 'You must be at least 18 to be paid through Pawpal' }, { status: 400 }),
    });
    renderPage();
    const form = await screen.findByRole('form', { name: 'Tax details' });
    await person.type(within(form).getByRole('textbox', { name: /Legal name/ }), 'Sam Sitter');
    await person.type(within(form).getByLabelText(/Date of birth/), '2015-01-01');
    await person.type(within(form).getByRole('textbox', { name: /Street address/ }), '1 George St');
    await person.type(within(form).getByRole('textbox', { name: /Suburb/ }), 'Sydney');
    await person.click(within(form).getByRole('combobox', { name: /State/ }));
    await person.click(await screen.findByRole('option', { name: 'NSW' }));
    await person.type(within(form).getByRole('textbox', { name: /Postcode/ }), '2000');
    await person.click(within(form).getByRole('button', { name: 'Save tax details' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('You must be at least 18 to be paid through Pawpal');
  });
});
