import type { Database } from '../../db/client.js';
import { findRecommendationDetails } from './recommendation-details.queries.js';
import { findRecommendationPageGeneric } from './recommendation-generic.queries.js';
import { findNearRanked, findRestRanked, findWholeRanked, type RankedRow } from './recommendation-ranked.queries.js';
import { nearMetres, type RecommendationRow, type RecommendationSearch } from './recommendation-search.js';

/**
 * The ranked companies of one page and how many qualify: the near companies first (works within the
 * near radius, most first), then the rest (DESIGN.md "Ranking"); with no finite distance, all by their
 * number of works. The later keys are computed only for the rows up to the page.
 */
const rankPage = async (db: Database, s: RecommendationSearch): Promise<{ rows: RankedRow[]; total: number }> => {
  const offset = s.page * s.size;
  const metres = nearMetres(s);
  if (metres === Number.MAX_VALUE) return findWholeRanked(db, s, offset, s.size);
  const near = await findNearRanked(db, s, metres, offset, s.size);
  const total = near.nearTotal + near.restTotal;
  const missing = s.size - near.rows.length;
  if (missing === 0 || near.restTotal === 0 || offset + s.size <= near.nearTotal) return { rows: near.rows, total };
  const rest = await findRestRanked(db, s, metres, Math.max(0, offset - near.nearTotal), missing);
  return { rows: [...near.rows, ...rest], total };
};

/**
 * One page of recommended companies with the total, their reasons and their nearest matching works.
 * Works-count ranges need every candidate's count: the reference statement answers them.
 */
export const findRecommendationPage = async (db: Database, s: RecommendationSearch): Promise<RecommendationRow[]> => {
  if (s.worksCount.min > 1 || s.worksCount.max !== null) return findRecommendationPageGeneric(db, s);
  const { rows, total } = await rankPage(db, s);
  const details = await findRecommendationDetails(
    db,
    s,
    rows.map((r) => r.id),
  );
  return rows.map((r, i) => ({
    ...details[i]!,
    near_count: Number(r.near_count),
    nearest_m: r.nearest_m,
    seat_m: r.seat_m,
    total,
  }));
};
