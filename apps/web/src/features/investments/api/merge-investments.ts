import type { InvestmentMergeBody } from '@platform/shared';
import { noContent, request } from '@/lib/api-client';
import { useStaffInvestmentChange } from './record-stage-change';

/** POST /investments/{id}/merge (staff): the duplicate's participations and orders move here, it is deleted. */
export const mergeInvestments = (id: number, body: InvestmentMergeBody) =>
  request(`/investments/${id}/merge`, { method: 'POST', body, schema: noContent });

export const useMergeInvestments = (id: number) => useStaffInvestmentChange(id, mergeInvestments);
