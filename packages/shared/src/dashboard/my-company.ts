import { z } from 'zod';
import { companyAddressSchema } from '../company-portfolio.js';
import { text } from '../text.js';

/** My company (document 2, section 3): the dashboard's company header. */
export const myCompanySchema = z
  .object({
    id: z.number().int(),
    name: text(),
    logo: text().nullable(),
    address: companyAddressSchema,
    /** The company's distinct investments (its e-portfolio shares) and their total value in PLN. */
    stats: z.object({ totalCount: z.number().int().min(0), totalValue: z.number().min(0) }),
  })
  .meta({ id: 'MyCompany' });
export type MyCompany = z.infer<typeof myCompanySchema>;
