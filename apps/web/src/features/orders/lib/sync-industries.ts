import { LIMITS, ORDER_MESSAGES } from '@platform/shared';
import type { IndustryRow } from './order-form-values';

type Result = { ids: number[]; rows: IndustryRow[]; error: string | null };

/**
 * The picked industries -> one parameter row each (kept rows keep their quantity and unit). At most
 * 5; industries the order had before an update cannot be removed (spec 5).
 */
export const syncIndustries = (
  picked: number[],
  previous: { ids: number[]; rows: IndustryRow[] },
  titles: Map<number, string>,
  locked: readonly number[],
): Result => {
  let ids = picked;
  let error: string | null = null;
  const removedLocked = locked.filter((id) => previous.ids.includes(id) && !ids.includes(id));
  if (removedLocked.length) {
    ids = [...ids, ...removedLocked];
    error = ORDER_MESSAGES.industriesRemoved;
  }
  if (ids.length > LIMITS.orderIndustriesMax) {
    ids = previous.ids;
    error = ORDER_MESSAGES.industriesMax;
  }
  const rows = ids.map(
    (id) =>
      previous.rows.find((r) => r.industryId === id) ?? {
        industryId: id,
        name: titles.get(id) ?? '',
        quantity: '',
        unit: null,
        description: '',
      },
  );
  return { ids, rows, error };
};
