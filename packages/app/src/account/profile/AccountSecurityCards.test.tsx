import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChangeEmailCard, ChangePasswordCard } from './AccountSecurityCards';
import { YourDataCard } from './YourDataCard';
import { makeUser } from '../../test/fixtures';

const user = makeUser({ firstName: 'Olive', lastName: 'Owner', email: 'olive@example.com', emailVerified: true });

afterEach(() => {
  vi.unstubAllGlobals();
});

function stubFetch(answers: Response[]) {
  const fetchMock = vi.fn(async () => answers.shift() ?? new Response(null, { status: 404 }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('ChangeEmailCard', () => {
  it('shows the wrong-password refusal, then where the link went; the address itself is unchanged', async () => {
    const fetchMock = stubFetch([
      Response.json({ statusCode: 403, error: 'Forbidden', message: 'Your current password is not right' }, { status: 403 }),
      Response.json(
        {
          pendingEmail: 'new@example.com',
          message: 'We sent a link to new@example.com. Your email changes when you open it (within 24 hours).',
        },
        { status: 202 },
      ),
    ]);
    render(<ChangeEmailCard user={user} />);
    await userEvent.type(screen.getByLabelText(/^New email address/), 'new@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'wrong one here');
    await userEvent.click(screen.getByRole('button', { name: 'Send confirmation link' }));
    await expect(screen.findByText('Your current password is not right')).resolves.toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(/^New email address/));
    await userEvent.type(screen.getByLabelText(/^New email address/), 'new@example.com');
    await userEvent.clear(screen.getByLabelText(/^Password/));
    await userEvent.type(screen.getByLabelText(/^Password/), 'correct horse battery');
    await userEvent.click(screen.getByRole('button', { name: 'Send confirmation link' }));
    await expect(screen.findByText(/We sent a link to new@example.com/)).resolves.toBeInTheDocument();
    expect(fetchMock).toHaveBeenLastCalledWith(
      '/api/profile/email',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({ currentPassword: 'correct horse battery', newEmail: 'new@example.com' }),
      }),
    );
  });
});

describe('ChangePasswordCard', () => {
  it('shows why the new password was refused', async () => {
    stubFetch([
      Response.json(
        { statusCode: 400, error: 'Bad Request', message: 'This password is too common and easy to guess. Choose a different one' },
        { status: 400 },
      ),
    ]);
    render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <ChangePasswordCard />
      </SWRConfig>,
    );
    await userEvent.type(screen.getByLabelText(/^Current password/), 'correct horse battery');
    await userEvent.type(screen.getByLabelText(/^New password/), 'password1234');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await expect(screen.findByText(/too common/)).resolves.toBeInTheDocument();
  });
});

describe('YourDataCard', () => {
  it('links the download and deletes only after the password, showing a refusal', async () => {
    const fetchMock = stubFetch([
      Response.json(
        { statusCode: 409, error: 'Conflict', message: 'Finish, decline or cancel your active bookings first' },
        { status: 409 },
      ),
    ]);
    render(<YourDataCard />);
    expect(screen.getByRole('link', { name: 'Download my data' })).toHaveAttribute('href', '/api/profile/export');
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    await userEvent.type(screen.getByLabelText(/^Password to confirm/), 'correct horse battery');
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account for good' }));
    await expect(screen.findByText(/active bookings first/)).resolves.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/profile/delete',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ currentPassword: 'correct horse battery' }) }),
    );
  });
});
