import type { RegisterRequest } from '@platform/shared';

/** What the registration form holds: the request plus the repeated password. */
export type RegisterFormValues = {
  company?: Partial<RegisterRequest['company']>;
  user?: Partial<RegisterRequest['user']>;
  passwordRepeat?: string;
  acceptTerms?: boolean;
};

/** Form values -> the request body checked by registerRequestSchema (empty phone omitted). */
export const toRegisterRequest = (values: RegisterFormValues): unknown => {
  const phone = values.user?.phone?.trim();
  return {
    company: {
      name: values.company?.name ?? '',
      nip: values.company?.nip ?? '',
      city: values.company?.city ?? '',
      zipCode: values.company?.zipCode ?? '',
    },
    user: {
      firstName: values.user?.firstName ?? '',
      lastName: values.user?.lastName ?? '',
      email: values.user?.email ?? '',
      login: values.user?.login ?? '',
      password: values.user?.password ?? '',
      ...(phone ? { phone } : {}),
    },
    acceptTerms: values.acceptTerms === true,
  };
};
