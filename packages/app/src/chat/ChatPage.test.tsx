import type { ChannelSummary, ChatMessage } from '@pawpal/contract';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { swrConfig } from '../data/swr-config';
import { LiveProvider } from '../live/LiveProvider';
import { NotificationsProvider } from '../notifications/NotificationsProvider';
import { FakeSocket, fakeLiveOptions } from '../notifications/test-helpers';
import { ChatPage } from './ChatPage';
import { mergeMessages } from './Conversation';
import { makeUser } from '../test/fixtures';

const me = makeUser();

function msg(id: string, minute: number, senderId = 'u2', body: string | null = `Message ${id}`): ChatMessage {
  return { id, channelId: 'c1', senderId, body, photoUrl: null, createdAt: new Date(Date.UTC(2025, 2, 10, 1, minute)).toISOString() };
}

const channel: ChannelSummary = {
  id: 'c1',
  name: 'Sam Taylor',
  otherUser: { id: 'u2', firstName: 'Sam', lastName: 'Taylor', avatarUrl: null },
  lastMessage: msg('m3', 3, 'u2', 'See you Saturday'),
  unreadCount: 2,
  lastActivityAt: new Date(Date.UTC(2025, 2, 10, 1, 3)).toISOString(),
};
const second: ChannelSummary = {
  ...channel,
  id: 'c2',
  name: 'Alex Admin',
  otherUser: { id: 'u3', firstName: 'Alex', lastName: 'Admin', avatarUrl: null },
  lastMessage: msg('x1', 1, 'u1', 'Thanks!'),
  unreadCount: 0,
};

type Handler = (url: string, init?: RequestInit) => Response | undefined;

function serve(extra: Handler = () => undefined) {
  let latest: ChatMessage[] = [msg('m3', 3), msg('m2', 2, 'u1')];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const answer = extra(url, init);
    if (answer) return answer;
    if (url === '/api/auth/user') return Response.json(me);
    if (url === '/api/chat/unread-count') return Response.json({ count: 2 });
    if (url === '/api/chat/channels') return Response.json([channel, second]);
    if (url === '/api/chat/channels/c1') return Response.json(channel);
    if (url === '/api/chat/messages/c1?limit=30') return Response.json({ messages: latest, nextCursor: 'cur-1' });
    if (url === '/api/chat/messages/c1?before=cur-1&limit=30') return Response.json({ messages: [msg('m1', 1)], nextCursor: null });
    if (url.endsWith('/mark-read')) return Response.json({ unreadCount: 0 });
    return new Response(JSON.stringify({ message: 'Not found' }), { status: 404, statusText: 'Not Found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    arrive(message: ChatMessage) {
      latest = [message, ...latest];
    },
  };
}

function renderChat(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <SWRConfig value={{ ...swrConfig, provider: () => new Map() }}>
        <LiveProvider userId="u1" connectionOptions={fakeLiveOptions}>
          <NotificationsProvider userId="u1">
            <Routes>
              <Route path="/chat/:channelId?" element={<ChatPage />} />
            </Routes>
          </NotificationsProvider>
        </LiveProvider>
      </SWRConfig>
    </MemoryRouter>,
  );
  act(() => FakeSocket.latest().open());
}

function messageTexts() {
  return within(screen.getByRole('log', { name: 'Messages' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

beforeEach(() => {
  FakeSocket.reset();
  vi.spyOn(console, 'info').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('mergeMessages', () => {
  it('orders pages oldest first without duplicates', () => {
    expect(mergeMessages([msg('b', 2), msg('a', 1)], [msg('a', 1), msg('z', 0)]).map((m) => m.id)).toEqual(['z', 'a', 'b']);
  });
});

describe('the channel list', () => {
  it('lists each conversation with the other person, the last message and its unread count', async () => {
    serve();
    renderChat('/chat');
    const list = await screen.findByRole('list', { name: 'Conversations' });
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(2);
    expect(links[0]).toHaveAttribute('href', '/chat/c1');
    expect(links[0]).toHaveTextContent('Sam Taylor');
    expect(links[0]).toHaveTextContent('See you Saturday');
    expect(within(links[0]!).getByText('2 unread')).toBeInTheDocument();
    expect(links[1]).toHaveTextContent('You: Thanks!');
    expect(within(links[1]!).queryByText(/unread/)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Choose a conversation' })).toBeInTheDocument();
  });

  it('says so when there are no conversations yet', async () => {
    serve((url) => (url === '/api/chat/channels' ? Response.json([]) : undefined));
    renderChat('/chat');
    await expect(screen.findByRole('heading', { name: 'No messages yet' })).resolves.toBeInTheDocument();
    // Where one can start: a sitter's profile, or a booking.
    expect(screen.getByRole('link', { name: 'Find a sitter' })).toHaveAttribute('href', '/browse-services');
    expect(screen.getByRole('link', { name: 'Your bookings' })).toHaveAttribute('href', '/bookings');
    // The pane beside the list does not ask to pick from an empty list.
    expect(screen.queryByRole('heading', { name: 'Choose a conversation' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your conversations will show here' })).toBeInTheDocument();
  });
});

describe('a conversation', () => {
  it('shows the history oldest first and loads earlier messages on request', async () => {
    const { fetchMock } = serve();
    renderChat('/chat/c1');
    await expect(screen.findByRole('heading', { name: 'Sam Taylor', level: 2 })).resolves.toBeInTheDocument();
    await waitFor(() => expect(messageTexts()).toHaveLength(2));
    expect(messageTexts()[0]).toContain('You: Message m2');
    expect(messageTexts()[1]).toContain('Them: Message m3');
    expect(screen.getByRole('link', { name: /Sam Taylor/ })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(screen.getByRole('button', { name: 'Load earlier messages' }));
    await waitFor(() => expect(messageTexts()).toHaveLength(3));
    expect(messageTexts()[0]).toContain('Message m1');
    expect(fetchMock).toHaveBeenCalledWith('/api/chat/messages/c1?before=cur-1&limit=30', expect.anything());
    expect(screen.queryByRole('button', { name: 'Load earlier messages' })).not.toBeInTheDocument();
  });

  it('marks the conversation read on the server when it opens', async () => {
    const { fetchMock } = serve();
    renderChat('/chat/c1');
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith('/api/chat/messages/c1/mark-read', expect.objectContaining({ method: 'POST' })),
    );
  });

  it('sends a message with Enter and shows it', async () => {
    const sent = msg('m9', 9, 'u1', 'Is Saturday OK?');
    const { fetchMock } = serve((url, init) =>
      url === '/api/chat/messages/c1' && init?.method === 'POST' ? Response.json(sent, { status: 201 }) : undefined,
    );
    renderChat('/chat/c1');
    await screen.findByRole('heading', { name: 'Sam Taylor', level: 2 });
    const box = screen.getByRole('textbox', { name: 'Message' });
    await userEvent.type(box, 'Is Saturday OK?{Enter}');
    await waitFor(() => expect(messageTexts().at(-1)).toContain('You: Is Saturday OK?'));
    expect(box).toHaveValue('');
    const post = fetchMock.mock.calls.find(([url, init]) => url === '/api/chat/messages/c1' && init?.method === 'POST')!;
    expect(JSON.parse(String(post[1]!.body))).toEqual({ body: 'Is Saturday OK?' });
  });

  it('gives the focus back to the message field after Send, for the next message by keyboard', async () => {
    const sent = msg('m9', 9, 'u1', 'On my way');
    serve((url, init) => (url === '/api/chat/messages/c1' && init?.method === 'POST' ? Response.json(sent, { status: 201 }) : undefined));
    renderChat('/chat/c1');
    await screen.findByRole('heading', { name: 'Sam Taylor', level: 2 });
    const box = screen.getByRole('textbox', { name: 'Message' });
    await userEvent.type(box, 'On my way');
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Send' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(messageTexts().at(-1)).toContain('You: On my way'));
    await waitFor(() => expect(box).toHaveFocus());
  });

  it('shows why a message was refused and keeps the text', async () => {
    serve((url, init) =>
      url === '/api/chat/messages/c1' && init?.method === 'POST'
        ? Response.json(
            { statusCode: 400, error: 'Bad Request', message: 'body must be at most 4000 characters' },
            { status: 400, statusText: 'Bad Request' },
          )
        : undefined,
    );
    renderChat('/chat/c1');
    await screen.findByRole('heading', { name: 'Sam Taylor', level: 2 });
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await expect(screen.findByText('body must be at most 4000 characters')).resolves.toHaveAttribute('role', 'alert');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Hello');
  });

  it('uploads an attached photo, then sends its URL', async () => {
    const sent = { ...msg('m9', 9, 'u1', null), photoUrl: '/api/uploads/abc.webp' };
    const { fetchMock } = serve((url, init) => {
      if (url === '/api/uploads/images' && init?.method === 'POST') return Response.json({ url: '/api/uploads/abc.webp' }, { status: 201 });
      if (url === '/api/chat/messages/c1' && init?.method === 'POST') return Response.json(sent, { status: 201 });
      return undefined;
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => {} }));
    renderChat('/chat/c1');
    await screen.findByRole('heading', { name: 'Sam Taylor', level: 2 });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, new File(['x'], 'biscuit.png', { type: 'image/png' }));
    expect(screen.getByRole('img', { name: 'Photo to send: biscuit.png' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getAllByRole('img', { name: 'Photo' })).toHaveLength(1));
    const upload = fetchMock.mock.calls.find(([url]) => url === '/api/uploads/images')!;
    expect((upload[1]!.body as FormData).get('file')).toBeInstanceOf(File);
    const post = fetchMock.mock.calls.find(([url, init]) => url === '/api/chat/messages/c1' && init?.method === 'POST')!;
    expect(JSON.parse(String(post[1]!.body))).toEqual({ photoUrl: '/api/uploads/abc.webp' });
  });

  it('shows a message from the other person live, without a reload', async () => {
    const server = serve();
    renderChat('/chat/c1');
    await waitFor(() => expect(messageTexts()).toHaveLength(2));
    server.arrive(msg('m4', 4, 'u2', 'Yes, Saturday works'));
    act(() =>
      FakeSocket.latest().receive({
        type: 'new_message',
        channelId: 'c1',
        channelName: 'Sam Taylor',
        messageId: 'm4',
        senderId: 'u2',
        preview: 'Yes, Saturday works',
        createdAt: new Date().toISOString(),
      }),
    );
    await waitFor(() => expect(messageTexts().at(-1)).toContain('Yes, Saturday works'));
  });

  it('says it is reconnecting while the live connection is down', async () => {
    serve();
    renderChat('/chat/c1');
    await screen.findByRole('heading', { name: 'Sam Taylor', level: 2 });
    expect(screen.queryByText('Reconnecting…')).not.toBeInTheDocument();
    act(() => FakeSocket.latest().drop(1006));
    expect(screen.getByText('Reconnecting…')).toBeInTheDocument();
    await waitFor(() => expect(FakeSocket.instances).toHaveLength(2));
    act(() => FakeSocket.latest().open());
    expect(screen.queryByText('Reconnecting…')).not.toBeInTheDocument();
  });

  it('says a conversation that is not yours was not found', async () => {
    serve((url) => (url === '/api/chat/channels/c404' ? new Response(null, { status: 404, statusText: 'Not Found' }) : undefined));
    renderChat('/chat/c404');
    await expect(screen.findByRole('heading', { name: 'Conversation not found' })).resolves.toBeInTheDocument();
  });
});
