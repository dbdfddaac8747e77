import { CLAIM_PAGE_SIZE, CLAIM_STATUSES, type ClaimStatus, CLAIM_TEXTS as T } from '@platform/shared';
import { Button, List, Segmented, Space } from 'antd';
import { useState } from 'react';
import { isApiError } from '@/lib/api-error';
import { notify } from '@/lib/notify';
import { useDecideClaim } from '../api/decide-claim';
import { useClaimQueue } from '../api/get-claim-queue';
import { ClaimSummary } from './claim-summary';
import { RefuseDialog } from './refuse-dialog';

/** The staff queue: waiting declarations oldest first, each confirmed or refused with a reason. */
export const ClaimQueue = () => {
  const [status, setStatus] = useState<ClaimStatus>('PENDING');
  const [page, setPage] = useState(0);
  const [refusing, setRefusing] = useState<number | null>(null);
  const queue = useClaimQueue(status, page);
  const decide = useDecideClaim();
  const run = (claimId: number, decision: 'CONFIRM' | 'REFUSE', reason?: string) =>
    decide.mutate(
      { claimId, decision: { decision, reason: reason ?? null } },
      {
        onSuccess: () => {
          setRefusing(null);
          notify.success(decision === 'CONFIRM' ? T.confirmed : T.refused);
        },
        onError: (error) => notify.error(isApiError(error) ? error.message : 'Nie udało się zapisać decyzji.'),
      },
    );

  return (
    <>
      <Segmented
        aria-label="Status zgłoszeń"
        value={status}
        onChange={(v) => {
          setStatus(v as ClaimStatus);
          setPage(0);
        }}
        options={CLAIM_STATUSES.map((s) => ({ value: s, label: T.statuses[s] }))}
        style={{ marginBottom: 16 }}
      />
      <List
        data-testid="claim-queue"
        loading={queue.isPending}
        dataSource={queue.data?.content ?? []}
        locale={{ emptyText: T.emptyQueue }}
        renderItem={(claim) => (
          <List.Item key={claim.id} data-testid={`queue-claim-${claim.id}`}>
            <Space orientation="vertical" style={{ width: '100%' }}>
              <ClaimSummary claim={claim} showCompany />
              {claim.status === 'PENDING' && (
                <Space wrap>
                  <Button type="primary" onClick={() => run(claim.id, 'CONFIRM')} loading={decide.isPending}>
                    {T.confirm}
                  </Button>
                  <Button danger onClick={() => setRefusing(claim.id)}>
                    {T.refuse}
                  </Button>
                </Space>
              )}
            </Space>
          </List.Item>
        )}
        pagination={
          (queue.data?.totalElements ?? 0) > CLAIM_PAGE_SIZE && {
            current: page + 1,
            pageSize: CLAIM_PAGE_SIZE,
            total: queue.data?.totalElements,
            onChange: (p) => setPage(p - 1),
            showSizeChanger: false,
          }
        }
      />
      <RefuseDialog
        open={refusing !== null}
        pending={decide.isPending}
        onCancel={() => setRefusing(null)}
        onRefuse={(reason) => refusing !== null && run(refusing, 'REFUSE', reason)}
      />
    </>
  );
};
