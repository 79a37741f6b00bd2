/** Longest message text (characters). */
export const CHAT_MESSAGE_MAX_LENGTH = 4000;
/** History page size: default and largest allowed. */
export const CHAT_PAGE_DEFAULT = 30;
export const CHAT_PAGE_MAX = 100;
/** Characters of a message shown in a live notification. */
export const CHAT_PREVIEW_LENGTH = 120;
