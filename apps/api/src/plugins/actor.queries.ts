import { type AccountType, isSubsidizedAccount, type Service } from '@platform/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { companies, refreshTokens, users } from '../db/schema.js';
import type { ActorUser } from '../lib/actor.js';
import { companyRightsOf } from '../lib/company-rights.js';
import { preparedPerDatabase } from '../lib/prepared.js';

// The auth plugin reads the caller of every request with this; it lives beside the plugin so that
// infrastructure does not import the auth module (which itself uses it when refreshing tokens).

const actorColumns = {
  id: users.id,
  login: users.login,
  accountType: users.accountType,
  companyId: users.companyId,
  companyAdmin: users.companyAdmin,
  availableServices: users.availableServices,
  companyRights: users.companyRights,
  active: users.active,
  companySubsidized: companies.subsidized,
};

type ActorRow = {
  id: number;
  login: string;
  accountType: string;
  companyId: number | null;
  companyAdmin: boolean;
  availableServices: string[];
  companyRights: string[];
  active: boolean;
  companySubsidized: boolean | null;
};

const toActor = (row: ActorRow): ActorUser => ({
  id: row.id,
  login: row.login,
  accountType: row.accountType as AccountType,
  companyId: row.companyId,
  companyAdmin: row.companyAdmin,
  availableServices: row.availableServices as Service[],
  companyRights: companyRightsOf(row),
  isSubsidized: isSubsidizedAccount(row.accountType as AccountType, row.companySubsidized === true),
});

// Every authenticated request whose caller is not cached reads it: built once per database.
const actorQuery = preparedPerDatabase((db) =>
  db
    .select(actorColumns)
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('find_actor_by_id'),
);

export const findActorById = async (db: Database, id: number): Promise<ActorUser | null> => {
  const query = actorQuery(db);
  const [row] = await query.execute({ id });
  return row?.active ? toActor(row) : null;
};

const sessionOpenQuery = preparedPerDatabase((db) =>
  db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.familyId, sql.placeholder('familyId')), isNull(refreshTokens.revokedAt)))
    .limit(1)
    .prepare('is_session_open'),
);

/** A session (refresh-token family) is open while one of its tokens is not revoked. */
export const isSessionOpen = async (db: Database, familyId: string): Promise<boolean> => {
  const [row] = await sessionOpenQuery(db).execute({ familyId });
  return !!row;
};
