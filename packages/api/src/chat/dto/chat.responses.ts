/** A message as clients see it. */
export interface MessageResponse {
  id: string;
  channelId: string;
  senderId: string;
  body: string | null;
  photoUrl: string | null;
  createdAt: string;
}

/** A channel as one participant sees it (name = the other person's full name). */
export interface ChannelSummary {
  id: string;
  name: string;
  otherUser: { id: string; firstName: string; lastName: string; avatarUrl: string | null };
  lastMessage: MessageResponse | null;
  unreadCount: number;
  lastActivityAt: string;
}

export interface MessagePage {
  messages: MessageResponse[];
  nextCursor: string | null;
}

/** The `new_message` live notification's content for the recipient. */
export interface NewMessageNotice {
  channelId: string;
  channelName: string;
  messageId: string;
  senderId: string;
  preview: string;
  createdAt: string;
}
