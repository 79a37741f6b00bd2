import type { AdminSitterReviewPage, AdminVerificationPage } from '@pawpal/contract';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../shell/Providers';
import { SitterReviewQueue } from './SitterReviewQueue';
import { checkPoliceExpiry, monthsAfter, VerificationQueue } from './VerificationQueue';

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

function renderIn(ui: React.ReactNode) {
  return render(
    <MemoryRouter>
      <Providers swr={{ provider: () => new Map() }}>{ui}</Providers>
    </MemoryRouter>,
  );
}

afterEach(() => {
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
    await waitFor(() =>
      expect(fetchMock.mock.calls.find(([url]) => url === '/api/admin/sitters/s1/reject')?.[1]?.body).toBe(
        JSON.stringify({ reason: 'Add a photo of yourself' }),
      ),
    );
  });
});

describe('the verification queue', () => {
  it('approves a police check only with its expiry date', async () => {
    const person = userEvent.setup();
    const fetchMock = serve();
    renderIn(<VerificationQueue />);
    await expect(screen.findByRole('link', { name: /View the document/ })).resolves.toHaveAttribute(
      'href',
      '/api/verifications/v2/document',
    );
    await person.click(screen.getByRole('button', { name: 'Approve' }));
    expect(screen.getByText('Enter the day the badge expires: 12 months after the certificate’s date')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/approve'))).toBe(false);
  });

  it('checks the expiry: after today, at most 12 months ahead', () => {
    expect(monthsAfter('2026-11-25', 12)).toBe('2027-11-25');
    expect(monthsAfter('2028-02-29', 12)).toBe('2029-02-28');
    expect(checkPoliceExpiry('2026-11-25', '2026-11-25')).toBe('This police check has already expired: reject it instead');
    expect(checkPoliceExpiry('2027-11-25', '2026-11-25')).toBeUndefined();
    expect(checkPoliceExpiry('2027-11-26', '2026-11-25')).toMatch(/valid for 12 months/);
  });
});
