import { MEMBERSHIP_MESSAGES, type MembershipRequest, type MembershipRequestPage } from '@platform/shared';
import { Alert, Button, Grid, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-error';
import { notify } from '@/lib/notify';
import { useDecideMembership } from '../api/decide-membership';

type Props = {
  data: MembershipRequestPage | undefined;
  loading: boolean;
  error: Error | null;
  page: number;
  onPage: (page: number) => void;
  /** the staff queue names the company of each request */
  showCompany?: boolean;
};

const CompanyCell = ({ r }: { r: MembershipRequest }) => (
  <Space direction="vertical" size={0}>
    <Link to={paths.company.to(r.company.id)}>{r.company.name}</Link>
    {r.decidedBy === 'STAFF' ? (
      <Tag color="orange">firma bez administratora</Tag>
    ) : (
      <Tag>decyduje administrator firmy</Tag>
    )}
  </Space>
);

const when = (iso: string) => dayjs(iso).format('D MMMM YYYY, HH:mm');
const who = (r: MembershipRequest) =>
  r.requestedBy
    ? `${r.requestedBy.firstName} ${r.requestedBy.lastName}${r.requestedBy.companyName ? ` (${r.requestedBy.companyName})` : ''}`
    : '—';

/** Pending requests to join a company, each with 'Zaakceptuj' and 'Odrzuć' (spec 2.8, 6). */
export const MembershipRequestsTable = ({ data, loading, error, page, onPage, showCompany = false }: Props) => {
  const decide = useDecideMembership();
  // on a phone who invited and when go under the person (four columns made the table scroll sideways)
  const narrow = !Grid.useBreakpoint().md;
  const act = (r: MembershipRequest, decision: 'APPROVE' | 'REJECT') =>
    decide.mutate(
      { requestId: r.id, decision },
      {
        onSuccess: () =>
          notify.success(decision === 'APPROVE' ? MEMBERSHIP_MESSAGES.approved : MEMBERSHIP_MESSAGES.rejected),
        onError: (e) => notify.error(errorMessage(e)),
      },
    );
  if (error) return <Alert type="error" showIcon title={errorMessage(error)} />;
  return (
    <Table<MembershipRequest>
      rowKey="id"
      size="middle"
      loading={loading}
      dataSource={data?.content}
      locale={{ emptyText: MEMBERSHIP_MESSAGES.noRequests }}
      scroll={narrow ? undefined : { x: 640 }}
      pagination={{
        current: page + 1,
        pageSize: data?.size,
        total: data?.totalElements,
        onChange: (p) => onPage(p - 1),
      }}
      columns={[
        {
          title: 'Osoba',
          key: 'user',
          render: (_, r) => (
            <Space direction="vertical" size={0}>
              <Typography.Text strong>
                {r.user.firstName} {r.user.lastName}
              </Typography.Text>
              <Typography.Text type="secondary">{r.user.email}</Typography.Text>
              {r.user.position && <Typography.Text type="secondary">{r.user.position}</Typography.Text>}
              {narrow && showCompany && <CompanyCell r={r} />}
              {narrow && (
                <Typography.Text type="secondary">
                  Zaprosił(a): {who(r)}, {when(r.createdAt)}
                </Typography.Text>
              )}
            </Space>
          ),
        },
        ...(showCompany
          ? [
              {
                title: 'Firma',
                key: 'company',
                responsive: ['md' as const],
                render: (_: unknown, r: MembershipRequest) => <CompanyCell r={r} />,
              },
            ]
          : []),
        {
          title: 'Zaprosił(a)',
          key: 'requestedBy',
          responsive: ['md'],
          render: (_, r) => (
            <Space direction="vertical" size={0}>
              <span>{who(r)}</span>
              {r.orderId !== null && <Link to={paths.orders.view.to(r.orderId)}>Zlecenie</Link>}
              {r.investmentName && <Typography.Text type="secondary">{r.investmentName}</Typography.Text>}
            </Space>
          ),
        },
        { title: 'Data', key: 'createdAt', responsive: ['md'], render: (_, r) => when(r.createdAt) },
        {
          title: 'Decyzja',
          key: 'decision',
          render: (_, r) => (
            <Space wrap>
              <Button type="primary" size="small" loading={decide.isPending} onClick={() => act(r, 'APPROVE')}>
                Zaakceptuj
              </Button>
              <Popconfirm
                title="Odrzucić prośbę?"
                description="Osoba nie dołączy do firmy."
                okText="Odrzuć"
                cancelText="Anuluj"
                onConfirm={() => act(r, 'REJECT')}
              >
                <Button size="small" danger disabled={decide.isPending}>
                  Odrzuć
                </Button>
              </Popconfirm>
            </Space>
          ),
        },
      ]}
    />
  );
};
