import { z } from 'zod';
import { pageOf, pathIdSchema } from './common.js';
import { COMPANY_RIGHTS } from './company-people.js';
import { text } from './text.js';

/**
 * Company membership (spec 2.8 'Zaproś nowego użytkownika', spec 6 company admin): a person joins a
 * company only when that company's admin or staff grants it. An invitation into another company
 * makes a request that the company's admin (or staff, where the company has no admin) decides.
 */
export const MEMBERSHIP_REQUEST_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type MembershipRequestStatus = (typeof MEMBERSHIP_REQUEST_STATUSES)[number];

/** What happened to a person's membership, and how (the history the company admin reads). */
export const MEMBERSHIP_CHANGES = [
  'JOINED',
  'REQUESTED',
  'APPROVED',
  'REJECTED',
  'RIGHT_GRANTED',
  'RIGHT_REVOKED',
  'DEACTIVATED',
  'REACTIVATED',
  'ADMIN_GRANTED',
  'ADMIN_REVOKED',
] as const;
export type MembershipChange = (typeof MEMBERSHIP_CHANGES)[number];
export const MEMBERSHIP_VIAS = ['REGISTRATION', 'COMPANY_ADMIN', 'STAFF', 'INVITATION'] as const;
export type MembershipVia = (typeof MEMBERSHIP_VIAS)[number];

/** How an invitation's membership ended up: granted at once, or waiting for the company admin or staff. */
export const INVITED_MEMBERSHIPS = ['GRANTED', 'PENDING_COMPANY_ADMIN', 'PENDING_STAFF'] as const;
export type InvitedMembership = (typeof INVITED_MEMBERSHIPS)[number];

export const MEMBERSHIP_MESSAGES = {
  changes: {
    JOINED: 'Dołączenie do firmy',
    REQUESTED: 'Prośba o dołączenie',
    APPROVED: 'Prośba zaakceptowana',
    REJECTED: 'Prośba odrzucona',
    RIGHT_GRANTED: 'Nadanie uprawnienia',
    RIGHT_REVOKED: 'Odebranie uprawnienia',
    DEACTIVATED: 'Dezaktywacja konta',
    REACTIVATED: 'Ponowna aktywacja konta',
    ADMIN_GRANTED: 'Przejęcie roli administratora',
    ADMIN_REVOKED: 'Przekazanie roli administratora',
  } satisfies Record<MembershipChange, string>,
  vias: {
    REGISTRATION: 'rejestracja firmy',
    COMPANY_ADMIN: 'administrator firmy',
    STAFF: 'obsługa platformy',
    INVITATION: 'zaproszenie innej firmy',
  } satisfies Record<MembershipVia, string>,
  invited: {
    GRANTED: (email: string) => `Wysłaliśmy zaproszenie na adres ${email}.`,
    PENDING_COMPANY_ADMIN: (email: string) =>
      `Wysłaliśmy zaproszenie na adres ${email}. Osoba dołączy do firmy, gdy zaakceptuje to administrator firmy; do tego czasu widzi tylko zlecenie.`,
    PENDING_STAFF: (email: string) =>
      `Wysłaliśmy zaproszenie na adres ${email}. Osoba dołączy do firmy po weryfikacji przez obsługę platformy; do tego czasu widzi tylko zlecenie.`,
  } satisfies Record<InvitedMembership, (email: string) => string>,
  approved: 'Osoba dołączyła do firmy.',
  rejected: 'Prośba o dołączenie została odrzucona.',
  noRequests: 'Brak próśb o dołączenie do firmy.',
  noHistory: 'Brak zmian członkostwa.',
} as const;

const person = z.object({ id: z.number().int(), firstName: text(), lastName: text() });

export const membershipRequestSchema = z
  .object({
    id: z.number().int(),
    status: z.enum(MEMBERSHIP_REQUEST_STATUSES),
    user: person.extend({ email: text(), position: text().nullable(), active: z.boolean() }),
    company: z.object({ id: z.number().int(), name: text() }),
    /** who decides: the company's admin, or staff where the company has no admin */
    decidedBy: z.enum(['COMPANY_ADMIN', 'STAFF']),
    /** who invited the person, and from which company */
    requestedBy: person.extend({ companyName: text().nullable() }).nullable(),
    orderId: z.number().int().nullable(),
    investmentName: text().nullable(),
    createdAt: text(),
  })
  .meta({ id: 'MembershipRequest' });
export type MembershipRequest = z.infer<typeof membershipRequestSchema>;
export const membershipRequestPageSchema = pageOf(membershipRequestSchema).meta({ id: 'MembershipRequestPage' });

export const membershipEventSchema = z
  .object({
    id: z.number().int(),
    change: z.enum(MEMBERSHIP_CHANGES),
    via: z.enum(MEMBERSHIP_VIAS),
    user: person,
    /** who made the change (null: the person themself registering, or an account since deleted) */
    by: person.nullable(),
    /** the right given or taken (RIGHT_GRANTED, RIGHT_REVOKED), else null */
    right: z.enum(COMPANY_RIGHTS).nullable(),
    at: text(),
  })
  .meta({ id: 'MembershipEvent' });
export type MembershipEvent = z.infer<typeof membershipEventSchema>;
export const membershipEventPageSchema = pageOf(membershipEventSchema).meta({ id: 'MembershipEventPage' });

export const MEMBERSHIP_PAGE_SIZE = 20;
export const membershipPageQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(10_000).default(0),
  size: z.coerce.number().int().min(1).max(100).default(MEMBERSHIP_PAGE_SIZE),
});

export const companyMembershipParamsSchema = z.object({
  companyId: pathIdSchema('Nieprawidłowy identyfikator firmy'),
});
export const membershipRequestParamsSchema = z.object({
  requestId: pathIdSchema('Nieprawidłowy identyfikator prośby'),
});
export const membershipDecisionSchema = z
  .object({ decision: z.enum(['APPROVE', 'REJECT'], { error: 'Wybierz decyzję' }) })
  .meta({ id: 'MembershipDecision' });
export type MembershipDecision = z.infer<typeof membershipDecisionSchema>;

export type MembershipRequestPage = z.infer<typeof membershipRequestPageSchema>;
export type MembershipEventPage = z.infer<typeof membershipEventPageSchema>;
