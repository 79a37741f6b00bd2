import { HttpStatus } from '@nestjs/common';
import { ApiError } from '../platform/errors/domain-error.js';

export const CHAT_ERROR_CODES = ['CHANNEL_NOT_FOUND', 'CHAT_PARTNER_NOT_FOUND', 'CHAT_WITH_YOURSELF', 'CHAT_MESSAGE_INVALID'] as const;
export type ChatErrorCode = (typeof CHAT_ERROR_CODES)[number];

/** The message a person sees when the thrower gives none. */
const MESSAGES: Record<ChatErrorCode, string> = {
  CHANNEL_NOT_FOUND: 'Conversation not found',
  CHAT_PARTNER_NOT_FOUND: 'There is nobody to message there',
  CHAT_WITH_YOURSELF: 'You cannot message yourself',
  CHAT_MESSAGE_INVALID: 'Write a message or attach a photo',
};

/** Chat's refusals (conversations, partners, messages), each with its status. */
export class ChatError extends ApiError {
  override readonly name = 'ChatError';

  constructor(
    readonly code: ChatErrorCode,
    message: string = MESSAGES[code],
  ) {
    super(message);
  }

  get status(): HttpStatus {
    switch (this.code) {
      case 'CHANNEL_NOT_FOUND':
      case 'CHAT_PARTNER_NOT_FOUND':
        return HttpStatus.NOT_FOUND;
      case 'CHAT_WITH_YOURSELF':
      case 'CHAT_MESSAGE_INVALID':
        return HttpStatus.BAD_REQUEST;
      default:
        this.code satisfies never;
        return HttpStatus.NOT_FOUND;
    }
  }
}
