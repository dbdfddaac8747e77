import { z } from 'zod';
import { idSchema, pageOf } from './common.js';
import { COMPANY_LIST_PAGE_SIZE } from './constants.js';
import { text } from './text.js';

/** Admin company list (GET /companies?page): 20 per page, search by name or NIP. */
export const adminCompanyListQuerySchema = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(100).default(COMPANY_LIST_PAGE_SIZE),
  search: text().trim().max(200).default(''),
});
export const adminCompanyRowSchema = z
  .object({
    id: z.number().int(),
    name: text(),
    nip: text().nullable(),
    city: text().nullable(),
    province: text().nullable(),
    deactivated: z.boolean(),
  })
  .meta({ id: 'AdminCompanyRow' });
export const adminCompanyPageSchema = pageOf(adminCompanyRowSchema).meta({ id: 'AdminCompanyPage' });

/** Users (contact persons) of a company: GET /users?byMyCompany=true, or GET /companies/{companyId}/users (admins). */
export const companyUserSchema = z
  .object({
    userId: z.number().int(),
    companyId: z.number().int(),
    email: text(),
    name: text(),
    lastName: text(),
    phone: text().nullable(),
    position: text().nullable(),
    companyAdmin: z.boolean(),
    canEditOffer: z.boolean(),
    /** ours: may be named an order's contact person (the CONTACT_PERSON right, company-people.ts) */
    contactPerson: z.boolean(),
  })
  .meta({ id: 'CompanyUser' });
export type CompanyUser = z.infer<typeof companyUserSchema>;
export const companyUsersSchema = z.array(companyUserSchema).meta({ id: 'CompanyUsers' });
export const companyUsersQuerySchema = z.object({ byMyCompany: z.enum(['true']) });

/** PUT /companies/{companyId}/users/{userId}/offer-edit: the company admin grants COMPANY_OFFER_EDIT. */
export const offerEditGrantSchema = z.object({ granted: z.boolean() });

/** POST /companies/{id}/merge: the duplicate's investments, users, follows and orders move to {id}; the duplicate is soft-deleted. */
export const companyMergeInputSchema = z.object({ duplicateCompanyId: idSchema });
export const companyMergeResultSchema = z
  .object({
    id: z.number().int(),
    duplicateCompanyId: z.number().int(),
    moved: z.object({
      investments: z.number().int(),
      users: z.number().int(),
      follows: z.number().int(),
      orders: z.number().int(),
    }),
  })
  .meta({ id: 'CompanyMergeResult' });

/** GET /company/gus?nip (NIP without dashes): the company as the GUS REGON register knows it. */
export const gusQuerySchema = z.object({
  nip: text().regex(/^\d{10}$/, { error: 'NIP jest niepoprawny' }),
});
export const gusCompanySchema = z
  .object({
    nip: text(),
    regon: text().nullable(),
    name: text(),
    province: text().nullable(),
    district: text().nullable(),
    commune: text().nullable(),
    city: text().nullable(),
    zipCode: text().nullable(),
    postOffice: text().nullable(),
    street: text().nullable(),
    streetNo: text().nullable(),
    apartmentNo: text().nullable(),
    inactiveSince: text().nullable(),
  })
  .meta({ id: 'GusCompany' });
export type GusCompany = z.infer<typeof gusCompanySchema>;
