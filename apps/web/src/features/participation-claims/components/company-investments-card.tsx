import { CLAIM_TEXTS as T } from '@platform/shared';
import { Card, List, Typography } from 'antd';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useMyInvestments } from '@/lib/investments/get-my-investments';

const SIZE = 5;

/** The investments my company is in (confirmed participations included), with a link to all of them. */
export const CompanyInvestmentsCard = () => {
  const query = useMyInvestments('', 0, SIZE);
  const total = query.data?.totalElements ?? 0;
  return (
    <Card
      title={T.companyInvestmentsTitle}
      extra={total > 0 && <Link to={paths.myCompanyInvestments.to()}>Wszystkie ({total})</Link>}
      data-testid="company-investments"
    >
      <List
        loading={query.isPending}
        dataSource={query.isError ? [] : (query.data?.content ?? [])}
        locale={{ emptyText: 'Twoja firma nie jest dodana do żadnej aktywnej inwestycji.' }}
        renderItem={(i) => (
          <List.Item key={i.id}>
            <Link to={paths.investment.to(i.id)}>{i.name}</Link>
            <Typography.Text type="secondary">{[i.city, i.stage?.name].filter(Boolean).join(' · ')}</Typography.Text>
          </List.Item>
        )}
      />
    </Card>
  );
};
