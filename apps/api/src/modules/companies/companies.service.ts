import type { FastifyInstance } from 'fastify';
import { toPage } from '../../lib/pagination.js';
import { searchCompanies } from './companies.queries.js';

/** Company search and autocomplete by name or NIP, one page. */
export const findCompanyPage = async (app: FastifyInstance, query: { search: string; page: number; size: number }) => {
  const { search, page, size } = query;
  const { rows, total } = await searchCompanies(app.db, { search, page, size });
  return toPage(rows, total, page, size);
};
