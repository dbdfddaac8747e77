import { type IntentLinkAnswer, intentLinkSchema, myInvitationSchema } from '@platform/shared';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
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

/** POST /invitation-intents/{token}: gives the link's answer (once; a decline with its reason). */
export const useIntentLinkAnswer = (token: string) =>
  useMutation({
    mutationFn: (body: IntentLinkAnswer) =>
      request(`/invitation-intents/${encodeURIComponent(token)}`, {
        method: 'POST',
        body,
        schema: myInvitationSchema,
        auth: 'none',
      }),
  });
