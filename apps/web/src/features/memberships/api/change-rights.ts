import type { CompanyRight } from '@platform/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { noContent, request } from '@/lib/api-client';
import { membershipKeys } from './query-keys';

type Target = { companyId: number; userId: number };

/** PUT /companies/{companyId}/people/{userId}/rights: the whole set of the person's rights. */
export const changeRights = ({ companyId, userId }: Target, rights: CompanyRight[]) =>
  request(`/companies/${companyId}/people/${userId}/rights`, { method: 'PUT', body: { rights }, schema: noContent });

export const useChangeRights = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ target, rights }: { target: Target; rights: CompanyRight[] }) => changeRights(target, rights),
    // the history gained rows too
    onSettled: () => queryClient.invalidateQueries({ queryKey: membershipKeys.all }),
  });
};
