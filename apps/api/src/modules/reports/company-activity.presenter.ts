import type { ActivityGroup, CompanyActivity, CompanyConnection } from '@platform/shared';
import type { GroupRow } from './company-activity.queries.js';
import type { ConnectionRow, LinkRow } from './company-activity-connections.queries.js';

const group = (row: GroupRow, fallback: string): ActivityGroup => ({
  id: row.id === null ? null : Number(row.id),
  name: row.name ?? fallback,
  count: Number(row.count),
  value: Number(row.value),
});

const byCount = (a: ActivityGroup, b: ActivityGroup) => b.count - a.count || b.value - a.value;
const byYear = (a: ActivityGroup, b: ActivityGroup) => (a.id ?? 0) - (b.id ?? 0);

/** The grouped rows of the works query into the report's sections (years in order, the rest most first). */
export const presentWorks = (company: { id: number; name: string }, rows: GroupRow[]): CompanyActivity => {
  const of = (kind: string, fallback: string) => rows.filter((r) => r.kind === kind).map((r) => group(r, fallback));
  const total = rows.find((r) => r.kind === 'total');
  return {
    company: { id: company.id, name: company.name },
    summary: { count: Number(total?.count ?? 0), value: Number(total?.value ?? 0) },
    byIndustry: of('industry', 'Bez branży').sort(byCount),
    bySector: of('sector', 'Bez sektora').sort(byCount),
    byProvince: of('province', 'Bez województwa').sort(byCount),
    byYear: of('year', 'Bez daty').sort(byYear),
  };
};

export const presentConnection = (row: Omit<ConnectionRow, 'links'>, followed: boolean): CompanyConnection => ({
  company: { id: Number(row.id), name: row.name, deactivated: row.deactivated },
  industries: row.industries.map((i) => ({ id: Number(i.id), name: i.name })),
  sharedCount: Number(row.shared_count),
  sharedValue: Number(row.shared_value),
  followed,
});

export const presentLink = (row: LinkRow) => ({
  source: Number(row.source),
  target: Number(row.target),
  sharedCount: Number(row.shared_count),
});
