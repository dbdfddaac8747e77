import { z } from 'zod';
import { companyRightSchema } from './company-people.js';
import { accountTypeSchema, serviceSchema, temporaryPermissionSchema } from './enums.js';
import { MESSAGES } from './messages.js';
import { line, text } from './text.js';
import { hasValidNipChecksum, isNipFormatted, isStrongPassword } from './validators.js';

export const loginRequestSchema = z
  .object({
    login: line().trim().min(1, MESSAGES.loginRequiredField).max(200),
    password: text().min(1, MESSAGES.passwordRequired).max(200),
  })
  .meta({ id: 'LoginRequest' });
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const tokenPairSchema = z.object({ accessToken: text(), refreshToken: text() }).meta({ id: 'TokenPair' });
export type TokenPair = z.infer<typeof tokenPairSchema>;

export const accessTokenSchema = z.object({ accessToken: text() }).meta({ id: 'AccessToken' });

/** A required one-line field (a name, a city): trimmed, 1..max characters, no line breaks. */
export const requiredText = (message: string, max = 100) => line().trim().min(1, message).max(max);

export const registerRequestSchema = z
  .object({
    company: z.object({
      name: requiredText(MESSAGES.companyNameRequired, 300),
      nip: line()
        .trim()
        .refine((v) => isNipFormatted(v) && hasValidNipChecksum(v), MESSAGES.invalidNip),
      city: requiredText(MESSAGES.required),
      zipCode: line()
        .trim()
        .regex(/^\d{2}-\d{3}$/, MESSAGES.invalidZip),
    }),
    user: z.object({
      firstName: requiredText(MESSAGES.firstNameRequired),
      lastName: requiredText(MESSAGES.lastNameRequired),
      email: line().trim().toLowerCase().pipe(z.email(MESSAGES.invalidEmail)),
      phone: line().trim().max(30).optional(),
      login: line()
        .trim()
        .min(3, 'Login musi mieć od 3 do 50 znaków')
        .max(50, 'Login musi mieć od 3 do 50 znaków')
        .regex(/^[\p{L}\d._@-]+$/u, 'Login może zawierać litery, cyfry oraz znaki . _ - @'),
      password: text().max(200).refine(isStrongPassword, MESSAGES.passwordTooShort),
    }),
    acceptTerms: z.literal(true, MESSAGES.termsRequired),
  })
  .meta({ id: 'RegisterRequest' });
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** The "User (me)" entity of spec section 3, exactly these fields, plus the user's own id. */
export const userMeSchema = z
  .object({
    id: z.number().int(),
    firstName: text(),
    lastName: text(),
    email: z.object({ email: text() }),
    login: text(),
    accountType: accountTypeSchema,
    companyAdmin: z.boolean(),
    company: z.object({ id: z.number().int() }).nullable(),
    availableServices: z.array(serviceSchema),
    /** ours, beside companyAdmin: the rights the company admin gave the user (company-people.ts) */
    companyRights: z.array(companyRightSchema),
    isSubsidized: z.boolean(),
    isAdmin: z.boolean(),
    temporaryPermissions: z.array(temporaryPermissionSchema),
  })
  .meta({ id: 'UserMe' });
export type UserMe = z.infer<typeof userMeSchema>;

export const temporaryAccessRequestSchema = z
  .object({ token: text().min(1).max(200) })
  .meta({ id: 'TemporaryAccessRequest' });

export const temporaryAccessVerifySchema = z
  .object({
    valid: z.boolean(),
    accessType: z.enum(['TEMPORARY', 'AUTOMATIC']),
    permissions: z.array(temporaryPermissionSchema),
  })
  .meta({ id: 'TemporaryAccessVerify' });
export type TemporaryAccessVerify = z.infer<typeof temporaryAccessVerifySchema>;

/** Header that marks a request made with a temporary access token. */
export const ACCESS_TYPE_HEADER = 'x-access-type';
export const TEMPORARY_ACCESS_TYPE = 'temporary';
