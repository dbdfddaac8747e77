import { COMPANY_PEOPLE_TEXTS, MEMBERSHIP_MESSAGES, type MembershipEvent } from '@platform/shared';
import { Alert, Space, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { errorMessage } from '@/lib/api-error';
import { useMembershipHistory } from '../api/get-membership-history';

const name = (p: { firstName: string; lastName: string } | null) => (p ? `${p.firstName} ${p.lastName}` : '—');

/** The company's membership history: who joined or asked to, rights, deactivations, the admin role; when, how and by whom. */
export const MembershipHistoryTable = ({
  companyId,
  page,
  onPage,
}: {
  companyId: number;
  page: number;
  onPage: (p: number) => void;
}) => {
  const history = useMembershipHistory(companyId, page);
  if (history.error) return <Alert type="error" showIcon title={errorMessage(history.error)} />;
  return (
    <Table<MembershipEvent>
      rowKey="id"
      size="middle"
      loading={history.isFetching}
      dataSource={history.data?.content}
      locale={{ emptyText: MEMBERSHIP_MESSAGES.noHistory }}
      pagination={{
        current: page + 1,
        pageSize: history.data?.size,
        total: history.data?.totalElements,
        onChange: (p) => onPage(p - 1),
      }}
      columns={[
        { title: 'Data', key: 'at', render: (_, e) => dayjs(e.at).format('D MMMM YYYY, HH:mm') },
        { title: 'Osoba', key: 'user', render: (_, e) => name(e.user) },
        {
          title: 'Zmiana',
          key: 'change',
          render: (_, e) => (
            <Space direction="vertical" size={0}>
              <span>
                {MEMBERSHIP_MESSAGES.changes[e.change]}
                {e.right ? `: ${COMPANY_PEOPLE_TEXTS.rights[e.right]}` : ''}
              </span>
              <Typography.Text type="secondary">
                {MEMBERSHIP_MESSAGES.vias[e.via]}
                {e.by ? `: ${name(e.by)}` : ''}
              </Typography.Text>
            </Space>
          ),
        },
      ]}
    />
  );
};
