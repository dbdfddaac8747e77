import {
  CITY_INDEX_LIMIT,
  CITY_PAGE_LIMIT,
  type CityIndex,
  type CityPage,
  type InvestmentRole,
  investmentValueBand,
  type OrderScope,
  RESERVED_INVESTMENT_SLUGS,
  SAMPLES_COUNT,
  type SampleInvestment,
  type SampleOrder,
} from '@platform/shared';
import type { FastifyInstance } from 'fastify';
import { appError } from '../../lib/app-error.js';
import { plainText } from '../../lib/rich-text.js';
import { findCitiesWithInvestments, findCityBySlug, findCityInvestments } from './public-investments.queries.js';
import { findSampleInvestments, findSampleOrders } from './samples.queries.js';

/** The same for every visitor: kept in the app cache for ten minutes (the browser's cache too). */
export const PUBLIC_CACHE_SECONDS = 600;
const cached = <T>(app: FastifyInstance, key: string, load: () => Promise<T>) =>
  app.cache.getOrSet(`public-investments:${key}`, PUBLIC_CACHE_SECONDS * 1000, load);

/** GET /investment-cities: the towns with the most current investments, each linking to its page. */
export const getCityIndex = (app: FastifyInstance): Promise<CityIndex> =>
  cached(app, 'cities', async () => {
    const seen = new Set<string>(RESERVED_INVESTMENT_SLUGS);
    const cities = (await findCitiesWithInvestments(app.db, CITY_INDEX_LIMIT * 2)).filter((c) => {
      if (!c.slug || seen.has(c.slug)) return false;
      seen.add(c.slug);
      return true;
    });
    return {
      cities: cities
        .slice(0, CITY_INDEX_LIMIT)
        .map((c) => ({ slug: c.slug, name: c.name, provinceName: c.province_name, count: c.count })),
    };
  });

/** GET /investment-cities/{slug}: a town's current investments, by name, stage and value band only. */
export const getCityPage = (app: FastifyInstance, slug: string): Promise<CityPage> =>
  cached(app, `city:${slug}`, async () => {
    const city = (RESERVED_INVESTMENT_SLUGS as readonly string[]).includes(slug)
      ? null
      : await findCityBySlug(app.db, slug);
    if (!city) throw appError('CITY_NOT_FOUND');
    const rows = await findCityInvestments(app.db, Number(city.id), CITY_PAGE_LIMIT);
    return {
      city: { slug, name: city.name, provinceName: city.province_name },
      total: Number(rows[0]?.total ?? 0),
      investments: rows.map((r) => ({
        id: Number(r.id),
        name: r.name,
        stageName: r.stage_name,
        valueBand: investmentValueBand(r.value_pln === null ? null : Number(r.value_pln)),
      })),
    };
  });

/** GET /investment-samples: a few real investments with everything a subscriber sees of them. */
export const getSampleInvestments = (app: FastifyInstance): Promise<SampleInvestment[]> =>
  cached(app, 'sample-investments', async () =>
    (await findSampleInvestments(app.db, SAMPLES_COUNT)).map((r) => ({
      id: Number(r.id),
      name: r.name,
      city: r.city,
      provinceName: r.province_name,
      stageName: r.stage_name,
      valuePln: r.value_pln === null ? null : Number(r.value_pln),
      startDate: r.start_date?.slice(0, 10) ?? null,
      endDate: r.end_date?.slice(0, 10) ?? null,
      description: r.description,
      participants: (r.participants ?? []).map((p) => ({
        companyId: Number(p.companyId),
        companyName: p.companyName,
        role: p.role as InvestmentRole,
        industry: p.industry,
      })),
    })),
  );

/** GET /order-samples: a few real open orders with the details an anonymous visitor does not see. */
export const getSampleOrders = (app: FastifyInstance): Promise<SampleOrder[]> =>
  cached(app, 'sample-orders', async () =>
    (await findSampleOrders(app.db, SAMPLES_COUNT)).map((r) => ({
      id: Number(r.id),
      investmentName: r.investment_name,
      city: r.city,
      companyId: Number(r.company_id),
      companyName: r.company_name,
      industries: r.industries ?? [],
      scope: r.scope as OrderScope | null,
      // the order's rich text as plain text: a sample card shows its beginning
      description: plainText(r.description) || null,
      offerDeadlineTo: r.offer_deadline_to,
      workDeadlineFrom: r.work_deadline_from,
      workDeadlineTo: r.work_deadline_to,
    })),
  );
