import { paths, type ChannelSummary } from '@pawpal/contract';
import { CountBadge, UserAvatar, cn } from '@pawpal/ui';
import { Link } from 'react-router-dom';
import { formatChannelTime } from './format';

function preview(channel: ChannelSummary, userId: string | undefined): string {
  const last = channel.lastMessage;
  if (!last) return 'No messages yet';
  const text = last.body?.trim() ? last.body : '📷 Photo';
  return last.senderId === userId ? `You: ${text}` : text;
}

export interface ChannelListProps {
  channels: ChannelSummary[];
  activeId?: string;
  userId?: string;
}

/** The conversations, most recent first: who, the last message, when, and how many are unread. */
export function ChannelList({ channels, activeId, userId }: ChannelListProps) {
  return (
    <ul className="flex flex-col divide-y divide-border" aria-label="Conversations">
      {channels.map((channel) => {
        const active = channel.id === activeId;
        return (
          <li key={channel.id}>
            <Link
              to={paths.chat(channel.id)}
              aria-current={active ? 'page' : undefined}
              data-unread={channel.unreadCount > 0 || undefined}
              className={cn(
                'flex items-center gap-3 px-4 py-3 outline-none transition-colors hover:bg-accent hover:text-accent-foreground',
                'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset',
                active && 'bg-muted',
              )}
            >
              <UserAvatar
                src={channel.otherUser.avatarUrl}
                firstName={channel.otherUser.firstName}
                lastName={channel.otherUser.lastName}
                alt=""
              />
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="flex items-baseline justify-between gap-2">
                  <span className={cn('truncate text-sm', channel.unreadCount > 0 ? 'font-semibold' : 'font-medium')}>{channel.name}</span>
                  <time dateTime={channel.lastActivityAt} className="shrink-0 text-xs text-muted-foreground">
                    {formatChannelTime(channel.lastActivityAt)}
                  </time>
                </span>
                <span className="flex items-center justify-between gap-2">
                  <span className="truncate text-sm text-muted-foreground">{preview(channel, userId)}</span>
                  <CountBadge count={channel.unreadCount} />
                </span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
