import { adminApiPaths, type AuditEntry, type ListPage } from '@pawpal/contract';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, expect, it, vi } from 'vitest';
import { Providers } from '../shell/Providers';
import { serveRoutes } from '../test/fetch-routes';
import { AuditLog } from './AuditLog';

const entries: AuditEntry[] = [
  {
    id: '2',
    at: '2026-12-02T01:00:00.000Z',
    admin: { id: 'a2', name: 'Bea Admin' },
    actor: { kind: 'admin', id: 'a2', name: 'Bea Admin' },
    action: 'appeal.overturn',
    targetType: 'appeal',
    targetId: 'p1',
    targetName: 'Appeal by Sid Sitter',
    reason: 'The messages show Sid refused the cash.',
    requestId: null,
  },
  {
    id: '1',
    at: '2026-12-02T00:00:00.000Z',
    admin: null,
    actor: { kind: 'member', id: 'm1', name: 'Sid Sitter' },
    action: 'appeal.file',
    targetType: 'appeal',
    targetId: 'p1',
    targetName: null,
    reason: 'Appeal of decision d1',
    requestId: null,
  },
];

afterEach(() => {
  vi.unstubAllGlobals();
});

it('names who took each step: the admin, or the member for their own appeal', async () => {
  const page: ListPage<AuditEntry> = { items: entries, total: 2, page: 1, pageSize: 20 };
  serveRoutes({ [`GET ${adminApiPaths.auditLog({ page: 1 })}`]: () => Response.json(page) });
  render(
    <MemoryRouter>
      <Providers swr={{ provider: () => new Map() }}>
        <AuditLog />
      </Providers>
    </MemoryRouter>,
  );
  expect(await screen.findByRole('columnheader', { name: 'By' })).toBeInTheDocument();
  const [, overturn, filed] = screen.getAllByRole('row');
  expect(within(overturn!).getByText('Bea Admin')).toBeInTheDocument();
  expect(within(overturn!).queryByText(/member/)).toBeNull();
  expect(within(filed!).getByText(/Sid Sitter/)).toHaveTextContent('Sid Sitter (member)');
});

it('names each target instead of showing its id', async () => {
  const page: ListPage<AuditEntry> = { items: entries, total: 2, page: 1, pageSize: 20 };
  serveRoutes({ [`GET ${adminApiPaths.auditLog({ page: 1 })}`]: () => Response.json(page) });
  render(
    <MemoryRouter>
      <Providers swr={{ provider: () => new Map() }}>
        <AuditLog />
      </Providers>
    </MemoryRouter>,
  );
  expect(await screen.findByRole('columnheader', { name: 'Target' })).toBeInTheDocument();
  const [, overturn, filed] = screen.getAllByRole('row');
  expect(within(overturn!).getByText('Appeal by Sid Sitter')).toBeInTheDocument();
  expect(within(filed!).getByText('No longer exists (appeal)')).toBeInTheDocument();
  expect(screen.queryByText('p1')).toBeNull();
});
