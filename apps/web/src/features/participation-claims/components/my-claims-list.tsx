import { CLAIM_PAGE_SIZE, CLAIM_TEXTS as T } from '@platform/shared';
import { Alert, List } from 'antd';
import { useState } from 'react';
import { isApiError } from '@/lib/api-error';
import { useMyClaims } from '../api/get-my-claims';
import { ClaimSummary } from './claim-summary';

/** 'Moje zgłoszenia': my company's declarations with their status and, when refused, the reason. */
export const MyClaimsList = () => {
  const [page, setPage] = useState(0);
  const claims = useMyClaims(page);
  if (claims.error)
    return <Alert type="warning" showIcon title={isApiError(claims.error) ? claims.error.message : T.noClaims} />;
  return (
    <List
      data-testid="my-claims"
      loading={claims.isPending}
      dataSource={claims.data?.content ?? []}
      locale={{ emptyText: T.noClaims }}
      renderItem={(claim) => (
        <List.Item key={claim.id} data-testid={`claim-${claim.id}`}>
          <ClaimSummary claim={claim} />
        </List.Item>
      )}
      pagination={
        (claims.data?.totalElements ?? 0) > CLAIM_PAGE_SIZE && {
          current: page + 1,
          pageSize: CLAIM_PAGE_SIZE,
          total: claims.data?.totalElements,
          onChange: (p) => setPage(p - 1),
          showSizeChanger: false,
        }
      }
    />
  );
};
