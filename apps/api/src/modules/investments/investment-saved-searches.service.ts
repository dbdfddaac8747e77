import {
  investmentSearchToRecord,
  LIMITS,
  readSavedInvestmentSearch,
  type SavedInvestmentSearch,
  type SavedInvestmentSearchCreate,
} from '@platform/shared';
import type { FastifyInstance } from 'fastify';
import type { ActorUser } from '../../lib/actor.js';
import { appError } from '../../lib/app-error.js';
import {
  deleteSavedSearchRow,
  findSavedSearches,
  insertSavedSearch,
  type SavedSearchRow,
} from './investment-saved-searches.queries.js';

/** The stored parameters read back through the lenient schema, so a stale one still opens a search. */
const present = (row: SavedSearchRow): SavedInvestmentSearch => {
  const { strona: _page, ...params } = readSavedInvestmentSearch(row.params);
  return {
    id: row.id,
    name: row.name,
    params: investmentSearchToRecord(params),
    createdAt: row.createdAt.toISOString(),
  };
};

export const listSavedSearches = async (app: FastifyInstance, user: ActorUser) =>
  (await findSavedSearches(app.db, user.id)).map(present);

/** Saves a search: at most LIMITS.savedFiltersMax per user, names unique per user (as spec 8's saved filters). */
export const saveSearch = async (
  app: FastifyInstance,
  user: ActorUser,
  input: SavedInvestmentSearchCreate,
): Promise<SavedInvestmentSearch> => {
  const { strona: _page, ...params } = readSavedInvestmentSearch(input.params);
  const result = await insertSavedSearch(
    app.db,
    { userId: user.id, name: input.name, params: investmentSearchToRecord(params) },
    LIMITS.savedFiltersMax,
  );
  if (result.outcome === 'duplicate') throw appError('INVESTMENT_SAVED_SEARCH_NAME_TAKEN');
  if (result.outcome !== 'inserted') throw appError('INVESTMENT_SAVED_SEARCH_LIMIT');
  return present(result.row);
};

/** Only the owner deletes a saved search; another user's is as unknown as a missing one. */
export const deleteSavedSearch = async (app: FastifyInstance, user: ActorUser, id: number): Promise<void> => {
  if (!(await deleteSavedSearchRow(app.db, user.id, id))) throw appError('INVESTMENT_SAVED_SEARCH_NOT_FOUND');
};
