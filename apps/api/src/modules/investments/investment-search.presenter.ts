import type { InvestmentSearchItem, InvestmentType } from '@platform/shared';
import type { SearchRow } from './investment-search.queries.js';

const iso = (value: Date | string | null): string | null =>
  value === null ? null : value instanceof Date ? value.toISOString() : new Date(value).toISOString();

/** A row of the search as its answer names it; distances in km with one decimal. */
export const presentSearchRow = (row: SearchRow, followed: Set<number>): InvestmentSearchItem => ({
  id: Number(row.id),
  name: row.name,
  place: row.place,
  province: row.province,
  valuePln: row.value_pln === null ? null : Number(row.value_pln),
  stage: row.stage_id !== null && row.stage_name !== null ? { id: Number(row.stage_id), name: row.stage_name } : null,
  type: row.type as InvestmentType,
  archived: row.archived,
  startDate: iso(row.start_date),
  endDate: iso(row.end_date),
  participants: Number(row.participants),
  distanceKm: row.distance_m === null ? null : Math.round(Number(row.distance_m) / 100) / 10,
  updatedAt: iso(row.updated_at) ?? '',
  followed: followed.has(Number(row.id)),
});
