import { LIMITS } from '../constants.js';

/** Limits of conversations (document 2, section 9; the rest our decisions). */
export const CONVERSATION_LIMITS = {
  /** attachments panel of a conversation */
  attachmentsPageSize: 15,
  /** private ("additional") attachments of a company */
  additionalPageSize: 5,
  // decision: a message is at most 10,000 characters
  textMax: 10_000,
  // decision: a thread opens on its newest 100 messages ('Wcześniejsze wiadomości' loads the previous 100),
  // so that opening a long thread stays within 50 ms (spec 9 gives no size)
  messagesPageSize: 100,
  attachmentsPerMessage: LIMITS.uploadMaxFilesDefault,
  /** lists of the messages area */
  listPageSize: 20,
  // decision: a participant hears by e-mail of messages unread for 5 minutes (one e-mail per conversation)
  unreadEmailDelayMinutes: 5,
  /** how long the unread count of a user is shared through the cache (polled every 10 s) */
  unreadCacheSeconds: 5,
} as const;
