import { type IntentLinkAnswer, intentLinkSchema, myInvitationSchema } from '@platform/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { recommendationKeys } from './query-keys';

/** GET /invitation-intents/{token}: what an invitation e-mail's one-time link answers (looking does not use it). */
export const getIntentLink = (token: string, signal?: AbortSignal) =>
  request(`/invitation-intents/${encodeURIComponent(token)}`, { schema: intentLinkSchema, signal, auth: 'none' });

export const intentLinkQueryOptions = (token: string) =>
  queryOptions({
    queryKey: recommendationKeys.intentLink(token),
    queryFn: ({ signal }) => getIntentLink(token, signal),
    retry: false,
  });

export const useIntentLink = (token: string) => useQuery(intentLinkQueryOptions(token));

/**
 * POST /invitation-intents/{token}: gives the link's answer (once; a decline with its reason). A
 * refusal (used meanwhile in another tab, the order closed) reads the link again, so the page shows
 * the answer that stands.
 */
export const useIntentLinkAnswer = (token: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: IntentLinkAnswer) =>
      request(`/invitation-intents/${encodeURIComponent(token)}`, {
        method: 'POST',
        body,
        schema: myInvitationSchema,
        auth: 'none',
      }),
    onError: () => queryClient.invalidateQueries({ queryKey: recommendationKeys.intentLink(token) }),
  });
};
