import { BID_INTENT_LABELS, DECLINE_REASON_LABELS, INVITED_PAGE_SIZES, type NominatedCompany } from '@platform/shared';
import { Button, Grid, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { ErrorAlert } from '@/components/error-alert';
import { formatMoment } from '@/lib/format';
import { useNominatedCompanies } from '../api/get-nominated-companies';
import { InviteCompaniesModal } from './invite-companies-modal';
import { InviteOtherCompanyModal } from './invite-other-company-modal';
import { InviteUserModal } from './invite-user-modal';

const when = (iso: string | null) => (iso ? formatMoment(iso) : '—');
const EMAIL_LABELS = {
  QUEUED: 'w kolejce',
  SENT: 'dostarczony',
  FAILED: 'błąd wysyłki',
  NOT_SENT: 'zapisany',
} as const;

const activity = (r: NominatedCompany) => (
  <Space direction="vertical" size={0} style={{ fontSize: 12 }}>
    <span>
      Zaproszono: {r.invitedAt ? when(r.invitedAt) : 'po publikacji'}
      {r.nominatedBy ? ` (${r.nominatedBy.firstName} ${r.nominatedBy.lastName})` : ''}
    </span>
    {r.email && (
      <span>
        E-mail {r.email.to}: {EMAIL_LABELS[r.email.status]}
      </span>
    )}
    <span>Karta: {r.seenAt ? `otwarta ${when(r.seenAt)}, ostatnio ${when(r.lastSeenAt)}` : 'nieotwarta'}</span>
    <span>Pobrania kontaktów: {r.contactsFetches}</span>
    <span>
      Załączniki:{' '}
      {r.attachmentsDownloadedAt
        ? `pobrane ${when(r.attachmentsDownloadedAt)}, ostatnio ${when(r.attachmentsLastDownloadedAt)}`
        : 'niepobrane'}
    </span>
    <span>Rozmowa: {r.conversationStartedAt ? `rozpoczęta ${when(r.conversationStartedAt)}` : 'brak'}</span>
  </Space>
);

/** Tab 'Zaproszone firmy' (spec 2.8): invitees, their answer and activity; invite more. */
type Props = { orderId: number; investmentId: number | null; archived: boolean };

export const InvitedCompaniesTab = ({ orderId, investmentId, archived }: Props) => {
  const [page, setPage] = useState(0);
  const [size, setSize] = useState<number>(INVITED_PAGE_SIZES[0]);
  const [modal, setModal] = useState<'recommended' | 'other' | 'user' | null>(null);
  const query = useNominatedCompanies(orderId, page, size);
  // on a phone the activity goes under the company (two columns fit; three made the table scroll sideways)
  const narrow = !Grid.useBreakpoint().md;
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }} data-testid="invited-companies">
      {!archived && (
        <Space wrap>
          <Button type="primary" onClick={() => setModal('recommended')} data-testid="invite-recommended">
            Zaproś polecane firmy
          </Button>
          <Button onClick={() => setModal('other')}>Zaproś inną firmę</Button>
          {investmentId && <Button onClick={() => setModal('user')}>Zaproś nowego użytkownika</Button>}
        </Space>
      )}
      {query.error && <ErrorAlert error={query.error} />}
      <Table<NominatedCompany>
        rowKey={(r) => r.company.id}
        loading={query.isFetching}
        dataSource={query.data?.content}
        scroll={narrow ? undefined : { x: 640 }}
        locale={{ emptyText: 'Nie zaproszono jeszcze żadnej firmy.' }}
        pagination={{
          current: page + 1,
          pageSize: size,
          total: query.data?.totalElements,
          showSizeChanger: true,
          pageSizeOptions: INVITED_PAGE_SIZES.map(String),
          onChange: (p, s) => {
            setPage(s === size ? p - 1 : 0);
            setSize(s);
          },
        }}
        columns={[
          {
            title: 'Firma',
            key: 'company',
            render: (_, r) => (
              <Space direction="vertical" size={0}>
                <Typography.Text strong>{r.company.name}</Typography.Text>
                <Typography.Text type="secondary">NIP: {r.company.nip ?? '—'}</Typography.Text>
                {narrow && activity(r)}
              </Space>
            ),
          },
          {
            title: 'Odpowiedź',
            key: 'intent',
            render: (_, r) =>
              r.intent ? (
                <Space direction="vertical" size={0}>
                  <Tag color={r.intent === 'WILL_BID' ? 'green' : r.intent === 'WONT_BID' ? 'red' : 'default'}>
                    {BID_INTENT_LABELS[r.intent]}
                  </Tag>
                  {r.declineReason && <span style={{ fontSize: 12 }}>{DECLINE_REASON_LABELS[r.declineReason]}</span>}
                  {r.declineNote && <Typography.Text type="secondary">„{r.declineNote}”</Typography.Text>}
                </Space>
              ) : (
                <Typography.Text type="secondary">brak odpowiedzi</Typography.Text>
              ),
          },
          { title: 'Aktywność', key: 'activity', responsive: ['md'], render: (_, r) => activity(r) },
        ]}
      />
      <InviteCompaniesModal
        source={{ kind: 'order', orderId }}
        mode="invited"
        open={modal === 'recommended'}
        onClose={() => setModal(null)}
      />
      <InviteOtherCompanyModal orderId={orderId} open={modal === 'other'} onClose={() => setModal(null)} />
      {investmentId && (
        <InviteUserModal
          investmentId={investmentId}
          orderId={orderId}
          open={modal === 'user'}
          onClose={() => setModal(null)}
        />
      )}
    </Space>
  );
};
