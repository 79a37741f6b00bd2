import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../shell/Providers';
import { ReportMenu } from './ReportMenu';
import { makeUser } from '../test/fixtures';

const olive = makeUser({ firstName: 'Olive', lastName: 'Owner', email: 'olive@example.com' });

function renderMenu(props: Partial<Parameters<typeof ReportMenu>[0]> = {}) {
  return render(
    <MemoryRouter>
      <Providers swr={{ provider: () => new Map() }}>
        <ReportMenu targetType="message" targetId="m1" label="message from Sam" {...props} />
      </Providers>
    </MemoryRouter>,
  );
}

/** A fetch stub: the signed-in user (or 401), and POST /api/reports answered by `answer`. */
function stubApi(user: typeof olive | null, answer: () => Response = () => Response.json({ id: 'r1', status: 'open' }, { status: 201 })) {
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const key = `${init?.method ?? 'GET'} ${String(input)}`;
      if (key === 'GET /api/auth/user') return user ? Response.json(user) : new Response(null, { status: 401, statusText: 'Unauthorized' });
      if (key === 'POST /api/reports') {
        sent.push(JSON.parse(String(init?.body)));
        return answer();
      }
      return new Response(null, { status: 404, statusText: 'Not Found' });
    }),
  );
  return sent;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ReportMenu', () => {
  it('gives focus back to the menu button when the report form closes', async () => {
    const person = userEvent.setup();
    stubApi(olive);
    renderMenu();
    const trigger = await screen.findByRole('button', { name: 'More actions for message from Sam' });
    await person.click(trigger);
    await person.click(await screen.findByRole('menuitem', { name: 'Report message' }));
    await expect(screen.findByRole('dialog', { name: 'Report this message' })).resolves.toBeInTheDocument();
    await person.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('needs a reason, then sends the report with the details and says thanks', async () => {
    const person = userEvent.setup();
    const sent = stubApi(olive);
    renderMenu();
    await person.click(await screen.findByRole('button', { name: 'More actions for message from Sam' }));
    await person.click(await screen.findByRole('menuitem', { name: 'Report message' }));
    await expect(screen.findByRole('dialog', { name: 'Report this message' })).resolves.toBeInTheDocument();

    await person.click(screen.getByRole('button', { name: 'Send report' }));
    expect(screen.getByText('Choose what is wrong.')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await person.click(screen.getByRole('radio', { name: 'Scam, fraud or payment outside Pawpal' }));
    await person.type(screen.getByRole('textbox', { name: /Details/ }), '  Asked me to pay in cash  ');
    await person.click(screen.getByRole('button', { name: 'Send report' }));
    await expect(
      screen.findByText('Thanks, your report was sent. We’ll let you know when we have looked into it.'),
    ).resolves.toBeInTheDocument();
    expect(sent).toEqual([{ targetType: 'message', targetId: 'm1', reason: 'scam_or_fraud', details: 'Asked me to pay in cash' }]);
  });

  it('shows the API’s message when the report is refused (a duplicate)', async () => {
    const person = userEvent.setup();
    stubApi(olive, () =>
      Response.json(
        { statusCode: 409, error: 'Conflict', message: 'You have already reported this; Pawpal is looking into it' },
        { status: 409 },
      ),
    );
    renderMenu({ targetType: 'sitter', targetId: 's1', label: undefined });
    await person.click(await screen.findByRole('button', { name: 'More actions for this profile' }));
    await person.click(await screen.findByRole('menuitem', { name: 'Report profile' }));
    await person.click(await screen.findByRole('radio', { name: 'Spam' }));
    await person.click(screen.getByRole('button', { name: 'Send report' }));
    await expect(screen.findByRole('alert')).resolves.toHaveTextContent('You have already reported this; Pawpal is looking into it');
  });

  it('asks signed-out people to sign in instead of showing the form', async () => {
    const person = userEvent.setup();
    const sent = stubApi(null);
    renderMenu();
    await person.click(await screen.findByRole('button', { name: 'More actions for message from Sam' }));
    await person.click(await screen.findByRole('menuitem', { name: 'Report message' }));
    await expect(screen.findByRole('link', { name: 'Sign in' })).resolves.toHaveAttribute('href', '/api/login');
    expect(screen.queryByRole('button', { name: 'Send report' })).not.toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('offers nobody to report their own profile', async () => {
    stubApi(olive);
    render(
      <MemoryRouter>
        <Providers swr={{ provider: () => new Map() }}>
          <ReportMenu targetType="sitter" targetId={olive.id} label="Olive's profile" />
          <ReportMenu targetType="sitter" targetId="s2" label="Sam's profile" />
        </Providers>
      </MemoryRouter>,
    );
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: "More actions for Olive's profile" })).not.toBeInTheDocument());
    await expect(screen.findByRole('button', { name: "More actions for Sam's profile" })).resolves.toBeInTheDocument();
  });
});
