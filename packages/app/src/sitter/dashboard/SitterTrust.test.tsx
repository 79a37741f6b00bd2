import { MAX_VERIFICATION_DOCUMENT_BYTES, VERIFICATION_DOCUMENT_TYPES, type SitterReviewState, type Verification } from '@pawpal/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../shell/Providers';
import { ListingStatus } from './ListingStatus';
import { VerificationDocuments } from './VerificationDocuments';

const pending: SitterReviewState = {
  status: 'pending_review',
  reason: null,
  submittedAt: '2026-11-20T02:00:00.000Z',
  reviewedAt: null,
  missing: ['Upload a photo ID (driver licence or passport)', 'Add at least one photo to your profile'],
};

function serve(routes: Record<string, () => Response>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const key = `${init?.method ?? 'GET'} ${url}`;
    const route = routes[key] ?? routes[url];
    return route ? route() : new Response(null, { status: 404, statusText: 'Not Found' });
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

describe('the sitter dashboard’s listing status', () => {
  it('tells a sitter with items still missing what to do next, not that they are being reviewed', async () => {
    serve({ '/api/sitters/me/review': () => Response.json(pending) });
    renderIn(<ListingStatus />);
    await expect(
      screen.findByText('Next: upload a photo ID (driver licence or passport). We review your profile once everything below is in.'),
    ).resolves.toBeInTheDocument();
    expect(screen.getByText('Next steps')).toBeInTheDocument();
    expect(screen.queryByText('Being reviewed')).not.toBeInTheDocument();
    expect(screen.queryByText(/being reviewed/i)).not.toBeInTheDocument();
    expect(screen.queryByText(/^Submitted /)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Still missing' })).toBeInTheDocument();
    expect(screen.getByText('Upload a photo ID (driver licence or passport)')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resubmit for review' })).not.toBeInTheDocument();
  });

  it('says the profile is being reviewed once the sitter has nothing left to do', async () => {
    serve({
      '/api/sitters/me/review': () => Response.json({ ...pending, missing: ['Your photo ID is waiting to be checked by our team'] }),
    });
    renderIn(<ListingStatus />);
    await expect(screen.findByText('Your profile is being reviewed — usually within 2 business days')).resolves.toBeInTheDocument();
    expect(screen.getByText('Being reviewed')).toBeInTheDocument();
    expect(screen.getByText('Submitted 20 Nov 2026')).toBeInTheDocument();
    expect(screen.getByText('Your photo ID is waiting to be checked by our team')).toBeInTheDocument();
  });

  it('shows a rejected sitter the reason and resubmits', async () => {
    const person = userEvent.setup();
    let state: SitterReviewState = {
      ...pending,
      status: 'rejected',
      reason: 'Your headline links to another site',
      reviewedAt: '2026-11-21T02:00:00.000Z',
      missing: [],
    };
    const fetchMock = serve({
      '/api/sitters/me/review': () => Response.json(state),
      'POST /api/sitters/me/review/resubmit': () => {
        state = { ...pending, missing: [] };
        return Response.json(state);
      },
    });
    renderIn(<ListingStatus />);
    await expect(screen.findByText('Your headline links to another site')).resolves.toBeInTheDocument();
    expect(screen.getByText('Changes needed')).toBeInTheDocument();
    await person.click(screen.getByRole('button', { name: 'Resubmit for review' }));
    await expect(screen.findByText('Your profile is being reviewed — usually within 2 business days')).resolves.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url, init]) => url === '/api/sitters/me/review/resubmit' && init?.method === 'POST')).toBe(true);
  });

  it('tells an approved sitter they are listed', async () => {
    serve({
      '/api/sitters/me/review': () =>
        Response.json({ ...pending, status: 'approved', reviewedAt: '2026-11-21T02:00:00.000Z', missing: [] }),
    });
    renderIn(<ListingStatus />);
    await expect(
      screen.findByText('Your profile was approved on 21 Nov 2026: owners can find you in search.'),
    ).resolves.toBeInTheDocument();
    expect(screen.getByText('Listed')).toBeInTheDocument();
  });
});

describe('the sitter’s verification documents', () => {
  const documents: Verification[] = [
    {
      id: 'v2',
      kind: 'police_check',
      status: 'rejected',
      documentUrl: '/api/verifications/v2/document',
      submittedAt: '2026-11-19T00:00:00.000Z',
      decidedAt: '2026-11-20T00:00:00.000Z',
      reason: 'The certificate is older than 12 months',
      expiresOn: null,
    },
    {
      id: 'v1',
      kind: 'id',
      status: 'pending',
      documentUrl: '/api/verifications/v1/document',
      submittedAt: '2026-11-18T00:00:00.000Z',
      decidedAt: null,
      reason: null,
      expiresOn: null,
    },
  ];

  it('shows the status of each document with the rejection reason, and offers an upload only where one is due', async () => {
    serve({ '/api/sitters/me/verifications': () => Response.json(documents) });
    renderIn(<VerificationDocuments />);
    const id = await screen.findByRole('listitem', { name: 'Photo ID' });
    expect(within(id).getByText('Waiting to be checked')).toBeInTheDocument();
    expect(within(id).queryByRole('button', { name: /upload/i })).not.toBeInTheDocument();
    const police = screen.getByRole('listitem', { name: 'National Police Check' });
    expect(within(police).getByText('Not accepted')).toBeInTheDocument();
    expect(within(police).getByText('Reason: The certificate is older than 12 months')).toBeInTheDocument();
    expect(within(police).getByRole('button', { name: 'Upload national police check' })).toBeInTheDocument();
  });

  it('uploads a document as multipart kind and file, and refuses one over 10 MB or of another type before sending', async () => {
    // applyAccept off: a browser's "All files" option lets any file through the dialog.
    const person = userEvent.setup({ applyAccept: false });
    let list: Verification[] = [];
    const fetchMock = serve({
      '/api/sitters/me/verifications': () => Response.json(list),
      'POST /api/sitters/me/verifications': () => {
        list = [
          {
            id: 'v9',
            kind: 'id',
            status: 'pending',
            documentUrl: '/api/verifications/v9/document',
            submittedAt: '2026-11-22T00:00:00.000Z',
            decidedAt: null,
            reason: null,
            expiresOn: null,
          },
        ];
        return Response.json(list[0], { status: 201 });
      },
      '/api/sitters/me/review': () => Response.json(pending),
    });
    renderIn(<VerificationDocuments />);
    const id = await screen.findByRole('listitem', { name: 'Photo ID' });
    const input = within(id).getByLabelText('Photo ID document');
    // The API's own list and limit (the contract), not a copy.
    expect(input).toHaveAttribute('accept', VERIFICATION_DOCUMENT_TYPES.join(','));
    expect(input).toHaveAccessibleDescription(/^JPEG, PNG, WebP or PDF, up to 10 MB No file chosen/);
    await person.upload(input, new File([new Uint8Array(MAX_VERIFICATION_DOCUMENT_BYTES + 1)], 'huge.png', { type: 'image/png' }));
    expect(within(id).getByText('“huge.png” is larger than 10 MB: choose a smaller file.')).toBeInTheDocument();
    await person.upload(input, new File(['notes'], 'notes.txt', { type: 'text/plain' }));
    expect(within(id).getByText('“notes.txt” isn’t a JPEG, PNG, WebP or PDF file.')).toBeInTheDocument();
    await person.click(within(id).getByRole('button', { name: 'Upload photo id' }));
    expect(within(id).getByText('Choose a photo or PDF of your Photo ID first.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await person.upload(input, new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'licence.png', { type: 'image/png' }));
    expect(within(id).getByText('licence.png · PNG · 4 B')).toBeInTheDocument();
    await person.click(within(id).getByRole('button', { name: 'Upload photo id' }));
    await waitFor(() =>
      expect(within(screen.getByRole('listitem', { name: 'Photo ID' })).getByText('Waiting to be checked')).toBeInTheDocument(),
    );
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    const body = post![1]!.body as FormData;
    expect(body.get('kind')).toBe('id');
    expect((body.get('file') as File).name).toBe('licence.png');
  });
});
