import type { AdminSitterReviewPage, AdminVerificationPage } from '@pawpal/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Providers } from '../shell/Providers';
import { SitterReviewQueue } from './SitterReviewQueue';
import { certificateToday, checkCertificateDate, VerificationQueue } from './VerificationQueue';
import { pickDate } from '../test/date-picker';

const sitters: AdminSitterReviewPage = {
  items: [
    {
      id: 's1',
      firstName: 'Penny',
      lastName: 'Newcomer',
      email: 'penny@example.com',
      headline: 'Penny minds pets in Battery Point',
      about: 'New to Pawpal.',
      suburb: 'Battery Point',
      state: 'TAS',
      photoUrls: [],
      avatarUrl: null,
      status: 'pending_review',
      reason: null,
      submittedAt: '2026-11-20T00:00:00.000Z',
      reviewedAt: null,
      missing: ['Add at least one photo to your profile'],
      verifications: [
        {
          id: 'v1',
          kind: 'id',
          status: 'approved',
          documentUrl: '/api/verifications/v1/document',
          submittedAt: '2026-11-20T00:00:00.000Z',
          decidedAt: '2026-11-21T00:00:00.000Z',
          reason: null,
          expiresOn: null,
        },
      ],
    },
  ],
  total: 1,
  page: 1,
  pageSize: 20,
  counts: { pending_review: 1, approved: 40, rejected: 2 },
};

const verifications: AdminVerificationPage = {
  items: [
    {
      id: 'v2',
      kind: 'police_check',
      status: 'pending',
      documentUrl: '/api/verifications/v2/document',
      submittedAt: '2026-11-20T00:00:00.000Z',
      decidedAt: null,
      reason: null,
      expiresOn: null,
      sitter: { id: 's1', firstName: 'Penny', lastName: 'Newcomer', email: 'penny@example.com' },
    },
  ],
  total: 1,
  page: 1,
  pageSize: 20,
  counts: { pending: 1, approved: 3, rejected: 0 },
};

function serve() {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url.startsWith('/api/admin/sitters?')) return Response.json(sitters);
    if (url.startsWith('/api/admin/verifications?')) return Response.json(verifications);
    if (init?.method === 'POST') return Response.json({});
    return new Response(null, { status: 404, statusText: 'Not Found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** A pending photo ID of a sitter named `firstName` Newcomer. */
const photoId = (id: string, firstName: string) => ({
  ...verifications.items[0]!,
  id,
  kind: 'id' as const,
  documentUrl: `/api/verifications/${id}/document`,
  sitter: { ...verifications.items[0]!.sitter, firstName },
});

/** Serves one queue (`/api/admin/sitters` or `/api/admin/verifications`) whose approve and reject take the item out of it, as the pending filter does. */
function serveQueue<T extends { id: string }>(base: string, page: object, items: T[]) {
  let pending = items;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url.startsWith(`${base}?`)) return Response.json({ ...page, items: pending, total: pending.length });
      const decided = /^\/(\w+)\/(approve|reject)$/.exec(url.slice(base.length));
      if (init?.method === 'POST' && url.startsWith(base) && decided) {
        pending = pending.filter((item) => item.id !== decided[1]);
        return Response.json({});
      }
      return new Response(null, { status: 404, statusText: 'Not Found' });
    }),
  );
}

function renderIn(ui: React.ReactNode) {
  return render(
    <MemoryRouter>
      <Providers swr={{ provider: () => new Map() }}>{ui}</Providers>
    </MemoryRouter>,
  );
}

/** Rejects the row's item by keyboard: Reject…, a reason, a community rule, then Enter on Reject. */
async function rejectByKeyboard(person: ReturnType<typeof userEvent.setup>, row: HTMLElement) {
  await person.click(within(row).getByRole('button', { name: 'Reject…' }));
  await person.type(within(row).getByLabelText(/Reason/), 'The photo is too blurred to read');
  await person.click(within(row).getByRole('combobox', { name: /Community rule/ }));
  await person.click(await screen.findByRole('option', { name: 'Honest profiles' }));
  within(row).getByRole('button', { name: 'Reject' }).focus();
  await person.keyboard('{Enter}');
}

beforeAll(() => {
  // Radix Select (the community rule picker) scrolls the chosen option into view; jsdom has no layout.
  Element.prototype.scrollIntoView ??= () => {};
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the sitter review queue', () => {
  it('shows counts, the documents with links, and rejects only with a reason', async () => {
    const person = userEvent.setup();
    const fetchMock = serve();
    renderIn(<SitterReviewQueue />);
    await expect(screen.findByRole('heading', { name: 'Penny Newcomer' })).resolves.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Waiting (1)' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Approved (40)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View' })).toHaveAttribute('href', '/api/verifications/v1/document');

    await person.click(screen.getByRole('button', { name: 'Reject…' }));
    await person.click(screen.getByRole('button', { name: 'Reject' }));
    expect(screen.getByText('Give a reason: the sitter reads it and fixes what you ask for')).toBeInTheDocument();
    await person.type(screen.getByLabelText(/Reason/), 'Add a photo of yourself');
    await person.click(screen.getByRole('button', { name: 'Reject' }));
    expect(screen.getByText('Choose the community rule this decision names')).toBeInTheDocument();
    await person.click(screen.getByRole('combobox', { name: /Community rule/ }));
    await person.click(await screen.findByRole('option', { name: 'Honest profiles' }));
    await person.click(screen.getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.find(([url]) => url === '/api/admin/sitters/s1/reject')?.[1]?.body).toBe(
        JSON.stringify({ reason: 'Add a photo of yourself', rule: 'honest_profile' }),
      ),
    );
    // Two forms with a Radix Select on a shared two-core machine: more than the default 20 s.
  }, 40_000);

  it('moves focus into the reason when Reject… opens its form, and back to Reject… when it is cancelled', async () => {
    const person = userEvent.setup();
    serve();
    renderIn(<SitterReviewQueue />);
    const open = await screen.findByRole('button', { name: 'Reject…' });
    open.focus();
    await person.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByLabelText(/Reason/)).toHaveFocus());
    screen.getByRole('button', { name: 'Cancel' }).focus();
    await person.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Reject…' })).toHaveFocus());
  });

  it('keeps keyboard focus on the next sitter after an approval, and on the queue’s heading once none is left', async () => {
    const waiting = (id: string, firstName: string) => ({ ...sitters.items[0]!, id, firstName });
    serveQueue('/api/admin/sitters', sitters, [waiting('s2', 'Quinn'), waiting('s3', 'Rosa')]);
    const person = userEvent.setup();
    renderIn(<SitterReviewQueue />);
    const first = await screen.findByRole('article', { name: 'Quinn Newcomer' });
    within(first).getByRole('button', { name: 'Approve and list' }).focus();
    await person.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Quinn Newcomer' })).not.toBeInTheDocument());
    const next = screen.getByRole('article', { name: 'Rosa Newcomer' });
    await waitFor(() => expect(within(next).getByRole('link', { name: 'Open the profile page' })).toHaveFocus());

    await rejectByKeyboard(person, next);
    await waitFor(() => expect(screen.getByText('No sitters here.')).toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Sitters waiting for review' })).toHaveFocus());
  }, 40_000);
});

describe('the verification queue', () => {
  it('approves a police check with its certificate’s date, showing the expiry the API will work out', async () => {
    // 21:00 UTC on 1 December 2026: already the morning of 2 December in Sydney.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-01T21:00:00Z') });
    const person = userEvent.setup();
    const fetchMock = serve();
    renderIn(<VerificationQueue />);
    await expect(screen.findByRole('link', { name: /View the document/ })).resolves.toHaveAttribute(
      'href',
      '/api/verifications/v2/document',
    );
    const field = screen.getByRole('button', { name: /Certificate date/ });
    // The field is required: a button may not carry aria-required, so its description says so.
    expect(field).toHaveAccessibleDescription(
      'The date printed on the certificate. The badge lasts 12 months from it. Select a date Required',
    );
    await person.click(screen.getByRole('button', { name: 'Approve' }));
    expect(screen.getByText('Enter the date printed on the certificate')).toBeInTheDocument();

    await pickDate(person, field, '2026-12-03');
    await person.click(screen.getByRole('button', { name: 'Approve' }));
    expect(screen.getByText('The certificate’s date is in the future: check the date printed on it')).toBeInTheDocument();

    await pickDate(person, field, '2025-12-01');
    await person.click(screen.getByRole('button', { name: 'Approve' }));
    expect(screen.getByText('This police check expired on 1 Dec 2026, 12 months after its date: reject it instead')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/approve'))).toBe(false);

    // Dated today in Sydney: accepted, and the admin sees when the badge ends before approving.
    await pickDate(person, field, '2026-12-02');
    expect(field).toHaveAccessibleDescription(
      'The date printed on the certificate. The badge lasts 12 months from it. Badge expires on 2 Dec 2027 (shown until 1 Dec 2027). 2 Dec 2026 Required',
    );
    await person.click(screen.getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.find(([url]) => url === '/api/admin/verifications/v2/approve')?.[1]?.body).toBe(
        JSON.stringify({ certificateDate: '2026-12-02' }),
      ),
    );
  });

  it('keeps keyboard focus on the next document after one is approved', async () => {
    serveQueue('/api/admin/verifications', verifications, [photoId('v3', 'Ada'), photoId('v4', 'Bea')]);
    const person = userEvent.setup();
    renderIn(<VerificationQueue />);
    const first = await screen.findByRole('article', { name: 'Photo ID · Ada Newcomer' });
    within(first).getByRole('button', { name: 'Approve' }).focus();
    await person.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Photo ID · Ada Newcomer' })).not.toBeInTheDocument());
    const next = screen.getByRole('article', { name: 'Photo ID · Bea Newcomer' });
    await waitFor(() => expect(within(next).getByRole('link', { name: /View the document/ })).toHaveFocus());
  });

  it('keeps keyboard focus on the next document after one is rejected, and on the queue’s heading once none is left', async () => {
    serveQueue('/api/admin/verifications', verifications, [photoId('v3', 'Ada'), photoId('v4', 'Bea')]);
    const person = userEvent.setup();
    renderIn(<VerificationQueue />);
    await rejectByKeyboard(person, await screen.findByRole('article', { name: 'Photo ID · Ada Newcomer' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Photo ID · Ada Newcomer' })).not.toBeInTheDocument());
    const next = screen.getByRole('article', { name: 'Photo ID · Bea Newcomer' });
    await waitFor(() => expect(within(next).getByRole('link', { name: /View the document/ })).toHaveFocus());

    // The last one approved: no row is left, so the queue's own heading takes focus (not <body>).
    within(next).getByRole('button', { name: 'Approve' }).focus();
    await person.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByText('No documents here.')).toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Verification documents' })).toHaveFocus());
  }, 40_000);

  it('checks the certificate’s date: not in the future in Sydney, less than 12 months old in UTC', () => {
    const today = certificateToday(new Date('2026-12-01T21:00:00Z'));
    expect(today).toEqual({ utc: '2026-12-01', issued: '2026-12-02' });
    expect(checkCertificateDate('', today)).toBe('Enter the date printed on the certificate');
    expect(checkCertificateDate('2026-12-02', today)).toBeUndefined();
    expect(checkCertificateDate('2026-12-03', today)).toMatch(/in the future/);
    expect(checkCertificateDate('2025-12-02', today)).toBeUndefined();
    expect(checkCertificateDate('2025-12-01', today)).toBe(
      'This police check expired on 1 Dec 2026, 12 months after its date: reject it instead',
    );
    // 29 February + 12 months is 28 February.
    expect(checkCertificateDate('2024-02-29', { utc: '2025-02-28', issued: '2025-02-28' })).toMatch(
      /^This police check expired on 28 Feb 2025/,
    );
  });
});
