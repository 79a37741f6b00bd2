import type { PayoutSetup, PayoutsResponse } from '@pawpal/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../shell/Providers';
import { PayoutSettingsPage, validateAccountForm, validateTaxForm } from './PayoutSettingsPage';
import { makeUser } from '../../test/fixtures';
import { pickDate } from '../../test/date-picker';

const sam = makeUser({ id: 'u2', firstName: 'Sam', lastName: 'Sitter', email: 's@example.com', profileCompleted: true });
const EMPTY: PayoutSetup = {
  account: null,
  taxDetails: null,
  ready: false,
  missing: ['Add the bank account your earnings are paid into', 'Add your tax details (legal name, date of birth, address)'],
  accountSetup: 'manual',
};
const ACCOUNT = {
  accountName: 'Sam Sitter',
  bsb: '110-000',
  accountNumberLast4: '3456',
  display: 'BSB 110-000, account ••••3456',
  provider: 'sandbox' as const,
  updatedAt: '2026-11-25T00:00:00.000Z',
};

const NO_PAYOUTS: PayoutsResponse = { balance: { pendingCents: 0, availableCents: 0, failedCents: 0, paidCents: 0 }, payouts: [] };

function serve(
  setups: PayoutSetup[],
  routes: Record<string, (init?: RequestInit) => Response> = {},
  payouts: PayoutsResponse = NO_PAYOUTS,
) {
  let current = 0;
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    if (key === 'GET /api/auth/user') return Response.json(sam);
    if (key === 'GET /api/payouts/setup') return Response.json(setups[Math.min(current, setups.length - 1)]);
    if (key === 'GET /api/payouts') return Response.json(payouts);
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
    const form = {
      legalName: 'Sam',
      dateOfBirth: '1990-06-30',
      line1: '1 George St',
      line2: '',
      suburb: 'Sydney',
      state: 'NSW' as const,
      postcode: '2000',
      abn: '',
      gstRegistered: false,
    };
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

  it('with Stripe, sends the sitter to Stripe’s onboarding instead of asking for the account here, then offers the dashboard', async () => {
    const person = userEvent.setup();
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const onboarding = vi.fn(() => Response.json({ url: 'https://connect.stripe.com/setup/e/acct_1/abc' }));
    serve([{ ...EMPTY, provider: 'stripe', accountSetup: 'hosted' }], { 'POST /api/payouts/stripe/onboarding': onboarding });
    renderPage();
    await person.click(await screen.findByRole('button', { name: 'Set up payouts with Stripe' }));
    expect(onboarding).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith('https://connect.stripe.com/setup/e/acct_1/abc');
    expect(screen.queryByLabelText(/Account number/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open Stripe dashboard' })).not.toBeInTheDocument();
  });

  it('with Stripe and a finished onboarding, names the bank and opens the Stripe dashboard', async () => {
    const person = userEvent.setup();
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const stripeAccount = {
      ...ACCOUNT,
      provider: 'stripe' as const,
      display: 'Stripe: BSB 110-000, account ••••6789',
      accountNumberLast4: '6789',
    };
    serve([{ ...EMPTY, provider: 'stripe', accountSetup: 'hosted', account: stripeAccount }], {
      'POST /api/payouts/stripe/dashboard': () => Response.json({ url: 'https://connect.stripe.com/express/acct_1' }),
    });
    renderPage();
    await expect(screen.findByText(/Earnings are paid to Stripe: BSB 110-000, account ••••6789/)).resolves.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update details with Stripe' })).toBeInTheDocument();
    await person.click(screen.getByRole('button', { name: 'Open Stripe dashboard' }));
    expect(assign).toHaveBeenCalledWith('https://connect.stripe.com/express/acct_1');
  });

  it('shows the API’s message when it refuses the tax details', async () => {
    const person = userEvent.setup();
    serve([EMPTY], {
      'PUT /api/payouts/tax-details': () =>
        Response.json(
          { statusCode: 400, error: 'Bad Request', message: 'You must be at least 18 to be paid through Pawpal' },
          { status: 400 },
        ),
    });
    renderPage();
    const form = await screen.findByRole('form', { name: 'Tax details' });
    await person.type(within(form).getByRole('textbox', { name: /Legal name/ }), 'Sam Sitter');
    await pickDate(person, within(form).getByRole('button', { name: /Date of birth/ }), '2015-01-01');
    await person.type(within(form).getByRole('textbox', { name: /Street address/ }), '1 George St');
    await person.type(within(form).getByRole('textbox', { name: /Suburb/ }), 'Sydney');
    await person.click(within(form).getByRole('combobox', { name: /State/ }));
    await person.click(await screen.findByRole('option', { name: 'NSW' }));
    await person.type(within(form).getByRole('textbox', { name: /Postcode/ }), '2000');
    await person.click(within(form).getByRole('button', { name: 'Save tax details' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('You must be at least 18 to be paid through Pawpal');
  });

  it('shows the balance, the next payout and the history; a failed payout says why and what to do, and is not on its way', async () => {
    serve(
      [{ ...EMPTY, account: ACCOUNT }],
      {},
      {
        balance: { pendingCents: 8_350, availableCents: 0, failedCents: 4_200, paidCents: 12_525 },
        payouts: [
          {
            id: 'p4',
            bookingId: 'b4',
            amountCents: 5_010,
            status: 'held',
            scheduledFor: '2027-03-12T01:00:00.000Z',
            paidAt: null,
            failureReason: null,
            note: 'Held while Pawpal looks into a report about your profile',
          },
          {
            id: 'p3',
            bookingId: 'b3',
            amountCents: 8_350,
            status: 'scheduled',
            scheduledFor: '2027-03-10T01:00:00.000Z',
            paidAt: null,
            failureReason: null,
            note: null,
          },
          {
            id: 'p2',
            bookingId: 'b2',
            amountCents: 4_200,
            status: 'failed',
            scheduledFor: '2027-02-01T01:00:00.000Z',
            paidAt: null,
            failureReason: 'The bank says this account is closed: add an open account',
            note: null,
          },
          {
            id: 'p1',
            bookingId: 'b1',
            amountCents: 12_525,
            status: 'paid',
            scheduledFor: '2027-01-05T01:00:00.000Z',
            paidAt: '2027-01-06T01:00:00.000Z',
            failureReason: null,
            note: null,
          },
        ],
      },
    );
    renderPage();
    const card = (await screen.findByRole('heading', { name: 'Payouts' })).closest('div[data-slot="card"]') ?? document.body;
    const scope = within(card as HTMLElement);
    expect(scope.getByText('Pending').nextSibling).toHaveTextContent('$83.50');
    // The refused $42.00 is not on its way: it is failed, with the bank's reason and what to do.
    expect(scope.getByText('On its way').nextSibling).toHaveTextContent('$0.00');
    const failed = scope.getByRole('alert');
    expect(failed).toHaveTextContent(
      '$42.00 could not be paid: your bank refused the payment. The bank says this account is closed: add an open account.',
    );
    expect(within(failed).getByRole('link', { name: 'Update your bank account' })).toHaveAttribute('href', '#bank-account');
    expect(document.getElementById('bank-account')).toHaveTextContent('Bank account');
    expect(scope.getByText('Paid', { selector: 'dt' }).nextSibling).toHaveTextContent('$125.25');
    expect(scope.getByText(/Next payout: \$83\.50 on 10 Mar 2027/)).toBeInTheDocument();
    const rows = scope.getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '12 Mar 2027On holdHeld while Pawpal looks into a report about your profile$50.10',
      '10 Mar 2027Scheduled$83.50',
      '1 Feb 2027FailedThe bank says this account is closed: add an open account$42.00',
      '6 Jan 2027Paid$125.25',
    ]);
  });

  it('shows what a refund after a payout takes from the next payouts, and the payout it came out of', async () => {
    serve(
      [{ ...EMPTY, account: ACCOUNT }],
      {},
      {
        balance: { pendingCents: 0, availableCents: 4_175, failedCents: 0, paidCents: 8_350, owedCents: 1_200 },
        payouts: [
          {
            id: 'p2',
            bookingId: 'b2',
            amountCents: 4_175,
            status: 'in_transit',
            scheduledFor: '2027-03-10T01:00:00.000Z',
            paidAt: null,
            failureReason: null,
            note: '$41.75 of this payout repaid a refund on a stay you had already been paid for',
            adjustmentCents: -4_175,
          },
          {
            id: 'p1',
            bookingId: 'b1',
            amountCents: 8_350,
            status: 'paid',
            scheduledFor: '2027-01-05T01:00:00.000Z',
            paidAt: '2027-01-06T01:00:00.000Z',
            failureReason: null,
            note: null,
            adjustmentCents: 0,
          },
        ],
      },
    );
    renderPage();
    expect(await screen.findByText(/your share, \$12\.00, comes out of your next payouts\. Nothing is charged to you\./)).toHaveAttribute(
      'role',
      'status',
    );
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '10 Mar 2027On its way$41.75−$41.75 recovered for a refund',
      '6 Jan 2027Paid$83.50',
    ]);
  });

  it('says a waiting payout goes as soon as the set-up is done, not on a date already past', async () => {
    const note = 'Waiting for your bank account and tax details (Payout settings)';
    serve(
      [EMPTY],
      {},
      {
        balance: { pendingCents: 5_010, availableCents: 0, failedCents: 0, paidCents: 0 },
        payouts: [
          {
            id: 'p1',
            bookingId: 'b1',
            amountCents: 5_010,
            status: 'scheduled',
            scheduledFor: '2026-07-22T01:00:00.000Z',
            paidAt: null,
            failureReason: null,
            note,
          },
        ],
      },
    );
    renderPage();
    expect(await screen.findByText(`Next payout: $50.10, as soon as it can go: ${note}.`)).toBeInTheDocument();
    expect(screen.getAllByText(note, { exact: false })).toHaveLength(1);
  });
});
