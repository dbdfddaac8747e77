import {
  type Bbox,
  type InvestmentPins,
  type InvestmentProvinceCount,
  type InvestmentSearchFilter,
  ORDERS_MAP,
  OTHER_PROVINCE,
} from '@platform/shared';
import type { FastifyInstance } from 'fastify';
import type { ActorUser } from '../../lib/actor.js';
import { appError } from '../../lib/app-error.js';
import { countByProvince, findPinsOrClusters } from './investment-map.queries.js';
import { mayLoadInvestmentPins } from './investment-search.policy.js';
import { resolveSearch } from './investment-search.service.js';

/** GET /investments/search/provinces: the 16 voivodeships and 'other', each with count and value. */
export const countSearchByProvince = async (
  app: FastifyInstance,
  user: ActorUser,
  filter: InvestmentSearchFilter,
): Promise<InvestmentProvinceCount[]> => {
  const rows = await countByProvince(app.db, await resolveSearch(app, user, filter));
  return rows.map((r) => ({
    provinceId: r.province_id === null ? null : Number(r.province_id),
    province: r.province_id === null ? OTHER_PROVINCE : r.province,
    count: Number(r.n),
    valuePln: Number(r.value),
  }));
};

/** GET /investments/search/pins: the bbox's pins (one per address) or grid clusters; the full plan's. */
export const findSearchPins = async (
  app: FastifyInstance,
  user: ActorUser,
  { bbox, ...filter }: InvestmentSearchFilter & { bbox: Bbox },
): Promise<InvestmentPins> => {
  if (!mayLoadInvestmentPins(user)) throw appError('INVESTMENT_MAP_PINS_PLAN');
  const rows = await findPinsOrClusters(app.db, await resolveSearch(app, user, filter), bbox, ORDERS_MAP);
  const point = (r: { x: number; y: number }) => ({ x: Number(r.x), y: Number(r.y) });
  return {
    pins: rows
      .filter((r) => r.kind === 'pin')
      .map((r) => ({
        coordinates: point(r),
        sectorId: r.sector_id === null ? null : Number(r.sector_id),
        investments: (r.investments ?? []).map((i) => ({
          id: Number(i.id),
          name: i.name,
          valuePln: i.valuePln === null ? null : Number(i.valuePln),
        })),
      })),
    clusters: rows
      .filter((r) => r.kind === 'cluster')
      .map((r) => ({ coordinates: point(r), investments: Number(r.n) })),
    investments: Number(rows[0]?.total ?? 0),
  };
};
