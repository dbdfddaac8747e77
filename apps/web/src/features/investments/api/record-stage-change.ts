import type { StageChangeBody } from '@platform/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '@/lib/api-client';
import { investmentKeys } from '@/lib/investments/query-keys';
import { trackingKeys } from './tracking-keys';

/** POST /investments/{id}/stage-changes (staff): the investment takes the stage; the history keeps it. */
export const recordStageChange = (id: number, body: StageChangeBody) =>
  request(`/investments/${id}/stage-changes`, { method: 'POST', body, schema: z.object({ id: z.number() }) });

/** A staff change of one investment: it refreshes the investment and its history. */
export const useStaffInvestmentChange = <B>(id: number, call: (id: number, body: B) => Promise<unknown>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: B) => call(id, body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: investmentKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: trackingKeys.all });
    },
  });
};

export const useRecordStageChange = (id: number) => useStaffInvestmentChange(id, recordStageChange);
