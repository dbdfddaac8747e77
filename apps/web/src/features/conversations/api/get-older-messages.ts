import { conversationSchema } from '@platform/shared';
import { useMutation } from '@tanstack/react-query';
import { request } from '@/lib/api-client';

/** GET /conversations/{id}?before=: the page of messages before a message id. */
export const getOlderMessages = (id: number, before: number) =>
  request(`/conversations/${id}`, { schema: conversationSchema, query: { before } });

/**
 * Loaded on demand ('Wcześniejsze wiadomości'), not cached as a query: the pages are kept beside the
 * polled newest page by useMessageHistory, which a query refetch would throw away.
 */
export const useOlderMessages = (id: number) =>
  useMutation({ mutationFn: (before: number) => getOlderMessages(id, before) });
