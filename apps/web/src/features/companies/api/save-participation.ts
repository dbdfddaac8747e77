import type { CompanyParticipationChange, CompanyParticipationInput } from '@platform/shared';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { noContent, request } from '@/lib/api-client';
import { companyKeys } from './query-keys';

type Key = { investmentId: number; industryId: number };

/** POST /api/v2/companies/{companyId}/participations: a new participation (admins). */
export const addParticipation = (companyId: number, input: CompanyParticipationInput) =>
  request(`/companies/${companyId}/participations`, { method: 'POST', body: input, schema: noContent });

/** PUT /api/v2/companies/{companyId}/participations/{investmentId}/{industryId}: role, industry, value. */
export const changeParticipation = (companyId: number, key: Key, change: CompanyParticipationChange) =>
  request(`/companies/${companyId}/participations/${key.investmentId}/${key.industryId}`, {
    method: 'PUT',
    body: change,
    schema: noContent,
  });

/** DELETE /api/v2/companies/{companyId}/participations/{investmentId}/{industryId}. */
export const removeParticipation = (companyId: number, key: Key) =>
  request(`/companies/${companyId}/participations/${key.investmentId}/${key.industryId}`, {
    method: 'DELETE',
    schema: noContent,
  });

/** A participation changes the list and the card's figures, statistics and investments. */
const refresh = (queryClient: QueryClient, companyId: number) =>
  Promise.all(
    [
      companyKeys.participationsAll(companyId),
      companyKeys.stats(companyId),
      companyKeys.summary(companyId),
      companyKeys.investments(companyId),
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );

export const useAddParticipation = (companyId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CompanyParticipationInput) => addParticipation(companyId, input),
    onSuccess: () => refresh(queryClient, companyId),
  });
};

export const useChangeParticipation = (companyId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, change }: { key: Key; change: CompanyParticipationChange }) =>
      changeParticipation(companyId, key, change),
    onSuccess: () => refresh(queryClient, companyId),
  });
};

export const useRemoveParticipation = (companyId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (key: Key) => removeParticipation(companyId, key),
    onSuccess: () => refresh(queryClient, companyId),
  });
};
