import {
  ADMIN_EMAILS_PAGE_SIZE,
  type AdminEmailRow,
  EMAIL_NOT_SENT_REASON_LABELS,
  EMAIL_STATUS_LABELS,
  notificationKindLabel,
} from '@platform/shared';
import { Button, Table, Tag, Tooltip } from 'antd';
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

export const dateTime = (iso: string) =>
  new Intl.DateTimeFormat('pl-PL', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Warsaw' }).format(
    new Date(iso),
  );

export const StatusTag = ({ row }: { row: Pick<AdminEmailRow, 'status' | 'reason' | 'error'> }) => {
  const tag = <Tag color={STATUS_COLORS[row.status]}>{EMAIL_STATUS_LABELS[row.status]}</Tag>;
  const why = row.reason ? EMAIL_NOT_SENT_REASON_LABELS[row.reason] : row.error;
  return why ? <Tooltip title={why}>{tag}</Tooltip> : tag;
};

/** The outbox on /emaile: date, kind, recipient, subject, status, attempts; 20 per page. */
export const EmailsTable = ({ rows, total, page, loading, onPage, onPreview, onResend, resendingId }: Props) => (
  <Table
    rowKey="id"
    size="middle"
    loading={loading}
    dataSource={rows}
    scroll={{ x: 900 }}
    locale={{ emptyText: 'Brak wiadomości spełniających kryteria' }}
    pagination={{
      current: page + 1,
      pageSize: ADMIN_EMAILS_PAGE_SIZE,
      total,
      showSizeChanger: false,
      showTotal: (n) => `${n.toLocaleString('pl-PL')} wiadomości`,
      onChange: (p) => onPage(p - 1),
    }}
    columns={[
      { key: 'createdAt', title: 'Data', width: 140, render: (_, r) => dateTime(r.createdAt) },
      { key: 'kind', title: 'Rodzaj', width: 200, render: (_, r) => notificationKindLabel(r.kind) },
      { key: 'to', title: 'Odbiorca', dataIndex: 'to', ellipsis: true },
      {
        key: 'subject',
        title: 'Temat',
        render: (_, r) => (
          <Button
            type="link"
            style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'left' }}
            onClick={() => onPreview(r.id)}
          >
            {r.subject}
          </Button>
        ),
      },
      { key: 'status', title: 'Status', width: 150, render: (_, r) => <StatusTag row={r} /> },
      { key: 'attempts', title: 'Próby', dataIndex: 'attempts', width: 70, align: 'right' },
      {
        key: 'actions',
        title: 'Akcje',
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
