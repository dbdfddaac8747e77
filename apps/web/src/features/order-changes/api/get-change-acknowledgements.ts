import { orderChangeAcknowledgementsSchema } from '@platform/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { orderChangesKeys } from './query-keys';

/** GET /orders/{id}/changes/acknowledgements: per company concerned, the version it acknowledged (editors). */
export const getChangeAcknowledgements = (id: number, signal?: AbortSignal) =>
  request(`/orders/${id}/changes/acknowledgements`, { schema: orderChangeAcknowledgementsSchema, signal });

export const changeAcknowledgementsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: orderChangesKeys.acknowledgements(id),
    queryFn: ({ signal }) => getChangeAcknowledgements(id, signal),
  });

export const useChangeAcknowledgements = (id: number) => useQuery(changeAcknowledgementsQueryOptions(id));
