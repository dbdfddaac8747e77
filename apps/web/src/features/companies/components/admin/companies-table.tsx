import { COMPANY_LIST_PAGE_SIZE, COMPANY_TEXTS } from '@platform/shared';
import { Table, Tag } from 'antd';
import { Link } from 'react-router';
import { LinkButton } from '@/components/link-button';
import { paths } from '@/config/paths';
import { useAdminCompanies } from '../../api/get-admin-companies';

type Props = { page: number; search: string; onPage: (page: number) => void };

/** The admin company list (spec 2.3): name linked to the card, city and province, edit; 20 per page. */
export const CompaniesTable = ({ page, search, onPage }: Props) => {
  const list = useAdminCompanies(page, search);
  return (
    <Table
      rowKey="id"
      loading={list.isFetching}
      dataSource={list.data?.content ?? []}
      locale={{ emptyText: COMPANY_TEXTS.companiesNotFound }}
      pagination={{
        current: page + 1,
        pageSize: COMPANY_LIST_PAGE_SIZE,
        total: list.data?.totalElements ?? 0,
        showSizeChanger: false,
        onChange: (p) => onPage(p - 1),
      }}
      columns={[
        {
          key: 'name',
          title: 'Nazwa',
          render: (_, c) => (
            <>
              <Link to={paths.company.to(c.id)}>{c.name}</Link> {c.deactivated && <Tag>dezaktywowana</Tag>}
            </>
          ),
        },
        {
          key: 'location',
          title: 'Lokalizacja',
          render: (_, c) => [c.city, c.province].filter(Boolean).join(', '),
        },
        {
          key: 'edit',
          title: 'Akcje',
          align: 'right',
          render: (_, c) => (
            <LinkButton size="small" to={paths.admin.company.to(c.id)}>
              Edytuj
            </LinkButton>
          ),
        },
      ]}
    />
  );
};
