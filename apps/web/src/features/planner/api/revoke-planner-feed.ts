import { useMutation, useQueryClient } from '@tanstack/react-query';
import { noContent, request } from '@/lib/api-client';
import { plannerKeys } from './query-keys';

/** DELETE /planner/feed: the calendar address stops working. */
export const revokePlannerFeed = () => request('/planner/feed', { method: 'DELETE', schema: noContent });

export const useRevokePlannerFeed = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokePlannerFeed,
    onSettled: () => queryClient.invalidateQueries({ queryKey: plannerKeys.feed }),
  });
};
