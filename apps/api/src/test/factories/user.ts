import type { AccountType, Service } from '@platform/shared';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { hashPassword } from '../../lib/password.js';
import { DEMO_PASSWORD } from '../test-app.js';
import { buildCompany } from './company.js';
import { uniqueSuffix } from './sequence.js';

export type UserRow = typeof users.$inferSelect;
export type UserOverrides = Partial<typeof users.$inferInsert> & { accountType?: AccountType };

const COMPANY_ACCOUNTS: readonly AccountType[] = ['CLIENT', 'SUBACCOUNT', 'SUBSIDIZED_CLIENT'];

// argon2 takes a while; one hash of the demo password serves every built user of a file.
let demoHash: Promise<string> | undefined;

/** The services the seed gives a company's contact persons (its administrator gets more). */
const defaultServices = (accountType: AccountType): Service[] =>
  accountType === 'CLIENT' ? ['COMPANY_CARD', 'INVESTMENT_DETAIL_AND_COMPANY_PREVIEW'] : ['COMPANY_CARD'];

/**
 * A user with password `Demo123!` hashed like the seed's, of a new company unless `companyId` says
 * which (staff account types have none). Log in with `t.login(user.login)`.
 */
export const buildUser = async (db: Database, overrides: UserOverrides = {}): Promise<UserRow> => {
  const accountType = overrides.accountType ?? 'CLIENT';
  const needsCompany = COMPANY_ACCOUNTS.includes(accountType) && overrides.companyId === undefined;
  const companyId = needsCompany
    ? (await buildCompany(db, { subsidized: accountType === 'SUBSIDIZED_CLIENT' })).id
    : overrides.companyId;
  const login = overrides.login ?? `test.user.${uniqueSuffix()}`;
  demoHash ??= hashPassword(DEMO_PASSWORD);
  const [row] = await db
    .insert(users)
    .values({
      login,
      email: `${login}@test.platforma.pl`,
      passwordHash: await demoHash,
      firstName: 'Ewa',
      lastName: 'Testowa',
      phone: '600 000 000',
      companyAdmin: accountType === 'CLIENT',
      availableServices: defaultServices(accountType),
      ...overrides,
      accountType,
      companyId: companyId ?? null,
    })
    .returning();
  return row!;
};
