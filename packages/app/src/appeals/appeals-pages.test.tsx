import { APPEAL_DECISION_DAYS, APPEAL_WINDOW_DAYS, COMMUNITY_RULES, type MemberDecision } from '@pawpal/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../shell/Providers';
import { sentBodies, serveRoutes } from '../test/fetch-routes';
import { makeUser } from '../test/fixtures';
import { CommunityRulesPage } from './CommunityRulesPage';
import { DecisionsPage } from './DecisionsPage';
import { SuspensionAppealPage } from './SuspensionAppealPage';

const decision: MemberDecision = {
  id: 'd1',
  kind: 'profile_rejected',
  kindLabel: 'Sitter profile not approved',
  rule: COMMUNITY_RULES[0],
  summary: 'Your sitter profile was not approved: Add a photo of yourself',
  decidedAt: '2026-12-01T23:00:00.000Z',
  status: 'in_force',
  appealableUntil: '2026-12-15T23:00:00.000Z',
  canAppeal: true,
  appeal: null,
};

function renderAt(path: string, element: React.ReactNode) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Providers swr={{ provider: () => new Map() }}>{element}</Providers>
    </MemoryRouter>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the community rules page', () => {
  it('shows every rule of the contract’s list and the published timelines', async () => {
    serveRoutes({ 'GET /api/auth/user': () => new Response(null, { status: 401 }) });
    renderAt('/community-rules', <CommunityRulesPage />);
    expect(await screen.findByRole('heading', { name: 'Community rules', level: 1 })).toBeInTheDocument();
    for (const rule of COMMUNITY_RULES) {
      expect(screen.getByText(rule.title)).toBeInTheDocument();
      expect(screen.getByText(rule.summary)).toBeInTheDocument();
    }
    expect(screen.getByText(new RegExp(`within ${APPEAL_WINDOW_DAYS} days`))).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`within ${APPEAL_DECISION_DAYS} business days`))).toBeInTheDocument();
  });
});

describe('the member’s decisions', () => {
  it('shows the rule and the summary, and appeals with a statement', async () => {
    const server = { decisions: [decision] };
    const fetchMock = serveRoutes({
      'GET /api/auth/user': () => Response.json(makeUser()),
      'GET /api/decisions': () => Response.json(server.decisions),
      'POST /api/appeals': () => {
        const appeal = {
          id: 'a1',
          status: 'open' as const,
          statement: 'It was uploading',
          photoUrls: [],
          submittedAt: '2026-12-02T00:00:00.000Z',
          decideBy: '2026-12-09T13:00:00.000Z',
          decidedAt: null,
          reason: null,
        };
        server.decisions = [{ ...decision, canAppeal: false, appeal }];
        return Response.json(appeal, { status: 201 });
      },
    });
    renderAt('/account/decisions', <DecisionsPage />);
    const card = (await screen.findByRole('heading', { name: 'Sitter profile not approved' })).closest('div')!.parentElement!;
    expect(within(card).getByText(decision.summary)).toBeInTheDocument();
    expect(within(card).getByText(COMMUNITY_RULES[0].title)).toBeInTheDocument();
    expect(within(card).getByText('Until Wed, 16 Dec 2026, 10:00 am (Sydney time)')).toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'Appeal' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send appeal' }));
    expect(await screen.findByText('Write a statement: tell us why the decision should change.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Your statement/), 'It was uploading');
    await userEvent.click(screen.getByRole('button', { name: 'Send appeal' }));
    expect(await screen.findByText(/Your appeal: Waiting for a decision — answered by the end of Wed, 9 Dec 2026/)).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /api/appeals')).toEqual([{ decisionId: 'd1', statement: 'It was uploading' }]);
  });
});

describe('the suspension appeal page', () => {
  it('sends the email’s token with the statement, signed out', async () => {
    const fetchMock = serveRoutes({
      'GET /api/auth/user': () => new Response(null, { status: 401 }),
      'POST /api/appeals': () =>
        Response.json(
          {
            id: 'a1',
            status: 'open',
            statement: 'I refused the cash',
            photoUrls: [],
            submittedAt: '2026-12-02T00:00:00.000Z',
            decideBy: '2026-12-09T13:00:00.000Z',
            decidedAt: null,
            reason: null,
          },
          { status: 201 },
        ),
    });
    renderAt('/appeal?decision=d9&token=tok', <SuspensionAppealPage />);
    expect(screen.queryByLabelText(/Add a photo/)).toBeNull();
    await userEvent.type(await screen.findByLabelText(/Your statement/), 'I refused the cash');
    await userEvent.click(screen.getByRole('button', { name: 'Send appeal' }));
    expect(await screen.findByRole('status')).toHaveTextContent('by the end of Wed, 9 Dec 2026');
    expect(sentBodies(fetchMock, 'POST /api/appeals')).toEqual([{ decisionId: 'd9', statement: 'I refused the cash', appealToken: 'tok' }]);
  });
});
