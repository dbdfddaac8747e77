import { attachmentPageSchema } from '@platform/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { conversationKeys } from './query-keys';

/** GET /conversations/{id}/attachments?page: the files of the thread, 15 per page. */
export const getAttachments = (id: number, page: number, signal?: AbortSignal) =>
  request(`/conversations/${id}/attachments`, { schema: attachmentPageSchema, query: { page }, signal });

export const useAttachments = (id: number, page: number, enabled: boolean) =>
  useQuery({
    queryKey: conversationKeys.attachments(id, page),
    queryFn: ({ signal }) => getAttachments(id, page, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
