import { type InvestmentFollowBody, investmentFollowSchema } from '@platform/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { noContent, request } from '@/lib/api-client';
import { trackingKeys } from './tracking-keys';

/** PUT /investments/{id}/follow: watch with the note (or save the note). */
export const followInvestment = (id: number, body: InvestmentFollowBody) =>
  request(`/investments/${id}/follow`, { method: 'PUT', body, schema: investmentFollowSchema });

/** DELETE /investments/{id}/follow: stop watching (the note goes too). */
export const unfollowInvestment = (id: number) =>
  request(`/investments/${id}/follow`, { method: 'DELETE', schema: noContent });

export const useFollowInvestment = (id: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InvestmentFollowBody) => followInvestment(id, body),
    onSuccess: (follow) => {
      queryClient.setQueryData(trackingKeys.follow(id), follow);
      void queryClient.invalidateQueries({ queryKey: trackingKeys.watchedAll });
    },
  });
};

export const useUnfollowInvestment = (id: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unfollowInvestment(id),
    onSuccess: () => {
      queryClient.setQueryData(trackingKeys.follow(id), { following: false, note: null, followedAt: null });
      void queryClient.invalidateQueries({ queryKey: trackingKeys.watchedAll });
    },
  });
};
