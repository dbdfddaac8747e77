import { LIMITS, type OrderListFilter, type OrderListType, readStoredFilter, type UserFilter } from '@platform/shared';
import type { FastifyInstance } from 'fastify';
import type { ActorUser } from '../../lib/actor.js';
import { appError } from '../../lib/app-error.js';
import { canDeleteUserFilter } from './saved-filters.policy.js';
import {
  deleteUserFilterRow,
  findUserFilter,
  findUserFilters,
  insertUserFilter,
  type UserFilterRow,
} from './saved-filters.queries.js';

const present = (row: UserFilterRow): UserFilter => ({
  id: row.id,
  userId: row.userId,
  type: row.type as OrderListType,
  name: row.name,
  // Rows saved before the filter had a schema hold the address bar as a record: read leniently.
  filters: readStoredFilter(row.filters),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const listUserFilters = async (app: FastifyInstance, user: ActorUser, type: OrderListType) =>
  (await findUserFilters(app.db, user.id, type)).map(present);

/** Saves a filter: at most 100 per user and list type, names unique per user and type (spec 8). */
export const saveUserFilter = async (
  app: FastifyInstance,
  user: ActorUser,
  input: { type: OrderListType; name: string; filters: OrderListFilter },
): Promise<UserFilter> => {
  const result = await insertUserFilter(app.db, { userId: user.id, ...input }, LIMITS.savedFiltersMax);
  if (result.outcome === 'duplicate') throw appError('USER_FILTER_NAME_ALREADY_EXISTS');
  if (result.outcome !== 'inserted') throw appError('USER_FILTER_MAX_AMOUNT');
  return present(result.row);
};

/** Only the owner deletes a saved filter. */
export const deleteUserFilter = async (app: FastifyInstance, user: ActorUser, id: number): Promise<void> => {
  const row = await findUserFilter(app.db, id);
  if (!row) throw appError('USER_FILTER_NOT_FOUND');
  if (!canDeleteUserFilter(user, row)) throw appError('USER_FILTER_NO_PERMISSION_TO_DELETE');
  await deleteUserFilterRow(app.db, id);
};
