import { type DistrictStats, STAT_NAME_LABELS, type StatKind, type StatName, type Stats } from '@platform/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { ARCHIVED_SQL, groupedStats, industryStats, type StatsSort } from './company-stats.queries.js';

const labelOfName = (row: { name: string | null }) => STAT_NAME_LABELS[row.name as StatName] ?? row.name ?? '';

/** The grouped statistics of the card's tabs, one SQL GROUP BY each. */

/** Industries: a company may work in one investment under several industries; totals count investments once. */
export const findIndustryStats = (db: Database, companyId: number, sort: StatsSort): Promise<Stats> =>
  industryStats(db, companyId, sort);

export const findDistrictStats = async (db: Database, companyId: number, sort: StatsSort): Promise<DistrictStats> => {
  const result = await groupedStats(db, companyId, {
    groupId: sql`i.province_id`,
    groupName: sql`p.name`,
    join: sql`join provinces p on p.id = i.province_id`,
    filter: sql`i.province_id is not null`,
    sort,
  });
  return {
    stats: result.stats.map((s) => ({ id: s.id ?? 0, name: s.name, count: s.count, value: s.value })),
    totalCount: result.totalCount,
  };
};

export type KindQuery = StatsSort & { sector?: number; status?: 'ACTIVE' | 'ARCHIVED' };

/** /numbers/{kind} and /numbers/{kind}?sector= or ?status= (the subcategory: subsectors or stages). */
export const findKindStats = (db: Database, companyId: number, kind: StatKind, q: KindQuery): Promise<Stats> => {
  if (kind === 'types') {
    return groupedStats(db, companyId, { groupId: sql`null::int`, groupName: sql`i.character`, sort: q }, labelOfName);
  }
  if (kind === 'sectors') {
    const column = q.sector ? sql`i.subsector_id` : sql`i.sector_id`;
    return groupedStats(db, companyId, {
      groupId: column,
      groupName: sql`s.name`,
      join: sql`join sectors s on s.id = ${column}`,
      filter: q.sector ? sql`i.sector_id = ${q.sector} and i.subsector_id is not null` : sql`i.sector_id is not null`,
      sort: q,
    });
  }
  if (q.status) {
    const archived = q.status === 'ARCHIVED' ? ARCHIVED_SQL : sql`not ${ARCHIVED_SQL}`;
    return groupedStats(db, companyId, {
      groupId: sql`i.stage_id::int`,
      groupName: sql`st.name`,
      join: sql`join investment_stages st on st.id = i.stage_id`,
      filter: sql`${archived} and i.stage_id is not null`,
      sort: q,
    });
  }
  return groupedStats(
    db,
    companyId,
    {
      groupId: sql`null::int`,
      groupName: sql`case when ${ARCHIVED_SQL} then 'ARCHIVED' else 'ACTIVE' end`,
      sort: q,
    },
    labelOfName,
  );
};
