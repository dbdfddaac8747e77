import { Card, Empty, Input, List, Pagination, Result, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { LinkButton } from '@/components/link-button';
import { PageContainer } from '@/components/page-container';
import { paths } from '@/config/paths';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { errorMessage } from '@/lib/api-error';
import { useMyInvestments } from '@/lib/investments/get-my-investments';
import './my-investments-page.css';

const SIZE = 10;

/** /inwestycje-mojej-firmy: my company's active investments, each with a way to add an order to it. */
export const MyInvestmentsPage = () => {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const debounced = useDebouncedValue(search.trim(), 500);
  const query = useMyInvestments(debounced, page - 1, SIZE);

  return (
    <PageContainer title={paths.myCompanyInvestments.title}>
      <Input.Search
        allowClear
        placeholder="Szukaj inwestycji"
        aria-label="Szukaj inwestycji"
        value={search}
        onChange={(e) => {
          setSearch(e.target.value);
          setPage(1);
        }}
        style={{ maxWidth: 420, marginBottom: 16 }}
      />
      {query.isError ? (
        <Result status="info" title={errorMessage(query.error)} />
      ) : (
        <Card>
          <List
            className="my-investments"
            loading={query.isPending}
            dataSource={query.data?.content ?? []}
            locale={{ emptyText: <Empty description="Brak inwestycji" /> }}
            renderItem={(inv) => (
              <List.Item
                data-testid="my-investment"
                actions={[
                  <LinkButton key="add" size="small" to={paths.orders.add.to({ investment: inv.id })}>
                    Dodaj zlecenie
                  </LinkButton>,
                ]}
              >
                <Space direction="vertical" size={0}>
                  <Link to={paths.investment.to(inv.id)}>{inv.name}</Link>
                  <Typography.Text type="secondary">
                    {inv.city ?? ''} {inv.stage && <Tag style={{ marginLeft: 6 }}>{inv.stage.name}</Tag>}
                  </Typography.Text>
                </Space>
              </List.Item>
            )}
          />
          {(query.data?.totalElements ?? 0) > SIZE && (
            <Pagination
              current={page}
              pageSize={SIZE}
              total={query.data?.totalElements}
              showSizeChanger={false}
              onChange={setPage}
              style={{ marginTop: 16, textAlign: 'center' }}
            />
          )}
        </Card>
      )}
    </PageContainer>
  );
};
