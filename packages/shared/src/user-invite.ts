import { z } from 'zod';
import { newPasswordSchema } from './account-security.js';
import { requiredText } from './auth.js';
import { idSchema } from './common.js';
import { POSITIONS } from './enums.js';
import { INVITED_MEMBERSHIPS } from './memberships.js';
import { MESSAGES } from './messages.js';
import { INVITATION_MESSAGES } from './orders/invitations.js';
import { line, text } from './text.js';
import { isInvitePhone } from './validators.js';

/** The invite-user form's own texts (spec 5 "New user", 8). */
export const USER_INVITE_MESSAGES = {
  invalidEmail: 'Nieprawidłowy adres email',
  positionRequired: 'Stanowisko jest wymagane',
} as const;

/** POST /users/invite (spec 3 "Invite-user payload", 5 "New user"). */
export const userInviteSchema = z
  .object({
    name: requiredText(MESSAGES.firstNameRequired),
    lastName: requiredText(MESSAGES.lastNameRequired),
    email: line().trim().toLowerCase().pipe(z.email(USER_INVITE_MESSAGES.invalidEmail)),
    phone: line()
      .trim()
      .min(1, MESSAGES.phoneRequired)
      .max(30, MESSAGES.phoneDigits)
      .refine(isInvitePhone, MESSAGES.phoneDigits),
    /** One of the positions of spec 3 (the reference lists), the last being 'inne'. */
    position: z.enum(POSITIONS, { error: USER_INVITE_MESSAGES.positionRequired }),
    companyId: z
      .number({ error: INVITATION_MESSAGES.chooseCompany })
      .int()
      .positive({ error: INVITATION_MESSAGES.chooseCompany }),
    /** the investment the person is invited to; none: a colleague invited by the company admin or staff */
    investmentId: idSchema.optional(),
    /** the order the person is invited to (its company is invited to it too when it is another company) */
    orderId: idSchema.optional(),
  })
  .refine((invite) => invite.orderId === undefined || invite.investmentId !== undefined, {
    path: ['investmentId'],
    error: 'Wybierz inwestycję zlecenia',
  })
  .meta({ id: 'UserInvite' });
export type UserInvite = z.output<typeof userInviteSchema>;
export type UserInviteInput = z.input<typeof userInviteSchema>;

/** The new account, and whether the person is a member of the company yet (memberships.ts). */
export const userInvitedSchema = z
  .object({ id: idSchema, email: text(), membership: z.enum(INVITED_MEMBERSHIPS) })
  .meta({ id: 'UserInvited' });
export type UserInvited = z.infer<typeof userInvitedSchema>;

/** GET /users/activation/{token}: whose account the link activates (nothing is used by looking). */
export const accountActivationSchema = z
  .object({
    firstName: text(),
    lastName: text(),
    login: text(),
    companyName: text(),
    invitedByCompanyName: text().nullable(),
    investmentName: text().nullable(),
    /** the order the person was invited to: where the activation leads */
    orderId: z.number().int().nullable(),
    /** the company's admin (or staff) has yet to let the person in */
    membershipPending: z.boolean(),
  })
  .meta({ id: 'AccountActivation' });
export type AccountActivation = z.infer<typeof accountActivationSchema>;

/** POST /users/activation/{token}: the new password, twice; answers a token pair (logged in). */
export const accountActivationRequestSchema = newPasswordSchema;
export type AccountActivationRequest = z.infer<typeof accountActivationRequestSchema>;

export const activationTokenParamsSchema = z.object({
  token: text().regex(/^[A-Za-z0-9_-]{20,100}$/, { error: 'Link aktywacyjny jest nieprawidłowy lub wygasł.' }),
});
