import { COMPANY_TEXTS, gusCompanySchema, normalizeNip } from '@platform/shared';
import { useMutation } from '@tanstack/react-query';
import { isApiError, request } from '@/lib/api-client';
import { notify } from '@/lib/notify';

/** GET /api/v2/company/gus?nip (without dashes): the company as the GUS register knows it. */
export const getGusCompany = (nip: string) =>
  request('/company/gus', {
    schema: gusCompanySchema,
    query: { nip: normalizeNip(nip) },
    failures: 'silent',
  });

/** On failure: the server's message, else 'Wystąpił błąd podczas pobierania danych GUS'. */
export const useGusLookup = () =>
  useMutation({
    mutationFn: getGusCompany,
    onError: (error) =>
      notify.error(isApiError(error) && error.status < 500 && error.message ? error.message : COMPANY_TEXTS.gusFailed),
  });
