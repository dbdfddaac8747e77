import {
  hasRecommendationDistance,
  isFreeTierUser,
  RECOMMENDATION_WORKS_SHOWN,
  type Recommendation,
  type RecommendationPage,
  type RecommendationQuery,
  WHOLE_POLAND_DISTANCE,
} from '@platform/shared';
import type { FastifyInstance } from 'fastify';
import type { ActorUser, AuthContext } from '../../lib/actor.js';
import { appError } from '../../lib/app-error.js';
import { toPage } from '../../lib/pagination.js';
import { canInviteToOrder } from '../orders/index.js';
import { findRecommendationPage } from './recommendation-page.js';
import { nearMetres, type RecommendationRow, type RecommendationSearch } from './recommendation-search.js';
import { expandIndustryIds, findInvestmentPlace, findOrderPlace } from './recommendations.queries.js';

const metres = (km: number | undefined) =>
  km === undefined ? null : km >= WHOLE_POLAND_DISTANCE ? Number.POSITIVE_INFINITY : km * 1000;
const km = (m: number | null) => (m === null ? null : Math.round(Number(m) / 100) / 10);
const pln = (millions: number | undefined) => (millions === undefined ? null : Math.round(millions * 1_000_000));

const NO_CONTACT = { companyEmail: { values: [] }, recommendationEmail: { values: [] } };

/**
 * The contact e-mails are the company card's contacts: given to whoever may see full cards, never
 * to the free tier (spec 1, 6; SECURITY.md 'Contact e-mails of recommendations').
 */
/** `nearKm`: the radius of the ranking's near works (null: all Poland). */
const present = (row: RecommendationRow, showContacts: boolean, nearKm: number | null): Recommendation => ({
  id: row.id,
  company: {
    id: row.id,
    name: row.name,
    logo: row.logo_url,
    nip: row.nip,
    contact: showContacts
      ? {
          companyEmail: { values: row.contact?.companyEmail?.values ?? [] },
          recommendationEmail: { values: row.contact?.recommendationEmail?.values ?? [] },
        }
      : NO_CONTACT,
  },
  companyIsFollowed: row.followed,
  companyWorks: row.works.map((w) => ({
    industry: { id: w.industryId, name: w.industryName },
    investment: { id: w.investmentId, name: w.investmentName, districtName: w.districtName },
  })),
  why: {
    industries: row.industries,
    seatKm: km(row.seat_m),
    nearestWorkKm: km(row.nearest_m) ?? 0,
    nearWorksCount: Number(row.near_count),
    nearKm,
    worksCount: row.works_count,
    worksValue: Number(row.works_value),
  },
});

type Base = Pick<RecommendationSearch, 'industryIds' | 'latitude' | 'longitude' | 'scope'> & {
  excluded: (number | null)[];
  orderId?: number;
};

const search = async (app: FastifyInstance, user: ActorUser, q: RecommendationQuery, base: Base) => {
  if (!hasRecommendationDistance(q)) throw appError('RECOMMENDATION_DISTANCE_REQUIRED');
  const industryIds = await expandIndustryIds(app.db, base.industryIds);
  if (industryIds.length === 0) throw appError('RECOMMENDATION_PLACE_REQUIRED');
  const excluded = [...base.excluded, ...(q.excludedCompanyIds ?? [])].filter((id): id is number => id !== null);
  const s: RecommendationSearch = {
    ...base,
    industryIds,
    seatMetres: metres(q.companyDistance),
    workMetres: metres(q.workDistance),
    subsectorIds: q.subsectorIds,
    excludedCompanyIds: [...new Set(excluded)],
    worksCount: { min: q.minWorksCount ?? 1, max: q.maxWorksCount ?? null },
    worksValue: { min: pln(q.minWorksValue), max: pln(q.maxWorksValue) },
    viewerUserId: user.id,
    page: q.page,
    size: q.size,
    worksShown: RECOMMENDATION_WORKS_SHOWN,
  };
  const rows = await findRecommendationPage(app.db, s);
  const showContacts = !isFreeTierUser(user);
  const near = nearMetres(s);
  const nearKm = near === Number.MAX_VALUE ? null : near / 1000;
  const content = rows.map((row) => present(row, showContacts, nearKm));
  return toPage(content, rows[0]?.total ?? 0, q.page, q.size) satisfies RecommendationPage;
};

const scopeOf = (q: RecommendationQuery, orderScope?: string | null): RecommendationSearch['scope'] => {
  if (q.delivery !== undefined || q.service !== undefined)
    return { delivery: q.delivery === true, service: q.service === true };
  if (orderScope === 'DELIVERY') return { delivery: true, service: false };
  if (orderScope === 'SERVICE') return { delivery: false, service: true };
  return 'any';
};

/** The place of a finder's search: its coordinates, or those of the investment it names. */
const placeOf = async (app: FastifyInstance, q: RecommendationQuery) => {
  if (q.latitude !== undefined && q.longitude !== undefined) return { latitude: q.latitude, longitude: q.longitude };
  if (q.investmentId === undefined) return null;
  const place = await findInvestmentPlace(app.db, q.investmentId);
  if (!place) throw appError('INVESTMENT_NOT_FOUND');
  return place;
};

/**
 * GET /recommendations (the finder, and the add-order form before its order exists): industries and
 * the place (coordinates or an investment) are required; never the caller's company.
 */
export const findRecommendations = async (app: FastifyInstance, user: ActorUser, q: RecommendationQuery) => {
  const industryIds = q.industryIds ?? [];
  const place = industryIds.length ? await placeOf(app, q) : null;
  if (!place) throw appError('RECOMMENDATION_PLACE_REQUIRED');
  return search(app, user, q, {
    industryIds,
    latitude: place.latitude,
    longitude: place.longitude,
    scope: scopeOf(q),
    excluded: [user.companyId],
  });
};

/**
 * GET /orders/{id}/recommendations: the order's industries, its investment's place and its scope
 * unless the query gives others; never the requester company, the caller's company, or companies
 * already nominated to the order. Editors of the order and staff only.
 */
export const findOrderRecommendations = async (
  app: FastifyInstance,
  auth: AuthContext,
  orderId: number,
  q: RecommendationQuery,
) => {
  const order = await findOrderPlace(app.db, orderId);
  if (!order || order.removed) throw appError('ORDER_NOT_FOUND');
  if (auth.kind !== 'user' || !canInviteToOrder(auth, order)) throw appError('RECOMMENDATIONS_NO_PERMISSION');
  return search(app, auth.user, q, {
    industryIds: q.industryIds?.length ? q.industryIds : order.industryIds,
    latitude: q.latitude ?? order.latitude,
    longitude: q.longitude ?? order.longitude,
    scope: scopeOf(q, order.scope),
    excluded: [order.companyId, auth.user.companyId],
    orderId: order.id,
  });
};
