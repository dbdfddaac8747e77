import {
  ADMIN_EMAILS_PAGE_SIZE,
  type AdminEmailRow,
  countOf,
  EMAIL_NOT_SENT_REASON_LABELS,
  EMAIL_STATUS_LABELS,
  NOUNS,
  notificationKindLabel,
} from '@platform/shared';
import { Button, Table, Tag, Tooltip } from 'antd';
import { formatMoment } from '@/lib/format';
import { STATUS_COLORS } from './status-counts';

type Props = {
  rows: AdminEmailRow[];
  total: number;
  page: number;
  loading: boolean;
  onPage: (page: number) => void;
  onPreview: (id: number) => void;
  onResend: (id: number) => void;
  resendingId: number | null;
};

/** The status, with why a NOT_SENT one was not sent underneath and the last error on hover. */
export const StatusTag = ({ row }: { row: Pick<AdminEmailRow, 'status' | 'reason' | 'error'> }) => {
  const tag = <Tag color={STATUS_COLORS[row.status]}>{EMAIL_STATUS_LABELS[row.status]}</Tag>;
  return (
    <>
      {row.error ? <Tooltip title={row.error}>{tag}</Tooltip> : tag}
      {row.reason && <div className="email-status-reason">{EMAIL_NOT_SENT_REASON_LABELS[row.reason]}</div>}
    </>
  );
};

/** The outbox on /emaile: date, kind, recipient, subject, status, attempts; 20 per page. */
export const EmailsTable = ({ rows, total, page, loading, onPage, onPreview, onResend, resendingId }: Props) => (
  <Table
    rowKey="id"
    size="middle"
    loading={loading}
    dataSource={rows}
    locale={{ emptyText: 'Brak wiadomości spełniających kryteria' }}
    pagination={{
      current: page + 1,
      pageSize: ADMIN_EMAILS_PAGE_SIZE,
      total,
      showSizeChanger: false,
      showTotal: (n) => countOf(n, NOUNS.wiadomosc),
      onChange: (p) => onPage(p - 1),
    }}
    columns={[
      { key: 'createdAt', title: 'Data', width: 140, render: (_, r) => formatMoment(r.createdAt) },
      { key: 'kind', title: 'Rodzaj', width: 200, responsive: ['lg'], render: (_, r) => notificationKindLabel(r.kind) },
      { key: 'to', title: 'Odbiorca', dataIndex: 'to', ellipsis: true, responsive: ['md'] },
      {
        key: 'subject',
        title: 'Temat',
        render: (_, r) => (
          <>
            <Button
              type="link"
              style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'left' }}
              onClick={() => onPreview(r.id)}
            >
              {r.subject}
            </Button>
            {/* the recipient column is hidden on a phone: the address goes under the subject */}
            <div className="email-row-recipient">{r.to}</div>
          </>
        ),
      },
      { key: 'status', title: 'Status', width: 170, render: (_, r) => <StatusTag row={r} /> },
      { key: 'attempts', title: 'Próby', dataIndex: 'attempts', width: 70, align: 'right', responsive: ['md'] },
      {
        key: 'actions',
        title: 'Akcje',
        // on a phone the preview carries the button
        responsive: ['md'],
        width: 150,
        align: 'right',
        render: (_, r) =>
          r.status === 'FAILED' ? (
            <Button size="small" loading={resendingId === r.id} onClick={() => onResend(r.id)}>
              Wyślij ponownie
            </Button>
          ) : null,
      },
    ]}
  />
);
