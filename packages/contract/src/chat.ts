/* Chat (GET/POST /api/chat/channels, /api/chat/messages/{channelId}, mark-read, unread-count). */

/** Longest message text, characters. */
export const CHAT_MESSAGE_MAX_LENGTH = 4000;
/** Messages per history page when no `limit` is given. */
export const CHAT_PAGE_DEFAULT = 30;
/** Largest history `limit`. */
export const CHAT_PAGE_MAX = 100;
/** Characters of a message shown in a live notification's preview. */
export const CHAT_PREVIEW_LENGTH = 120;

/** A chat message as clients see it. */
export interface ChatMessage {
  id: string;
  channelId: string;
  senderId: string;
  body: string | null;
  photoUrl: string | null;
  createdAt: string;
}

/** The other participant of a channel. */
export interface ChannelParticipant {
  id: string;
  firstName: string;
  /** A sitter's surname is its initial (lastInitialOf) until the two have an accepted booking. */
  lastName: string;
  avatarUrl: string | null;
}

/** A channel as one participant sees it (GET/POST /api/chat/channels, GET /api/chat/channels/{id}). */
export interface ChannelSummary {
  id: string;
  /** The other person's name: "First Last", or "First L." for a sitter until the two have an accepted booking. */
  name: string;
  otherUser: ChannelParticipant;
  lastMessage: ChatMessage | null;
  unreadCount: number;
  lastActivityAt: string;
}

/** POST /api/chat/channels body: exactly one of the three (201 new channel, 200 existing). */
export interface OpenChannelInput {
  sitterId?: string;
  userId?: string;
  bookingId?: string;
}

/** POST /api/chat/messages/{channelId} body: text and/or a photo from POST /api/uploads/images. */
export interface PostMessageInput {
  body?: string;
  photoUrl?: string;
}

/** GET /api/chat/messages/{channelId} query: `before` is a previous page's nextCursor. */
export interface MessageHistoryQuery {
  before?: string;
  limit?: number;
}

/** GET /api/chat/messages/{channelId} answer: newest first; nextCursor null on the oldest page. */
export interface MessagePage {
  messages: ChatMessage[];
  nextCursor: string | null;
}

/** POST /api/chat/messages/{channelId}/mark-read answer (no request body): the caller's total unread after marking. */
export interface MarkReadResponse {
  unreadCount: number;
}

/** GET /api/chat/unread-count answer. */
export interface UnreadCountResponse {
  count: number;
}
