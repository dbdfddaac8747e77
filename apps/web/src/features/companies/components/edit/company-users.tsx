import { COMPANY_TEXTS } from '@platform/shared';
import { Table, Tag } from 'antd';
import { useCompanyUsers } from '../../api/get-company-users';

/** Users and contact persons of the company (admins). Nothing is shown when the list cannot be loaded. */
export const CompanyUsers = ({ companyId }: { companyId: number }) => {
  const users = useCompanyUsers(companyId);
  if (users.isError) return null;
  return (
    <Table
      size="small"
      rowKey="userId"
      loading={users.isPending}
      dataSource={users.data ?? []}
      pagination={false}
      locale={{ emptyText: COMPANY_TEXTS.usersNotFound }}
      columns={[
        { key: 'name', title: 'Imię i nazwisko', render: (_, u) => `${u.name} ${u.lastName}` },
        { key: 'email', title: 'E-mail', dataIndex: 'email' },
        { key: 'phone', title: 'Telefon', dataIndex: 'phone' },
        { key: 'position', title: 'Stanowisko', dataIndex: 'position' },
        {
          key: 'roles',
          title: 'Uprawnienia',
          render: (_, u) => (
            <>
              {u.companyAdmin && <Tag>administrator firmy</Tag>}
              {u.canEditOffer && <Tag>edycja oferty</Tag>}
            </>
          ),
        },
      ]}
    />
  );
};
