import { useMutation } from '@tanstack/react-query';
import { noContent, request } from '@/lib/api-client';

/** POST /orders/{id}/shared: a copied link counts as a share in the statistics. */
export const shareOrder = (id: number) =>
  request(`/orders/${id}/shared`, {
    method: 'POST',
    schema: noContent,
  });

export const useShareOrder = () => useMutation({ mutationFn: shareOrder });
