/** The answers of the company-activity report (document 2, section 2.8): works and connections. */
import { z } from 'zod';
import { pageOf } from '../common.js';
import { text } from '../text.js';

/** One group of the company's works: distinct investments and the sum of their values in PLN. */
export const activityGroupSchema = z.object({
  id: z.number().int().nullable(),
  name: text(),
  count: z.number().int(),
  value: z.number(),
});
export type ActivityGroup = z.infer<typeof activityGroupSchema>;

/** GET /reports/company-activity: the company's works by industry, sector, voivodeship and year. */
export const companyActivitySchema = z
  .object({
    company: z.object({ id: z.number().int(), name: text() }),
    summary: z.object({ count: z.number().int(), value: z.number() }),
    byIndustry: z.array(activityGroupSchema),
    bySector: z.array(activityGroupSchema),
    byProvince: z.array(activityGroupSchema),
    /** Year of the start of works (the year the investment was entered when no start is known). */
    byYear: z.array(activityGroupSchema),
  })
  .meta({ id: 'CompanyActivity' });
export type CompanyActivity = z.infer<typeof companyActivitySchema>;

/** A partner: a company that took part in the same investments, with what they share. */
export const companyConnectionSchema = z.object({
  company: z.object({ id: z.number().int(), name: text(), deactivated: z.boolean() }),
  /** The industries of the partner's works in the shared investments. */
  industries: z.array(z.object({ id: z.number().int(), name: text() })),
  sharedCount: z.number().int(),
  sharedValue: z.number(),
  followed: z.boolean(),
});
export type CompanyConnection = z.infer<typeof companyConnectionSchema>;

/** Largest page of partners: the graph shows the first ones, the export takes a whole page. */
export const CONNECTIONS_PAGE_MAX = 500;
export const CONNECTIONS_GRAPH_SIZE = 40;
export const CONNECTIONS_TABLE_SIZE = 20;

export const connectionsPageQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(100_000).catch(0),
  size: z.coerce.number().int().min(1).max(CONNECTIONS_PAGE_MAX).catch(CONNECTIONS_TABLE_SIZE),
});

/** GET /reports/company-activity/connections: partners by shared investments, most first. */
export const companyConnectionsSchema = pageOf(companyConnectionSchema)
  .extend({
    /** Links between the listed partners: investments both took part in together with the company. */
    links: z.array(z.object({ source: z.number().int(), target: z.number().int(), sharedCount: z.number().int() })),
  })
  .meta({ id: 'CompanyConnections' });
export type CompanyConnections = z.infer<typeof companyConnectionsSchema>;
