import {
  CHAT_PAGE_DEFAULT,
  apiPaths,
  type ChannelSummary,
  type ChatMessage,
  type MarkReadResponse,
  type MessagePage,
  type OpenChannelInput,
  type PostMessageInput,
  type UploadResponse,
} from '@pawpal/contract';
import useSWR from 'swr';
import { type Attempt } from './attempt';
import { sendJson, uploadFile } from './mutation';
import { apiRequest, fetchJson } from './fetcher';
import { queryFetcher } from './swr-config';

/* Chat calls of docs/api-contract.md (Chat, Uploads); the shapes are @pawpal/contract's. */

/** Messages per page of history: the API's default page. */
const MESSAGE_PAGE_SIZE = CHAT_PAGE_DEFAULT;

/** The newest page of a channel (the SWR key live messages revalidate). */
export function latestMessagesKey(channelId: string): string {
  return apiPaths.chatMessages(channelId, { limit: MESSAGE_PAGE_SIZE });
}

/** True for every SWR key holding a channel's messages. */
export function isMessagesKeyOf(channelId: string, key: unknown): boolean {
  return typeof key === 'string' && key.startsWith(`${apiPaths.chatMessages(channelId)}?`);
}

/** An older page, before `cursor` (not cached: the screen keeps older pages itself). */
export function fetchEarlierMessages(channelId: string, cursor: string): Promise<MessagePage> {
  return fetchJson<MessagePage>(apiPaths.chatMessages(channelId, { before: cursor, limit: MESSAGE_PAGE_SIZE }));
}

export function useChannels() {
  return useSWR<ChannelSummary[], Error>(apiPaths.chatChannels(), queryFetcher);
}

export function useChannel(channelId: string | undefined) {
  return useSWR<ChannelSummary, Error>(channelId ? apiPaths.chatChannel(channelId) : null, queryFetcher);
}

export function useLatestMessages(channelId: string | undefined) {
  return useSWR<MessagePage, Error>(channelId ? latestMessagesKey(channelId) : null, queryFetcher);
}

/** POST /api/chat/messages/{channelId}: stored before it is acknowledged; a retry of the same message keeps its key (attempt.ts). */
export async function sendMessage(channelId: string, message: PostMessageInput, attempt: Attempt): Promise<ChatMessage> {
  const sent = await sendJson<ChatMessage>('POST', apiPaths.chatMessages(channelId), message, {
    idempotencyKey: attempt.keyFor({ channelId, message }),
  });
  attempt.succeeded();
  return sent;
}

/** POST /api/uploads/images: a JPEG, PNG or WebP (≤ 5 MB) → its URL. */
export async function uploadImage(file: File): Promise<string> {
  const { url } = await uploadFile<UploadResponse>(apiPaths.uploadImages(), file);
  return url;
}

/** POST /api/chat/channels: the pair's one channel (marketplace screens open chats with this). */
export function openChannel(target: OpenChannelInput): Promise<ChannelSummary> {
  return sendJson<ChannelSummary>('POST', apiPaths.chatChannels(), target);
}

/**
 * POST mark-read: the answer (`{ unreadCount }`, the caller's total across channels) is logged and
 * returned for the badge; a failure is only logged and resolves to undefined.
 */
export async function markChannelRead(channelId: string): Promise<MarkReadResponse | undefined> {
  try {
    // No body; the API accepts a bodiless POST that claims JSON.
    const response = await apiRequest('POST', apiPaths.chatMarkRead(channelId));
    const body = (await response.json().catch(() => null)) as MarkReadResponse | null;
    console.info(`Marked channel ${channelId} read`, body);
    return typeof body?.unreadCount === 'number' ? body : undefined;
  } catch (error) {
    console.error(`Could not mark channel ${channelId} read`, error);
    return undefined;
  }
}
