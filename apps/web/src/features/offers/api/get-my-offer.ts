import { myOfferSchema } from '@platform/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { offerKeys } from './query-keys';

/** GET /orders/{id}/offers/me: my company's own offer on the order and its outcome. */
export const getMyOffer = (orderId: number, signal?: AbortSignal) =>
  request(`/orders/${orderId}/offers/me`, { schema: myOfferSchema.nullable(), signal, failures: 'inline' });

export const myOfferQueryOptions = (orderId: number) =>
  queryOptions({ queryKey: offerKeys.mine(orderId), queryFn: ({ signal }) => getMyOffer(orderId, signal) });

export const useMyOffer = (orderId: number, enabled = true) => useQuery({ ...myOfferQueryOptions(orderId), enabled });
