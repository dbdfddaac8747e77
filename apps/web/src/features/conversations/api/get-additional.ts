import { attachmentPageSchema } from '@platform/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { conversationKeys } from './query-keys';

/** GET /attachments/additional?conversationId&page: the company's private files, 5 per page. */
export const getAdditional = (id: number, page: number, signal?: AbortSignal) =>
  request('/attachments/additional', {
    schema: attachmentPageSchema,
    query: { conversationId: id, page },
    signal,
    failures: 'no-redirect',
  });

export const useAdditional = (id: number, page: number, enabled: boolean) =>
  useQuery({
    queryKey: conversationKeys.additional(id, page),
    queryFn: ({ signal }) => getAdditional(id, page, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
