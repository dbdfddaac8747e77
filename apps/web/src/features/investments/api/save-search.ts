import { type SavedInvestmentSearchCreate, savedInvestmentSearchSchema } from '@platform/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { investmentSearchKeys } from './query-keys';

/** POST /investments/saved-searches. */
export const saveSearch = (body: SavedInvestmentSearchCreate) =>
  request('/investments/saved-searches', { method: 'POST', body, schema: savedInvestmentSearchSchema });

export const useSaveSearch = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveSearch,
    onSuccess: () => client.invalidateQueries({ queryKey: investmentSearchKeys.saved() }),
  });
};
