import { type DistrictStats, STAT_NAME_LABELS, type StatKind, type StatName, type Stats } from '@platform/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  ARCHIVED_SQL,
  groupedStats,
  industryStats,
  investmentSummary,
  type StatsSort,
} from './company-stats.queries.js';

const withTotals = async (db: Database, companyId: number, filter: SQL | undefined, stats: Stats['stats']) => {
  const total = await investmentSummary(db, companyId, filter);
  return { stats, totalCount: total.count, totalValue: total.value };
};

const labelOfName = (row: { name: string | null }) => STAT_NAME_LABELS[row.name as StatName] ?? row.name ?? '';

export const getIndustryStats = async (db: Database, companyId: number, sort: StatsSort): Promise<Stats> =>
  withTotals(db, companyId, undefined, await industryStats(db, companyId, sort));

export const getDistrictStats = async (db: Database, companyId: number, sort: StatsSort): Promise<DistrictStats> => {
  const filter = sql`i.province_id is not null`;
  const stats = await groupedStats(db, companyId, {
    groupId: sql`i.province_id`,
    groupName: sql`p.name`,
    join: sql`join provinces p on p.id = i.province_id`,
    filter,
    sort,
  });
  const total = await investmentSummary(db, companyId, filter);
  return {
    stats: stats.map((s) => ({ id: s.id ?? 0, name: s.name, count: s.count, value: s.value })),
    totalCount: total.count,
  };
};

export type KindQuery = StatsSort & { sector?: number; status?: 'ACTIVE' | 'ARCHIVED' };

/** /numbers/{kind} and /numbers/{kind}?sector= or ?status= (the subcategory: subsectors or stages). */
export const getKindStats = async (db: Database, companyId: number, kind: StatKind, q: KindQuery): Promise<Stats> => {
  if (kind === 'types') {
    const stats = await groupedStats(
      db,
      companyId,
      { groupId: sql`null::int`, groupName: sql`i.character`, sort: q },
      labelOfName,
    );
    return withTotals(db, companyId, undefined, stats);
  }
  if (kind === 'sectors') {
    const filter = q.sector
      ? sql`i.sector_id = ${q.sector} and i.subsector_id is not null`
      : sql`i.sector_id is not null`;
    const column = q.sector ? sql`i.subsector_id` : sql`i.sector_id`;
    const stats = await groupedStats(db, companyId, {
      groupId: column,
      groupName: sql`s.name`,
      join: sql`join sectors s on s.id = ${column}`,
      filter,
      sort: q,
    });
    return withTotals(db, companyId, filter, stats);
  }
  if (q.status) {
    const filter = q.status === 'ARCHIVED' ? ARCHIVED_SQL : sql`not ${ARCHIVED_SQL} and i.stage_id is not null`;
    const stats = await groupedStats(db, companyId, {
      groupId: sql`i.stage_id::int`,
      groupName: sql`st.name`,
      join: sql`join investment_stages st on st.id = i.stage_id`,
      filter: q.status === 'ARCHIVED' ? sql`${filter} and i.stage_id is not null` : filter,
      sort: q,
    });
    return withTotals(db, companyId, filter, stats);
  }
  const stats = await groupedStats(
    db,
    companyId,
    {
      groupId: sql`null::int`,
      groupName: sql`case when ${ARCHIVED_SQL} then 'ARCHIVED' else 'ACTIVE' end`,
      sort: q,
    },
    labelOfName,
  );
  return withTotals(db, companyId, undefined, stats);
};
