import { EmptyState } from '@pawpal/ui';
import { MessageCircle } from 'lucide-react';
import { useParams } from 'react-router-dom';
import { Screen } from '../screen/Screen';

/** Messages: /chat, or one conversation at /chat/{channelId}. */
export function ChatPage() {
  const { channelId } = useParams();
  return (
    <Screen title="Messages">
      <EmptyState
        icon={<MessageCircle />}
        title={channelId ? 'This conversation isn’t available yet' : 'No messages yet'}
        description="Your conversations with sitters and owners will appear here."
      />
    </Screen>
  );
}
