import type { InvestmentCorrectionBody } from '@platform/shared';
import { z } from 'zod';
import { request } from '@/lib/api-client';
import { useStaffInvestmentChange } from './record-stage-change';

/** PATCH /investments/{id} (staff): corrects the data; the change log keeps the fields before and after. */
export const correctInvestment = (id: number, body: InvestmentCorrectionBody) =>
  request(`/investments/${id}`, { method: 'PATCH', body, schema: z.object({ fields: z.number() }) });

export const useCorrectInvestment = (id: number) => useStaffInvestmentChange(id, correctInvestment);
