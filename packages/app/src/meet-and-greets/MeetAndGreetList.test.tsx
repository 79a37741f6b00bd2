import type { MeetAndGreet } from '@pawpal/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../shell/Providers';
import { makeUser } from '../test/fixtures';
import { MeetAndGreetList } from './MeetAndGreetList';

const TIMES = ['2026-12-05T23:00:00.000Z', '2026-12-06T23:00:00.000Z', '2026-12-07T23:00:00.000Z'];

function meeting(overrides: Partial<MeetAndGreet> = {}): MeetAndGreet {
  return {
    id: 'm1',
    viewerRole: 'sitter',
    owner: { id: 'u9', firstName: 'Olivia', lastInitial: 'N' },
    sitter: { id: 'u1', firstName: 'Sam', lastInitial: 'T', suburb: 'Surry Hills', state: 'NSW' },
    status: 'requested',
    proposedTimes: TIMES,
    chosenTime: null,
    timeZone: 'Australia/Sydney',
    message: 'Rex loves a ball',
    createdAt: '2026-12-01T00:00:00.000Z',
    answeredAt: null,
    outcomes: { owner: null, sitter: null },
    actions: ['accept', 'decline'],
    ...overrides,
  };
}

function serve(list: MeetAndGreet[], onAccept: (body: { time: string }) => MeetAndGreet) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    if (key === 'GET /api/auth/user') return Response.json(makeUser({ id: 'u1', profileCompleted: true }));
    if (key === 'GET /api/meet-and-greets') return Response.json(list);
    if (key === 'POST /api/meet-and-greets/m1/accept') {
      const answer = onAccept(JSON.parse(String(init?.body)) as { time: string });
      list = [answer];
      return Response.json(answer);
    }
    return new Response(null, { status: 404, statusText: 'Not Found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderList(as: 'owner' | 'sitter') {
  return render(
    <MemoryRouter>
      <Providers swr={{ provider: () => new Map() }}>
        <MeetAndGreetList as={as} />
      </Providers>
    </MemoryRouter>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the meet-and-greets on the bookings screen', () => {
  it('lets the sitter pick one of the proposed times, shown in Sydney time, and then shows it confirmed', async () => {
    const fetchMock = serve([meeting()], ({ time }: { time: string }) =>
      meeting({ status: 'accepted', chosenTime: time, actions: [], answeredAt: '2026-12-01T01:00:00.000Z' }),
    );
    renderList('sitter');
    const card = (await screen.findByText('Meet-and-greet with Olivia N.')).closest('li')!;
    const answers = within(card as HTMLElement).getByRole('group', { name: 'Answer Olivia N.' });
    expect(within(answers).getAllByRole('button', { name: /^Meet on / })).toHaveLength(3);
    await userEvent.click(within(answers).getByRole('button', { name: 'Meet on Mon, 7 Dec 2026, 10:00 am' }));
    expect(await within(card as HTMLElement).findByText('Confirmed')).toBeInTheDocument();
    const accept = fetchMock.mock.calls.find(([url, init]) => String(url) === '/api/meet-and-greets/m1/accept' && init?.method === 'POST');
    expect(JSON.parse(String(accept![1]!.body))).toEqual({ time: TIMES[1] });
  });

  it('shows only the side shown: as owner, the sitter’s requests stay out', async () => {
    const mine = meeting({
      id: 'm2',
      viewerRole: 'owner',
      actions: [],
      sitter: { id: 'u5', firstName: 'Otto', lastInitial: 'B', suburb: 'Newtown', state: 'NSW' },
    });
    serve([meeting(), mine], () => meeting());
    renderList('owner');
    expect(await screen.findByText('Meet-and-greet with Otto B.')).toBeInTheDocument();
    expect(screen.getByText('Waiting for the sitter')).toBeInTheDocument();
    expect(screen.queryByText('Meet-and-greet with Olivia N.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Meet on / })).not.toBeInTheDocument();
  });
});
