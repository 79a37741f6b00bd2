import type { MyReferrals } from '@pawpal/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../shell/Providers';
import { ReferralProgramPage } from './ReferralProgramPage';
import { makeUser } from '../../test/fixtures';

const rita = makeUser({ firstName: 'Rita', lastName: 'Referrer', email: 'r@example.com', profileCompleted: true, emailVerified: true });
const LINK = 'http://localhost:5173/api/login?mode=signup&ref=K7M2QX9P';
const MINE: MyReferrals = {
  code: 'K7M2QX9P',
  link: LINK,
  referred: [
    { firstName: 'Fred', joinedAt: '2026-11-02T01:00:00.000Z', status: 'rewarded' },
    { firstName: 'Nina', joinedAt: '2026-11-20T01:00:00.000Z', status: 'joined' },
  ],
  creditCents: 2_000,
  discountCents: 2_000,
  rewardCents: 2_000,
};

function serve(signedIn: boolean) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url === '/api/auth/user') return signedIn ? Response.json(rita) : Response.json({ message: 'Not signed in' }, { status: 401 });
      if (url === '/api/referrals/me') return signedIn ? Response.json(MINE) : new Response(null, { status: 401 });
      return new Response(null, { status: 404 });
    }),
  );
}

function renderPage(entry = '/referral-program') {
  render(
    <MemoryRouter initialEntries={[entry]}>
      <Providers swr={{ provider: () => new Map() }}>
        <ReferralProgramPage />
      </Providers>
    </MemoryRouter>,
  );
}

beforeAll(() => {
  Element.prototype.scrollIntoView ??= () => {};
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the referral program page', () => {
  it('signed out, explains the program and asks to sign in, with no code', async () => {
    serve(false);
    renderPage();
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/api/login');
    expect(screen.getByText(/gets a discount on their first booking, paid by Pawpal/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Your referral code')).not.toBeInTheDocument();
  });

  it('signed in, shows the code, the link, the friends with their status and the credit', async () => {
    serve(true);
    renderPage();
    expect(await screen.findByLabelText('Your referral code')).toHaveTextContent('K7M2QX9P');
    expect(screen.getByLabelText('Your referral link')).toHaveTextContent(LINK);
    const friends = within(screen.getByRole('list', { name: 'Friends who joined' })).getAllByRole('listitem');
    expect(friends.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Fred · joined .*Credit earned$/),
      expect.stringMatching(/^Nina · joined .*Joined$/),
    ]);
    expect(screen.getByText('$20.00', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('copies the link; shares it with the Web Share API where the browser has one, else copies it', async () => {
    serve(true);
    const person = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    renderPage();
    await person.click(await screen.findByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(LINK);
    expect(await screen.findByText('Link copied')).toBeInTheDocument();

    await person.click(screen.getByRole('button', { name: 'Share' }));
    expect(writeText).toHaveBeenCalledTimes(2);

    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    try {
      await person.click(screen.getByRole('button', { name: 'Share' }));
      expect(share).toHaveBeenCalledWith(
        expect.objectContaining({ url: LINK, text: expect.stringContaining('$20.00 off your first booking') }),
      );
      expect(writeText).toHaveBeenCalledTimes(2);
    } finally {
      Reflect.deleteProperty(navigator, 'share');
    }
  });

  it('says why a code given at sign-up was not applied', async () => {
    serve(true);
    renderPage('/referral-program?notApplied=unknown_code');
    expect(await screen.findByRole('alert')).toHaveTextContent('That referral code does not exist, so no discount was added.');
  });

  it('says a referral is once per person when the address joined with one before', async () => {
    serve(true);
    renderPage('/referral-program?notApplied=already_referred');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A referral applies once per person, and this email address has joined with one before. Your account is ready.',
    );
  });
});
