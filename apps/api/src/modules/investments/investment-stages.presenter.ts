import type { InvestmentChange, InvestmentChangeKind, OnHoldInvestment, StageChange } from '@platform/shared';
import type { ChangeRow, OnHoldRow, StageChangeRow } from './investment-stages-read.queries.js';

const iso = (value: string | Date) => new Date(value).toISOString();

export const presentStageChange = (row: StageChangeRow): StageChange => ({
  id: Number(row.id),
  from: row.from_id === null || row.from_name === null ? null : { id: Number(row.from_id), name: row.from_name },
  to: { id: Number(row.to_id), name: row.to_name },
  changedOn: row.changed_on,
  source: row.source,
  note: row.note,
  holdReason: row.hold_reason,
  by: row.by_name,
  at: iso(row.created_at),
});

/** The other side of a change: the merged duplicate, or the company that joined (null when deleted since). */
const otherOf = (row: ChangeRow) => {
  if (row.kind === 'MERGE' && row.details.otherId && row.details.otherName)
    return { id: Number(row.details.otherId), name: row.details.otherName };
  if (row.kind === 'PARTICIPANT_ADDED' && row.details.companyId && row.company_name)
    return { id: Number(row.details.companyId), name: row.company_name };
  return null;
};

export const presentChange = (row: ChangeRow): InvestmentChange => ({
  id: Number(row.id),
  kind: row.kind as InvestmentChangeKind,
  fields: row.details.fields ?? [],
  other: otherOf(row),
  by: row.by_name,
  at: iso(row.created_at),
});

export const presentOnHold = (row: OnHoldRow): OnHoldInvestment => ({
  investment: {
    id: Number(row.id),
    name: row.name,
    city: row.city,
    stage: { id: Number(row.stage_id), name: row.stage_name },
    value: row.value_pln === null ? null : Number(row.value_pln),
  },
  heldOn: row.held_on,
  reason: row.reason,
});
