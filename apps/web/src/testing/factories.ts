import type { AccountType, UserMe } from '@platform/shared';

/** A /users/me answer with overrides. */
export const buildUser = (overrides: Partial<UserMe> = {}): UserMe => ({
  firstName: 'Anna',
  lastName: 'Nowak',
  email: { email: 'anna.nowak@example.pl' },
  login: 'anowak',
  accountType: 'CLIENT',
  companyAdmin: false,
  company: { id: 7 },
  availableServices: [],
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
