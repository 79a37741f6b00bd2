import type { AuthUser } from '@pawpal/contract';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  PROFILE_PROMPT_DELAY_MS,
  PROFILE_PROMPT_DISMISSED_KEY,
  ProfilePrompt,
  profileChecklist,
  profileNeedsAttention,
  shouldOpenProfilePrompt,
} from './ProfilePrompt';
import { makeUser } from '../test/fixtures';

const complete: AuthUser = makeUser({
  email: 'olivia@example.com',
  phone: '+61412345678',
  profileImageUrl: '/api/uploads/olivia.webp',
  profileCompleted: true,
  emailVerified: true,
});
const noPhone: AuthUser = { ...complete, phone: null, profileImageUrl: null, profileCompleted: false };

function CurrentLocation() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

function renderPrompt(user: AuthUser, path = '/home') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ProfilePrompt user={user} />
      <CurrentLocation />
    </MemoryRouter>,
  );
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

const dialog = () => screen.queryByRole('dialog', { name: 'Complete Your Profile' });

beforeEach(() => {
  vi.useFakeTimers();
  sessionStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  sessionStorage.clear();
});

describe('the profile prompt rules', () => {
  it('opens only for an uncompleted profile missing first name, last name or phone', () => {
    expect(PROFILE_PROMPT_DELAY_MS).toBe(1500);
    expect(shouldOpenProfilePrompt(noPhone)).toBe(true);
    expect(shouldOpenProfilePrompt({ ...noPhone, phone: '+61412345678', firstName: ' ' })).toBe(true);
    expect(shouldOpenProfilePrompt({ ...noPhone, phone: '+61412345678' })).toBe(false);
    expect(shouldOpenProfilePrompt({ ...complete, phone: null })).toBe(false);
  });

  it('shows only while the profile is not completed or a detail is missing', () => {
    expect(profileNeedsAttention(complete)).toBe(false);
    expect(profileNeedsAttention({ ...complete, profileCompleted: false })).toBe(true);
    expect(profileNeedsAttention({ ...complete, email: '' })).toBe(true);
  });

  it('ticks picture, personal information (both names) and contact details (email and phone)', () => {
    expect(profileChecklist(noPhone)).toEqual({ profilePicture: false, personalInformation: true, contactDetails: false });
    expect(profileChecklist(complete)).toEqual({ profilePicture: true, personalInformation: true, contactDetails: true });
    expect(profileChecklist({ ...complete, lastName: '' }).personalInformation).toBe(false);
  });
});

describe('ProfilePrompt', () => {
  it('opens 1.5 s after sign-in, not before, with the checklist', async () => {
    renderPrompt(noPhone);
    await advance(PROFILE_PROMPT_DELAY_MS - 1);
    expect(dialog()).not.toBeInTheDocument();
    await advance(1);
    const prompt = dialog()!;
    expect(prompt).toBeInTheDocument();
    const items = within(prompt).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Profile Picture: missing',
      'Personal Information: done',
      'Contact Details: missing',
    ]);
  });

  it('never opens for a completed profile', async () => {
    renderPrompt(complete);
    await advance(PROFILE_PROMPT_DELAY_MS * 10);
    expect(dialog()).not.toBeInTheDocument();
  });

  it('Complete Profile goes to /profile', async () => {
    renderPrompt(noPhone);
    await advance(PROFILE_PROMPT_DELAY_MS);
    fireEvent.click(within(dialog()!).getByRole('button', { name: 'Complete Profile' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/profile');
    expect(dialog()).not.toBeInTheDocument();
  });

  it('Maybe Later closes it for the rest of the session', async () => {
    const first = renderPrompt(noPhone);
    await advance(PROFILE_PROMPT_DELAY_MS);
    fireEvent.click(within(dialog()!).getByRole('button', { name: 'Maybe Later' }));
    expect(dialog()).not.toBeInTheDocument();
    expect(sessionStorage.getItem(PROFILE_PROMPT_DISMISSED_KEY)).toBe('1');
    first.unmount();

    // A reload in the same tab session.
    renderPrompt(noPhone);
    await advance(PROFILE_PROMPT_DELAY_MS * 2);
    expect(dialog()).not.toBeInTheDocument();
  });

  it('gives focus back to what had it when it opened, after Escape', async () => {
    render(
      <MemoryRouter initialEntries={['/home']}>
        <main id="main">
          <h1>Home</h1>
          <button type="button">Search</button>
        </main>
        <ProfilePrompt user={noPhone} />
      </MemoryRouter>,
    );
    screen.getByRole('button', { name: 'Search' }).focus();
    await advance(PROFILE_PROMPT_DELAY_MS);
    expect(within(dialog()!).getByRole('button', { name: 'Maybe Later' })).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await advance(0);
    expect(dialog()).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search' })).toHaveFocus();
  });

  it('leaves focus where the person put it while the prompt was going', async () => {
    render(
      <MemoryRouter initialEntries={['/home']}>
        <main id="main">
          <h1>Home</h1>
          <button type="button">Search</button>
          <input aria-label="Name on card" />
        </main>
        <ProfilePrompt user={noPhone} />
      </MemoryRouter>,
    );
    screen.getByRole('button', { name: 'Search' }).focus();
    await advance(PROFILE_PROMPT_DELAY_MS);
    fireEvent.click(within(dialog()!).getByRole('button', { name: 'Maybe Later' }));
    // Before Radix gives focus back (a moment after the prompt has gone), the person is in a field.
    screen.getByRole('textbox', { name: 'Name on card' }).focus();
    await advance(0);
    expect(dialog()).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name on card' })).toHaveFocus();
  });

  it('puts focus on the page’s heading, not <body>, when nothing had it before it opened', async () => {
    render(
      <MemoryRouter initialEntries={['/home']}>
        <main id="main">
          <h1>Home</h1>
        </main>
        <ProfilePrompt user={noPhone} />
      </MemoryRouter>,
    );
    expect(document.activeElement).toBe(document.body);
    await advance(PROFILE_PROMPT_DELAY_MS);
    fireEvent.click(within(dialog()!).getByRole('button', { name: 'Maybe Later' }));
    await advance(0);
    expect(dialog()).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Home' })).toHaveFocus();
  });

  it('never opens while the person is typing in a field: it waits for the next page', async () => {
    function Page() {
      const navigate = useNavigate();
      return (
        <main id="main">
          <h1>Payout settings</h1>
          <input aria-label="Street address" />
          <button type="button" onClick={() => navigate('/bookings')}>
            Bookings
          </button>
        </main>
      );
    }
    render(
      <MemoryRouter initialEntries={['/payout-settings']}>
        <Page />
        <ProfilePrompt user={noPhone} />
        <CurrentLocation />
      </MemoryRouter>,
    );
    const street = screen.getByRole('textbox', { name: 'Street address' });
    street.focus();
    await advance(PROFILE_PROMPT_DELAY_MS);
    expect(dialog()).not.toBeInTheDocument();
    expect(street).toHaveFocus();
    // Still on the same page, out of the field: it does not jump in later.
    screen.getByRole('button', { name: 'Bookings' }).focus();
    await advance(PROFILE_PROMPT_DELAY_MS * 3);
    expect(dialog()).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Bookings' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/bookings');
    await advance(PROFILE_PROMPT_DELAY_MS - 1);
    expect(dialog()).not.toBeInTheDocument();
    await advance(1);
    expect(dialog()).toBeInTheDocument();
  });

  it('waits while another dialog or a listbox is open, not for a closed list kept hidden', async () => {
    const closedList = render(
      <MemoryRouter initialEntries={['/home']}>
        <main id="main">
          <h1>Home</h1>
          <ul role="listbox" aria-label="Suburbs" hidden />
        </main>
        <ProfilePrompt user={noPhone} />
      </MemoryRouter>,
    );
    await advance(PROFILE_PROMPT_DELAY_MS);
    expect(dialog()).toBeInTheDocument();
    closedList.unmount();

    render(
      <MemoryRouter initialEntries={['/home']}>
        <main id="main">
          <h1>Home</h1>
          <div role="listbox" aria-label="State">
            <div role="option" aria-selected="false">
              NSW
            </div>
          </div>
        </main>
        <ProfilePrompt user={noPhone} />
      </MemoryRouter>,
    );
    await advance(PROFILE_PROMPT_DELAY_MS * 2);
    expect(dialog()).not.toBeInTheDocument();
  });

  it('stays away while the user is already on /profile', async () => {
    renderPrompt(noPhone, '/profile');
    await advance(PROFILE_PROMPT_DELAY_MS * 2);
    expect(dialog()).not.toBeInTheDocument();
  });
});
