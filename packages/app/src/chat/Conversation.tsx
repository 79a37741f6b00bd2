import { apiPaths, paths, type ChatMessage, type MessagePage } from '@pawpal/contract';
import { Button, EmptyState, ErrorState, Skeleton, UserAvatar, cn } from '@pawpal/ui';
import { ArrowLeft, MessageCircle } from 'lucide-react';
import * as React from 'react';
import { Link } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { Attempt } from '../data/attempt';
import { HttpError } from '../data/fetcher';
import { fetchEarlierMessages, latestMessagesKey, sendMessage, uploadImage, useChannel, useLatestMessages } from '../data/chat';
import { useLiveState } from '../live/LiveProvider';
import { ReportMenu } from '../reports/ReportMenu';
import { Composer } from './Composer';
import { formatMessageTime } from './format';

/** Newest-first pages → one oldest-first list without duplicates. */
export function mergeMessages(...pages: ChatMessage[][]): ChatMessage[] {
  const byId = new Map<string, ChatMessage>();
  for (const page of pages) for (const message of page) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt) || a.id.localeCompare(b.id));
}

function MessageBubble({ message, mine }: { message: ChatMessage; mine: boolean }) {
  return (
    <li className={cn('flex flex-col gap-1', mine ? 'items-end' : 'items-start')} data-mine={mine || undefined}>
      <div
        className={cn(
          'max-w-[85%] rounded-2xl px-3 py-2 text-sm break-words whitespace-pre-wrap sm:max-w-[70%]',
          mine ? 'rounded-br-sm bg-primary text-primary-foreground' : 'rounded-bl-sm bg-muted text-foreground',
        )}
      >
        <span className="sr-only">{mine ? 'You: ' : 'Them: '}</span>
        {message.photoUrl ? (
          <a href={message.photoUrl} target="_blank" rel="noreferrer" className="mb-1 block">
            <img src={message.photoUrl} alt="Photo" className="max-h-64 rounded-lg object-cover" loading="lazy" />
          </a>
        ) : null}
        {message.body}
      </div>
      <div className="flex items-center gap-1">
        <time dateTime={message.createdAt} className="px-1 text-xs text-muted-foreground">
          {formatMessageTime(message.createdAt)}
        </time>
        {/* Their messages can be reported to Pawpal. */}
        {mine ? null : (
          <ReportMenu targetType="message" targetId={message.id} label={`message sent ${formatMessageTime(message.createdAt)}`} />
        )}
      </div>
    </li>
  );
}

/** "Reconnecting…" once a live connection that worked has dropped (new messages wait for it). */
function LiveStatus() {
  const state = useLiveState();
  const [wasConnected, setWasConnected] = React.useState(false);
  if (state === 'connected' && !wasConnected) setWasConnected(true);
  const show = wasConnected && state === 'disconnected';
  return (
    <span role="status" className="ml-auto shrink-0 text-xs text-muted-foreground">
      {show ? 'Reconnecting…' : null}
    </span>
  );
}

export interface ConversationProps {
  channelId: string;
  userId: string;
}

/**
 * One conversation: newest page from SWR (live messages revalidate it), older pages loaded on
 * demand with "Load earlier messages", and the composer.
 */
export function Conversation({ channelId, userId }: ConversationProps) {
  const channel = useChannel(channelId);
  const latest = useLatestMessages(channelId);
  const { mutate } = useSWRConfig();
  const [older, setOlder] = React.useState<ChatMessage[]>([]);
  // undefined: not paged yet (use the newest page's cursor); null: no more history.
  const [olderCursor, setOlderCursor] = React.useState<string | null | undefined>(undefined);
  const [loadingEarlier, setLoadingEarlier] = React.useState(false);
  const [earlierError, setEarlierError] = React.useState<string | null>(null);
  const scroller = React.useRef<HTMLDivElement>(null);
  const keepScrollFrom = React.useRef<number | null>(null);
  const attempt = React.useRef(new Attempt());

  const cursor = olderCursor === undefined ? (latest.data?.nextCursor ?? null) : olderCursor;
  const messages = React.useMemo(() => mergeMessages(latest.data?.messages ?? [], older), [latest.data, older]);
  const newestId = messages[messages.length - 1]?.id;

  // Stick to the bottom when a new message arrives; keep the reading position when history is added.
  React.useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    if (keepScrollFrom.current !== null) {
      element.scrollTop = element.scrollHeight - keepScrollFrom.current;
      keepScrollFrom.current = null;
    } else {
      element.scrollTop = element.scrollHeight;
    }
  }, [newestId, older]);

  const loadEarlier = async () => {
    if (!cursor || loadingEarlier) return;
    setLoadingEarlier(true);
    setEarlierError(null);
    try {
      const page = await fetchEarlierMessages(channelId, cursor);
      const element = scroller.current;
      keepScrollFrom.current = element ? element.scrollHeight - element.scrollTop : null;
      setOlder((current) => [...current, ...page.messages]);
      setOlderCursor(page.nextCursor);
    } catch (error) {
      console.error('Could not load earlier messages', error);
      setEarlierError('Earlier messages could not be loaded. Please try again.');
    } finally {
      setLoadingEarlier(false);
    }
  };

  const send = async ({ body, photo }: { body: string; photo: File | null }) => {
    const photoUrl = photo ? await uploadImage(photo) : undefined;
    const sent = await sendMessage(channelId, { ...(body ? { body } : {}), ...(photoUrl ? { photoUrl } : {}) }, attempt.current);
    await mutate<MessagePage>(
      latestMessagesKey(channelId),
      (page) => ({
        nextCursor: page?.nextCursor ?? null,
        messages: [sent, ...(page?.messages ?? []).filter((message) => message.id !== sent.id)],
      }),
      { revalidate: false },
    );
    void mutate(apiPaths.chatChannels());
  };

  const notFound = channel.error instanceof HttpError && (channel.error.status === 404 || channel.error.status === 403);
  if (notFound) {
    return (
      <EmptyState
        icon={<MessageCircle />}
        title="Conversation not found"
        description="It may have been removed, or it belongs to someone else."
        action={
          <Button asChild variant="outline">
            <Link to={paths.chat()}>All conversations</Link>
          </Button>
        }
        className="m-auto"
      />
    );
  }

  const other = channel.data?.otherUser;
  return (
    <section aria-labelledby={`conversation-${channelId}`} className="flex min-h-0 flex-1 flex-col">
      <header className="flex items-center gap-3 border-b border-border px-4 py-3">
        <Button asChild variant="ghost" size="icon" className="lg:hidden">
          <Link to={paths.chat()} aria-label="Back to conversations">
            <ArrowLeft aria-hidden="true" />
          </Link>
        </Button>
        {channel.data ? (
          <>
            <UserAvatar src={other?.avatarUrl} firstName={other?.firstName} lastName={other?.lastName} alt="" size="sm" />
            <h2 id={`conversation-${channelId}`} className="truncate text-base font-semibold">
              {channel.data.name}
            </h2>
          </>
        ) : (
          <>
            <Skeleton className="size-8 rounded-full" />
            <h2 id={`conversation-${channelId}`} className="sr-only">
              Conversation
            </h2>
            <Skeleton className="h-4 w-40" />
          </>
        )}
        <LiveStatus />
      </header>

      <div ref={scroller} className="min-h-0 flex-1 overflow-y-auto px-4 py-4">
        {cursor ? (
          <div className="mb-4 flex flex-col items-center gap-2">
            <Button type="button" variant="outline" size="sm" onClick={() => void loadEarlier()} disabled={loadingEarlier}>
              {loadingEarlier ? 'Loading…' : 'Load earlier messages'}
            </Button>
            {earlierError ? (
              <p role="alert" className="text-sm text-destructive">
                {earlierError}
              </p>
            ) : null}
          </div>
        ) : null}
        {latest.error && !latest.data ? (
          <ErrorState
            title="Messages could not be loaded"
            message="Check your connection and try again."
            onRetry={() => void latest.mutate()}
          />
        ) : latest.isLoading ? (
          <div className="flex flex-col gap-3" aria-busy="true" aria-label="Loading messages">
            <Skeleton className="h-10 w-2/3" />
            <Skeleton className="ml-auto h-10 w-1/2" />
            <Skeleton className="h-10 w-3/5" />
          </div>
        ) : messages.length === 0 ? (
          <p className="py-8 text-center text-sm text-muted-foreground">No messages yet. Say hello!</p>
        ) : (
          <ol role="log" aria-live="polite" aria-label="Messages" className="flex flex-col gap-3">
            {messages.map((message) => (
              <MessageBubble key={message.id} message={message} mine={message.senderId === userId} />
            ))}
          </ol>
        )}
      </div>

      <Composer onSend={send} disabled={!channel.data} />
    </section>
  );
}
