import { COMPANY_PEOPLE_TEXTS, type CompanyPerson, type CompanyPersonStatus } from '@platform/shared';
import { Alert, Grid, List, Space, Table, Tag, Typography } from 'antd';
import { errorMessage } from '@/lib/api-error';
import { useCompanyPeople } from '../api/get-company-people';
import { PersonActions } from './person-actions';
import { PersonRights } from './person-rights';

const STATUS_COLORS: Record<CompanyPersonStatus, string> = {
  ACTIVE: 'green',
  INVITED: 'blue',
  DEACTIVATED: 'default',
};

const PersonCell = ({ person, self }: { person: CompanyPerson; self: boolean }) => (
  <Space direction="vertical" size={0}>
    <Space size={6} wrap>
      <Typography.Text strong>
        {person.firstName} {person.lastName}
      </Typography.Text>
      {person.companyAdmin && <Tag color="gold">{COMPANY_PEOPLE_TEXTS.admin}</Tag>}
      {self && <Tag>{COMPANY_PEOPLE_TEXTS.you}</Tag>}
    </Space>
    <Typography.Text type="secondary">{person.email}</Typography.Text>
    {person.position && <Typography.Text type="secondary">{person.position}</Typography.Text>}
  </Space>
);

const StatusTag = ({ status }: { status: CompanyPersonStatus }) => (
  <Tag color={STATUS_COLORS[status]}>{COMPANY_PEOPLE_TEXTS.statuses[status]}</Tag>
);

type Props = { companyId: number; selfId: number };

/**
 * The company's people with their rights, status and actions ('Konta użytkowników'). On a phone
 * each person is a card of its own: four columns would scroll sideways.
 */
export const CompanyPeopleTable = ({ companyId, selfId }: Props) => {
  const people = useCompanyPeople(companyId);
  const narrow = !Grid.useBreakpoint().md;
  if (people.error) return <Alert type="error" showIcon title={errorMessage(people.error)} />;
  if (narrow)
    return (
      <List<CompanyPerson>
        loading={people.isPending}
        dataSource={people.data}
        locale={{ emptyText: COMPANY_PEOPLE_TEXTS.noPeople }}
        renderItem={(person) => (
          <List.Item key={person.id} data-testid={`person-${person.id}`}>
            <Space direction="vertical" size={8} style={{ width: '100%' }}>
              <PersonCell person={person} self={person.id === selfId} />
              <StatusTag status={person.status} />
              <PersonRights companyId={companyId} person={person} />
              <PersonActions companyId={companyId} person={person} self={person.id === selfId} />
            </Space>
          </List.Item>
        )}
      />
    );
  return (
    <Table<CompanyPerson>
      rowKey="id"
      size="middle"
      loading={people.isFetching}
      dataSource={people.data}
      pagination={false}
      locale={{ emptyText: COMPANY_PEOPLE_TEXTS.noPeople }}
      onRow={(person) => ({ 'data-testid': `person-${person.id}` }) as React.HTMLAttributes<HTMLElement>}
      columns={[
        {
          title: 'Osoba',
          key: 'person',
          render: (_, person) => <PersonCell person={person} self={person.id === selfId} />,
        },
        { title: 'Status', key: 'status', width: 140, render: (_, person) => <StatusTag status={person.status} /> },
        {
          title: 'Uprawnienia',
          key: 'rights',
          width: 240,
          render: (_, person) => <PersonRights companyId={companyId} person={person} />,
        },
        {
          title: 'Działania',
          key: 'actions',
          width: 300,
          render: (_, person) => <PersonActions companyId={companyId} person={person} self={person.id === selfId} />,
        },
      ]}
    />
  );
};
