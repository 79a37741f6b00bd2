import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../shell/Providers';
import { MeetFirstButton } from './MeetFirstButton';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderButton() {
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'POST' && String(input) === '/api/meet-and-greets') {
        sent.push(JSON.parse(String(init.body)));
        return Response.json({ id: 'm1' }, { status: 201 });
      }
      return new Response(null, { status: 404, statusText: 'Not Found' });
    }),
  );
  render(
    <MemoryRouter>
      <Providers swr={{ provider: () => new Map() }}>
        <MeetFirstButton sitterId="s1" firstName="Sam" />
      </Providers>
    </MemoryRouter>,
  );
  return sent;
}

describe('MeetFirstButton', () => {
  it('loads the request form on the first press, and gives focus back to the button when it closes', async () => {
    renderButton();
    const button = screen.getByRole('button', { name: 'Meet first' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Meet Sam first' });
    expect(dialog).toHaveTextContent('A free meet-and-greet with your pets before you book');
    expect(button).toHaveAttribute('aria-expanded', 'true');

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();

    // It opens again (the form is loaded once).
    await userEvent.click(button);
    await expect(screen.findByRole('dialog', { name: 'Meet Sam first' })).resolves.toBeInTheDocument();
  });

  it('asks for every proposed time before sending', async () => {
    const sent = renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Meet first' }));
    await screen.findByRole('dialog', { name: 'Meet Sam first' });
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Propose 3 times');
    expect(sent).toEqual([]);
  });
});
