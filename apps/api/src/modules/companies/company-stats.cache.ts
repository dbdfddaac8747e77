import { COMPANY_CACHE_SECONDS } from '@platform/shared';
import type { FastifyInstance } from 'fastify';

/**
 * Statistics are the same for every viewer and change only when participations change, so they are
 * kept in the app cache (in process, or Redis shared by every instance) for the spec's 5 minutes.
 * The access check runs before, on every request. Merging companies forgets both companies' entries.
 */
const prefix = (companyId: number) => `company-stats:${companyId}:`;

export const cachedStats = <T>(app: FastifyInstance, companyId: number, part: string, load: () => Promise<T>) =>
  app.cache.getOrSet(`${prefix(companyId)}${part}`, COMPANY_CACHE_SECONDS * 1000, load);

export const forgetCompanyStats = (app: FastifyInstance, ...companyIds: number[]) =>
  Promise.all(companyIds.map((id) => app.cache.delete(prefix(id))));
