import { paths } from '@pawpal/contract';
import { Card, EmptyState, ErrorState, Skeleton, cn } from '@pawpal/ui';
import { MessageCircle } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';
import { useAuth } from '../data/auth';
import { useChannels } from '../data/chat';
import { Screen } from '../screen/Screen';
import { ChannelList } from './ChannelList';
import { Conversation } from './Conversation';

function ChannelListSkeleton() {
  return (
    <div className="flex flex-col gap-4 p-4" aria-busy="true" aria-label="Loading conversations">
      {[0, 1, 2].map((row) => (
        <div key={row} className="flex items-center gap-3">
          <Skeleton className="size-10 rounded-full" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-3 w-3/4" />
          </div>
        </div>
      ))}
    </div>
  );
}

/**
 * Messages: /chat lists the conversations, /chat/{channelId} opens one. Side by side on wide
 * screens; one at a time on phones (the list, or the conversation with a back link).
 */
export function ChatPage() {
  const { channelId } = useParams();
  const { user } = useAuth();
  const channels = useChannels();

  return (
    <Screen title="Messages" description="Talk to sitters and owners before and during a booking.">
      <div className="grid gap-4 lg:h-[calc(100svh-16rem)] lg:min-h-[32rem] lg:grid-cols-[20rem_minmax(0,1fr)]">
        <Card padding="none" className={cn('min-h-0 gap-0 overflow-y-auto', channelId && 'hidden lg:flex')}>
          {channels.error && !channels.data ? (
            <ErrorState
              title="Conversations could not be loaded"
              message="Check your connection and try again."
              onRetry={() => void channels.mutate()}
              className="m-4"
            />
          ) : !channels.data ? (
            <ChannelListSkeleton />
          ) : channels.data.length === 0 ? (
            <EmptyState
              icon={<MessageCircle />}
              title="No messages yet"
              description="Message a sitter from their profile or a booking, and your conversation will appear here."
              // Where a conversation can start: a sitter's profile (Message) or a booking.
              action={
                <div className="flex flex-wrap justify-center gap-x-4 gap-y-2">
                  <Link to={paths.browseServices()} className="text-sm font-medium text-primary underline-offset-4 hover:underline">
                    Find a sitter
                  </Link>
                  <Link to={paths.bookings()} className="text-sm font-medium text-primary underline-offset-4 hover:underline">
                    Your bookings
                  </Link>
                </div>
              }
              className="m-4 border-none"
            />
          ) : (
            <ChannelList channels={channels.data} activeId={channelId} userId={user?.id} />
          )}
        </Card>
        <Card
          padding="none"
          data-slot="conversation-pane"
          // On a phone an open conversation fills the viewport under the sticky top bar (h-16 and its
          // 1 px border), so the composer is always in view; side by side from lg up.
          className={cn(
            'gap-0 overflow-hidden lg:min-h-0',
            channelId
              ? 'max-lg:fixed max-lg:inset-x-0 max-lg:top-[65px] max-lg:bottom-0 max-lg:z-30 max-lg:rounded-none max-lg:border-x-0'
              : 'hidden lg:flex',
          )}
        >
          {channelId && user ? (
            <Conversation key={channelId} channelId={channelId} userId={user.id} />
          ) : channels.data?.length === 0 ? (
            // Nothing to pick yet: the list beside it says where a conversation starts.
            <EmptyState
              icon={<MessageCircle />}
              title="Your conversations will show here"
              description="Once you message a sitter or an owner, open the conversation from the list to read and reply."
              className="m-auto border-none"
            />
          ) : (
            <EmptyState
              icon={<MessageCircle />}
              title="Choose a conversation"
              description="Pick a conversation on the left to read and reply."
              className="m-auto border-none"
            />
          )}
        </Card>
      </div>
    </Screen>
  );
}
