import type { AccountType, Order, UserMe } from '@platform/shared';

/** A /users/me answer with overrides. */
export const buildUser = (overrides: Partial<UserMe> = {}): UserMe => ({
  id: 11,
  firstName: 'Anna',
  lastName: 'Nowak',
  email: { email: 'anna.nowak@example.pl' },
  login: 'anowak',
  accountType: 'CLIENT',
  companyAdmin: false,
  company: { id: 7 },
  availableServices: [],
  companyRights: ['CONVERSATIONS', 'CONTACT_PERSON'],
  isSubsidized: false,
  isAdmin: false,
  temporaryPermissions: [],
  ...overrides,
});

export const userOfType = (accountType: AccountType, overrides: Partial<UserMe> = {}): UserMe =>
  buildUser({
    accountType,
    isAdmin: ['SUPERADMIN', 'ADMINISTRATOR', 'MANAGER', 'SALES'].includes(accountType),
    isSubsidized: accountType === 'SUBSIDIZED_CLIENT',
    ...overrides,
  });

/** A fetch Response with a JSON body. */
export const jsonResponse = (status: number, body: unknown): Response =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/** A released order card answer (GET /orders/{id}) with overrides. */
export const buildOrder = (overrides: Partial<Order> = {}): Order => ({
  id: 12,
  viewType: 'FULL',
  status: 'RELEASED',
  isApproved: true,
  publishAt: '2026-11-20T10:00:00.000Z',
  publishTimestamp: 0,
  createdAt: '2026-11-19T10:00:00.000Z',
  character: 'PRIVATE',
  scope: 'SERVICE',
  offerDeadlineFrom: '2026-12-01',
  offerDeadlineTo: '2026-12-10',
  workDeadlineFrom: '2027-01',
  workDeadlineTo: null,
  industries: [{ industryId: 1702, industryName: 'Generalne wykonawstwo', workScopeNumber: 120.5, unit: 'm2' }],
  technology: { producerPreference: [], technologyPreference: [] },
  description: '<p>Opis</p>',
  visibleToIndustryUsersOnly: false,
  hasContactPhones: true,
  userAllowedToEdit: false,
  userAllowedToApprove: false,
  deletedReason: null,
  city: 'Wrocław',
  provinceName: 'dolnośląskie',
  ...overrides,
});
