import {
  INVITATION_ERRORS,
  MEMBERSHIP_MESSAGES,
  type UserInvited,
  type UserInviteInput,
  userInviteSchema,
} from '@platform/shared';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';

export type PersonFields = {
  name: string;
  lastName: string;
  email: string;
  phone: string;
  position: string | undefined;
};
/** A message per field (the person's, the dialog's own such as the company) and one for the form. */
export type PersonErrors = Partial<Record<string, string>>;
const EMPTY: PersonFields = { name: '', lastName: '', email: '', phone: '', position: undefined };

type Options = {
  /** POST /users/invite as the dialog's feature sends it (each refreshes its own lists). */
  invite: UseMutationResult<UserInvited, Error, UserInviteInput>;
  /** What the dialog adds to the person: the company, the investment and order of an invitation. */
  context: () => Partial<UserInviteInput>;
  onInvited: () => void;
};

/**
 * A person invited by e-mail (POST /users/invite): the fields, the contract's message of each field,
 * 'Taki użytkownik już istnieje' on the e-mail, and the notice of the membership the answer tells.
 * The order's 'Zaproś nowego użytkownika' and the company admin's 'Zaproś osobę' share it.
 */
export const usePersonInvite = ({ invite, context, onInvited }: Options) => {
  const [fields, setFields] = useState<PersonFields>(EMPTY);
  const [errors, setErrors] = useState<PersonErrors>({});
  const set = (name: keyof PersonFields) => (value: string) => setFields((f) => ({ ...f, [name]: value }));
  const submit = () => {
    const parsed = userInviteSchema.safeParse({ ...fields, ...context() });
    if (!parsed.success) {
      // the first message of each field (an empty phone is 'required', not also 'digits')
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]).reverse()));
      return;
    }
    setErrors({});
    invite.mutate(parsed.data, {
      onSuccess: (answer) => {
        notify.success(MEMBERSHIP_MESSAGES.invited[answer.membership](answer.email));
        setFields(EMPTY);
        onInvited();
      },
      onError: (error) => {
        const code = isApiError(error) ? error.code : '';
        if (code === 'USER_ALREADY_EXISTS') setErrors({ email: INVITATION_ERRORS.USER_ALREADY_EXISTS.message });
        else setErrors({ form: error.message || INVITATION_ERRORS.USER_INVITE_FAILED.message });
      },
    });
  };
  return { fields, set, errors, submit, pending: invite.isPending };
};

/** A form item's label target and its message, for the field `name` of the dialog `idPrefix`. */
export const inviteItem = (idPrefix: string, errors: PersonErrors, name: string) => ({
  htmlFor: `${idPrefix}-${name}`,
  validateStatus: errors[name] ? ('error' as const) : undefined,
  help: errors[name],
});
