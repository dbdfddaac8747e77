import type { Conversation, ConversationMessage } from '@platform/shared';
import { useState } from 'react';

/** Messages of both lists once each, oldest first (ids grow with time). */
export const mergeMessages = (a: ConversationMessage[], b: ConversationMessage[]) => {
  const byId = new Map<number, ConversationMessage>();
  for (const m of a) byId.set(m.id, m);
  for (const m of b) byId.set(m.id, m);
  return [...byId.values()].sort((x, y) => x.id - y.id);
};

type History = {
  conversationId: number;
  /** the polled newest page this history was last merged with */
  latest: ConversationMessage[];
  messages: ConversationMessage[];
  /** an older page said nothing comes before it */
  reachedStart: boolean;
};

const fresh = (conversation: Conversation): History => ({
  conversationId: conversation.id,
  latest: conversation.messages,
  messages: conversation.messages,
  reachedStart: !conversation.hasOlder,
});

/**
 * The messages shown of a thread: the polled newest page merged with the older pages loaded so far.
 * Messages that leave the newest page as new ones arrive stay shown, so no gap opens between pages.
 */
export const useMessageHistory = (conversation: Conversation) => {
  const [history, setHistory] = useState(() => fresh(conversation));
  let current = history;
  if (history.conversationId !== conversation.id) current = fresh(conversation);
  else if (history.latest !== conversation.messages)
    current = {
      ...history,
      latest: conversation.messages,
      messages: mergeMessages(history.messages, conversation.messages),
    };
  if (current !== history) setHistory(current);
  return {
    messages: current.messages,
    hasOlder: !current.reachedStart,
    addOlder: (page: Conversation) =>
      setHistory((h) =>
        // a page of a thread left meanwhile is dropped
        page.id !== h.conversationId
          ? h
          : {
              ...h,
              messages: mergeMessages(page.messages, h.messages),
              reachedStart: h.reachedStart || !page.hasOlder,
            },
      ),
  };
};
