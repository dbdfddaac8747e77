import { type CompanyContactPerson, companyContactPersonsSchema } from '@platform/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { companyKeys } from './query-keys';

/** PUT /api/v2/companies/{companyId}/contact-persons: the persons of the draft and the published offer. */
export const saveContactPersons = (companyId: number, contactPersons: CompanyContactPerson[]) =>
  request(`/companies/${companyId}/contact-persons`, {
    method: 'PUT',
    body: { contactPersons },
    schema: companyContactPersonsSchema,
  });

export const useSaveContactPersons = (companyId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (persons: CompanyContactPerson[]) => saveContactPersons(companyId, persons),
    onSuccess: (saved) => {
      queryClient.setQueryData(companyKeys.contactPersons(companyId), saved);
      // the card's offer tab and the offer editor show the same persons
      void queryClient.invalidateQueries({ queryKey: ['companies', companyId, 'offer'] });
    },
  });
};
