import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VerifyEmailBanner } from '../verify-email/VerifyEmailBanner';
import { ResetPasswordPage } from './ResetPasswordPage';
import { makeUser } from '../../test/fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

function stubFetch(answer: (url: string, init?: RequestInit) => Response) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => answer(String(input), init));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ResetPasswordPage />
    </MemoryRouter>,
  );
}

describe('ResetPasswordPage', () => {
  it('asks for a link without a token and shows the API’s answer', async () => {
    const fetchMock = stubFetch(() =>
      Response.json({ message: 'If an account uses this address, we have sent it a link.' }, { status: 202 }),
    );
    renderAt('/reset-password');
    await userEvent.type(screen.getByLabelText(/^Email/), 'olive@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send me a link' }));
    await expect(screen.findByRole('status')).resolves.toHaveTextContent('If an account uses this address, we have sent it a link.');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/auth/password-reset',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ email: 'olive@example.com' }) }),
    );
  });

  it('sets the password with the link’s token and shows why a weak one is refused', async () => {
    let attempts = 0;
    const fetchMock = stubFetch(() => {
      attempts += 1;
      return attempts === 1
        ? Response.json(
            {
              statusCode: 400,
              error: 'Bad Request',
              message: 'This password repeats the same characters or words. Choose something less predictable',
            },
            { status: 400 },
          )
        : new Response(null, { status: 204 });
    });
    renderAt('/reset-password?token=abc123');
    await userEvent.type(screen.getByLabelText(/^New password/), 'aaaaaaaaaaaa');
    await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
    await expect(screen.findByText(/repeats the same characters/)).resolves.toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(/^New password/));
    await userEvent.type(screen.getByLabelText(/^New password/), 'a brand new secret 77');
    await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
    await expect(screen.findByRole('status')).resolves.toHaveTextContent('Your password is set.');
    expect(fetchMock).toHaveBeenLastCalledWith(
      '/api/auth/password-reset/confirm',
      expect.objectContaining({ body: JSON.stringify({ token: 'abc123', password: 'a brand new secret 77' }) }),
    );
  });
});

describe('VerifyEmailBanner', () => {
  const user = makeUser({ firstName: 'Olive', lastName: 'Owner', email: 'olive@example.com' });

  it('shows nothing once the address is verified', () => {
    const { container } = render(<VerifyEmailBanner user={{ ...user, emailVerified: true }} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('says why bookings wait and resends the link', async () => {
    const fetchMock = stubFetch(() => new Response(null, { status: 202 }));
    render(<VerifyEmailBanner user={user} />);
    expect(screen.getByRole('region', { name: 'Verify your email' })).toHaveTextContent(
      'Confirm your email address to request and accept bookings',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Resend' }));
    await expect(screen.findByText('Sent. Check your inbox.')).resolves.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/verify-email/resend', expect.objectContaining({ method: 'POST' }));
  });

  it('asks for a link that lands back on the page the banner is on', async () => {
    const fetchMock = stubFetch(() => new Response(null, { status: 202 }));
    window.history.pushState({}, '', '/sitter/5e0f4c2a?from=2026-12-20&service=boarding');
    try {
      render(<VerifyEmailBanner user={user} />);
      await userEvent.click(screen.getByRole('button', { name: 'Resend' }));
      await expect(screen.findByText('Sent. Check your inbox.')).resolves.toBeInTheDocument();
      expect(fetchMock).toHaveBeenCalledWith(
        `/api/auth/verify-email/resend?returnTo=${encodeURIComponent('/sitter/5e0f4c2a?from=2026-12-20&service=boarding')}`,
        expect.objectContaining({ method: 'POST' }),
      );
    } finally {
      window.history.pushState({}, '', '/');
    }
  });
});
