import type { AuthUser } from '@pawpal/contract';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fieldErrorsFrom } from '../../data/profile';
import { swrConfig } from '../../data/swr-config';
import { ProfilePage, changedFields } from './ProfilePage';
import { makeUser } from '../../test/fixtures';

const olivia: AuthUser = makeUser({ email: 'olivia@example.com', emailVerified: true });

type Handler = (url: string, init?: RequestInit) => Response | undefined;

function serve(handler: Handler = () => undefined) {
  let user = olivia;
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const answer = handler(url, init);
    if (answer) {
      if (answer.ok && url.startsWith('/api/profile')) user = (await answer.clone().json()) as AuthUser;
      return answer;
    }
    if (url === '/api/auth/user') return Response.json(user);
    return new Response(null, { status: 404, statusText: 'Not Found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderProfile() {
  return render(
    <MemoryRouter>
      <SWRConfig value={{ ...swrConfig, provider: () => new Map() }}>
        <ProfilePage />
      </SWRConfig>
    </MemoryRouter>,
  );
}

function authCalls(fetchMock: ReturnType<typeof serve>) {
  return fetchMock.mock.calls.filter(([url]) => url === '/api/auth/user').length;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('changedFields', () => {
  it('sends only what changed, trimmed', () => {
    const saved = { firstName: 'Olivia', lastName: 'Nguyen', email: 'o@example.com', phone: '' };
    expect(changedFields(saved, { ...saved, phone: ' 0412 345 678 ' })).toEqual({ phone: '0412 345 678' });
    expect(changedFields(saved, { ...saved, firstName: 'Olivia ' })).toEqual({});
  });
});

describe('fieldErrorsFrom', () => {
  it('puts each part of the API message under its field', () => {
    expect(fieldErrorsFrom('phone must be an Australian phone number; email must be an email')).toEqual({
      phone: 'phone must be an Australian phone number',
      email: 'email must be an email',
    });
    expect(fieldErrorsFrom('An account with this email already exists')).toEqual({ email: 'An account with this email already exists' });
    expect(fieldErrorsFrom('Something else')).toEqual({ form: 'Something else' });
  });
});

describe('ProfilePage', () => {
  it('shows the saved details and saves the changed phone, then revalidates the user', async () => {
    const fetchMock = serve((url, init) =>
      url === '/api/profile' && init?.method === 'PATCH' ? Response.json({ ...olivia, phone: '+61412345678' }) : undefined,
    );
    renderProfile();
    const first = await screen.findByLabelText(/First name/);
    expect(first).toHaveValue('Olivia');
    expect(screen.getByLabelText(/Email/)).toHaveValue('olivia@example.com');
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();

    await userEvent.type(screen.getByLabelText(/Phone/), '0412 345 678');
    const before = authCalls(fetchMock);
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(screen.getByLabelText(/Phone/)).toHaveValue('+61412345678'));
    const patch = fetchMock.mock.calls.find(([url, init]) => url === '/api/profile' && init?.method === 'PATCH')!;
    expect(JSON.parse(String(patch[1]!.body))).toEqual({ phone: '0412 345 678' });
    expect(patch[1]).toMatchObject({ credentials: 'include' });
    await waitFor(() => expect(authCalls(fetchMock)).toBeGreaterThan(before));
  });

  it('shows the API’s phone error inline, on the phone field', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    serve((url, init) =>
      url === '/api/profile' && init?.method === 'PATCH'
        ? Response.json(
            { statusCode: 400, error: 'Bad Request', message: 'phone must be an Australian mobile or landline number' },
            { status: 400, statusText: 'Bad Request' },
          )
        : undefined,
    );
    renderProfile();
    await userEvent.type(await screen.findByLabelText(/Phone/), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    const phone = screen.getByLabelText(/Phone/);
    await waitFor(() => expect(phone).toHaveAttribute('aria-invalid', 'true'));
    expect(phone).toHaveAccessibleDescription(expect.stringContaining('phone must be an Australian mobile or landline number'));
    expect(screen.getByLabelText(/Email/)).not.toHaveAttribute('aria-invalid');
  });

  it('uploads a new profile picture to /api/profile/photo', async () => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => {} }));
    const fetchMock = serve((url, init) =>
      url === '/api/profile/photo' && init?.method === 'POST'
        ? Response.json({ ...olivia, profileImageUrl: '/api/uploads/olivia.webp' })
        : undefined,
    );
    renderProfile();
    await screen.findByLabelText(/First name/);
    await userEvent.upload(screen.getByLabelText(/New picture/), new File(['x'], 'me.jpg', { type: 'image/jpeg' }));
    expect(screen.getByText(/1 of 1 added/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Upload picture' }));
    // Uploaded: the picker empties for the next change.
    await expect(screen.findByText(/0 of 1 added/)).resolves.toBeInTheDocument();
    const upload = fetchMock.mock.calls.find(([url]) => url === '/api/profile/photo')!;
    expect((upload[1]!.body as FormData).get('file')).toHaveProperty('name', 'me.jpg');
  });
});
