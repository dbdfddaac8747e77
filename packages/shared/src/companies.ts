import { z } from 'zod';
import { pageOf } from './common.js';

/** Company search result of spec 3: id, name, nip. */
export const companySearchResultSchema = z
  .object({ id: z.number().int(), name: z.string(), nip: z.string().nullable() })
  .meta({ id: 'CompanySearchResult' });
export type CompanySearchResult = z.infer<typeof companySearchResultSchema>;

export const companySearchPageSchema = pageOf(companySearchResultSchema).meta({ id: 'CompanySearchPage' });

export const companySearchQuerySchema = z.object({
  search: z.string().trim().max(200).default(''),
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(50).default(20),
});
