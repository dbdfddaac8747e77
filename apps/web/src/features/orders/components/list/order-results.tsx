import type { OrderListItem, Page } from '@platform/shared';
import { Empty, Pagination, Spin } from 'antd';
import { type ReactNode, useState } from 'react';
import { ErrorAlert } from '@/components/error-alert';
import { notify } from '@/lib/notify';
import { DeleteOrderModal } from '../delete-order-modal';
import { OrderRow } from './order-row';

type Props = {
  data: Page<OrderListItem> | undefined;
  loading: boolean;
  /** a refused or failed list call: its reason replaces the spinner */
  error: unknown;
  page: number;
  onPage: (page: number) => void;
  manage: boolean;
  /** subsidised clients: first page only (spec 6) */
  firstPageOnly: boolean;
  rowMarks?: (order: OrderListItem) => ReactNode;
};

/** The rows, the 1-based pagination and the delete modal of own orders. */
export const OrderResults = ({ data, loading, error, page, onPage, manage, firstPageOnly, rowMarks }: Props) => {
  const [deleting, setDeleting] = useState<OrderListItem | null>(null);
  if (error && !loading) {
    return <ErrorAlert error={error} style={{ margin: '24px 0' }} />;
  }
  if (!data) return <Spin style={{ display: 'block', margin: 48 }} />;
  return (
    <Spin spinning={loading}>
      <div data-testid="order-results" aria-busy={loading}>
        {data.content.length === 0 ? (
          <Empty description="Brak zleceń spełniających kryteria" style={{ margin: '48px 0' }} />
        ) : (
          data.content.map((order) => (
            <OrderRow key={order.id} order={order} manage={manage} onDelete={setDeleting} marks={rowMarks?.(order)} />
          ))
        )}
        {!firstPageOnly && data.totalElements > data.size && (
          <Pagination
            current={page}
            pageSize={data.size}
            total={data.totalElements}
            showSizeChanger={false}
            onChange={onPage}
            style={{ marginTop: 16, textAlign: 'center' }}
          />
        )}
      </div>
      <DeleteOrderModal
        orderId={deleting?.id ?? null}
        draft={deleting?.status === 'DRAFT'}
        onClose={() => setDeleting(null)}
        onDeleted={(removed) => notify.success(removed ? 'Zlecenie zostało usunięte' : 'Zlecenie trafiło do archiwum')}
      />
    </Spin>
  );
};
