import useSWR from 'swr';
import { sendJson, uploadFile } from './mutation';
import { apiRequest, fetchJson } from './fetcher';
import { queryFetcher } from './swr-config';

/* Chat calls of docs/api-contract.md (Chat, Uploads). */

export interface ChatMessage {
  id: string;
  channelId: string;
  senderId: string;
  body: string | null;
  photoUrl: string | null;
  createdAt: string;
}

export interface ChannelSummary {
  id: string;
  /** The other person's full name. */
  name: string;
  otherUser: { id: string; firstName: string | null; lastName: string | null; avatarUrl: string | null };
  lastMessage: ChatMessage | null;
  unreadCount: number;
  lastActivityAt: string;
}

export interface MessagePage {
  /** Newest first. */
  messages: ChatMessage[];
  nextCursor: string | null;
}

/** Messages per page of history. */
export const MESSAGE_PAGE_SIZE = 30;
/** The longest message body the API accepts. */
export const MAX_MESSAGE_LENGTH = 4000;

export const CHANNELS_KEY = '/api/chat/channels';
export const MESSAGES_KEY_PREFIX = '/api/chat/messages/';

export function channelKey(channelId: string): string {
  return `${CHANNELS_KEY}/${encodeURIComponent(channelId)}`;
}

/** The newest page of a channel (the SWR key live messages revalidate). */
export function latestMessagesKey(channelId: string): string {
  return `${MESSAGES_KEY_PREFIX}${encodeURIComponent(channelId)}?limit=${MESSAGE_PAGE_SIZE}`;
}

/** True for every SWR key holding a channel's messages. */
export function isMessagesKeyOf(channelId: string, key: unknown): boolean {
  return typeof key === 'string' && key.startsWith(`${MESSAGES_KEY_PREFIX}${encodeURIComponent(channelId)}?`);
}

export function markReadUrl(channelId: string): string {
  return `${MESSAGES_KEY_PREFIX}${encodeURIComponent(channelId)}/mark-read`;
}

/** An older page, before `cursor` (not cached: the screen keeps older pages itself). */
export function fetchEarlierMessages(channelId: string, cursor: string): Promise<MessagePage> {
  const query = new URLSearchParams({ before: cursor, limit: String(MESSAGE_PAGE_SIZE) });
  return fetchJson<MessagePage>(`${MESSAGES_KEY_PREFIX}${encodeURIComponent(channelId)}?${query}`);
}

export function useChannels() {
  return useSWR<ChannelSummary[], Error>(CHANNELS_KEY, queryFetcher);
}

export function useChannel(channelId: string | undefined) {
  return useSWR<ChannelSummary, Error>(channelId ? channelKey(channelId) : null, queryFetcher);
}

export function useLatestMessages(channelId: string | undefined) {
  return useSWR<MessagePage, Error>(channelId ? latestMessagesKey(channelId) : null, queryFetcher);
}

/** POST /api/chat/messages/{channelId}: stored before it is acknowledged. */
export function sendMessage(channelId: string, message: { body?: string; photoUrl?: string }): Promise<ChatMessage> {
  return sendJson<ChatMessage>('POST', `${MESSAGES_KEY_PREFIX}${encodeURIComponent(channelId)}`, message);
}

/** POST /api/uploads/images: a JPEG, PNG or WebP (≤ 5 MB) → its URL. */
export async function uploadImage(file: File): Promise<string> {
  const { url } = await uploadFile<{ url: string }>('/api/uploads/images', file);
  return url;
}

/** POST /api/chat/channels: the pair's one channel (marketplace screens open chats with this). */
export function openChannel(target: { sitterId: string } | { userId: string } | { bookingId: string }): Promise<ChannelSummary> {
  return sendJson<ChannelSummary>('POST', CHANNELS_KEY, target);
}

/** POST mark-read: the answer is only logged (spec section 7); failures are only logged too. */
export async function markChannelRead(channelId: string): Promise<void> {
  try {
    // No body (spec section 7); the API accepts a bodiless POST that claims JSON.
    const response = await apiRequest('POST', markReadUrl(channelId));
    const body: unknown = await response.json().catch(() => null);
    console.info(`Marked channel ${channelId} read`, body);
  } catch (error) {
    console.error(`Could not mark channel ${channelId} read`, error);
  }
}
