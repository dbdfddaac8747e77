import { plannerFeedSchema } from '@platform/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { plannerKeys } from './query-keys';

/** POST /planner/feed ('Wygeneruj nowy adres'): a new private address; the old one stops working. */
export const regeneratePlannerFeed = () => request('/planner/feed', { method: 'POST', schema: plannerFeedSchema });

export const useRegeneratePlannerFeed = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: regeneratePlannerFeed,
    // the answer carries the address once: it becomes the feed's cached state until the page is left
    onSuccess: (feed) => queryClient.setQueryData(plannerKeys.feed, feed),
  });
};
