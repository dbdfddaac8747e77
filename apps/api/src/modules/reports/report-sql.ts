/** SQL pieces the report queries share: months in Polish time, id arrays, the investment scope. */
import { type InvestmentScope, type ReportPeriod, VALUE_BANDS } from '@platform/shared';
import { type SQL, sql } from 'drizzle-orm';

/** The first moment of a Polish calendar month ('YYYY-MM'). */
export const monthStart = (month: string): SQL =>
  sql`((${`${month}-01`})::date::timestamp at time zone 'Europe/Warsaw')`;

/** The first moment after the period's last month. */
export const periodEnd = (p: ReportPeriod): SQL =>
  sql`(((${`${p.to}-01`})::date + interval '1 month')::timestamp at time zone 'Europe/Warsaw')`;

/** The month of a timestamp column as 'YYYY-MM' in Polish time. */
export const monthOfColumn = (column: SQL): SQL => sql`to_char(${column} at time zone 'Europe/Warsaw', 'YYYY-MM')`;

/** Validated integer ids as one array parameter (a JS array would expand to a list of parameters). */
export const intArray = (ids: readonly number[]): SQL => sql`${`{${ids.map((n) => Math.trunc(n)).join(',')}}`}::int[]`;

export type ScopeFilter = Omit<InvestmentScope, 'from' | 'to'>;

/** The investments of a scope and period, on the table aliased `i`. */
export const scopeWhere = (scope: Partial<ScopeFilter>, period: ReportPeriod): SQL => {
  const c: SQL[] = [sql`i.created_at >= ${monthStart(period.from)}`, sql`i.created_at < ${periodEnd(period)}`];
  if (!scope.investmentsWithArchived) c.push(sql`not i.archived`);
  if (scope.provinceIds?.length) c.push(sql`i.province_id = any(${intArray(scope.provinceIds)})`);
  if (scope.districtIds?.length) c.push(sql`i.district_id = any(${intArray(scope.districtIds)})`);
  if (scope.sectorIds?.length)
    c.push(
      sql`(i.sector_id = any(${intArray(scope.sectorIds)}) or i.subsector_id = any(${intArray(scope.sectorIds)}))`,
    );
  if (scope.stageIds?.length) c.push(sql`i.stage_id = any(${intArray(scope.stageIds)})`);
  if (scope.type && scope.type !== 'ALL') c.push(sql`i.type = ${scope.type}`);
  if (scope.characters?.length) c.push(sql`i.character = any(${`{${scope.characters.join(',')}}`}::text[])`);
  const band = VALUE_BANDS[scope.valueBand ?? 'ALL'];
  if (band.min !== null) c.push(sql`i.value_pln >= ${band.min}`);
  if (band.max !== null) c.push(sql`i.value_pln < ${band.max}`);
  return sql.join(c, sql` and `);
};

/** Orders published in a period (a planned one counts once its time has come), on alias `o`. */
export const publishedOrdersWhere = (period: ReportPeriod): SQL =>
  sql`not o.removed and o.status in ('RELEASED', 'PLANNED', 'ARCHIVED')
      and o.publish_at >= ${monthStart(period.from)} and o.publish_at < ${periodEnd(period)} and o.publish_at <= now()`;

export type Row = Record<string, unknown>;
export const num = (v: unknown): number => (v === null || v === undefined ? 0 : Number(v));
export const numOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));
