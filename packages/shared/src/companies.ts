import { z } from 'zod';
import { pageOf } from './common.js';
import { text } from './text.js';

/** Company search result of spec 3: id, name, nip. */
export const companySearchResultSchema = z
  .object({ id: z.number().int(), name: text(), nip: text().nullable() })
  .meta({ id: 'CompanySearchResult' });
export type CompanySearchResult = z.infer<typeof companySearchResultSchema>;

export const companySearchPageSchema = pageOf(companySearchResultSchema).meta({ id: 'CompanySearchPage' });

export const companySearchQuerySchema = z.object({
  search: text().trim().max(200).default(''),
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(50).default(20),
});
