import { COMPANY_PEOPLE_TEXTS, COMPANY_TEXTS, type CompanyUser } from '@platform/shared';
import { Switch, Table, Tag, Tooltip } from 'antd';
import { isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useCompanyUsers } from '../../api/get-company-users';
import { useGrantOfferEdit } from '../../api/grant-offer-edit';

type Props = {
  companyId: number;
  /** the company admin reads the users of their own company (GET /users?byMyCompany=true) */
  mine?: boolean;
  /** admins and the company admin grant COMPANY_OFFER_EDIT to colleagues */
  canGrant?: boolean;
};

/**
 * Users and contact persons of the company (admins; the company admin for their own company), with the
 * switch that grants the company offer editing. Nothing is shown when the list cannot be loaded.
 */
export const CompanyUsers = ({ companyId, mine = false, canGrant = false }: Props) => {
  const users = useCompanyUsers(companyId, { mine });
  const grant = useGrantOfferEdit(companyId);
  if (users.isError) return null;
  const toggle = (user: CompanyUser, granted: boolean) =>
    grant.mutate(
      { userId: user.userId, granted },
      {
        onSuccess: () => notify.success(COMPANY_TEXTS.changesSaved),
        onError: (error) => notify.error(isApiError(error) ? error.message : 'Nie udało się zapisać zmian.'),
      },
    );
  return (
    <Table
      size="small"
      rowKey="userId"
      loading={users.isPending}
      dataSource={users.data ?? []}
      pagination={false}
      scroll={{ x: true }}
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
              {!canGrant && u.canEditOffer && <Tag>edycja oferty</Tag>}
            </>
          ),
        },
        ...(canGrant
          ? [
              {
                key: 'offerEdit',
                title: 'Edycja oferty firmy',
                // the company admin holds every right of the company's people ('Konta użytkowników')
                render: (_: unknown, u: CompanyUser) => (
                  <Tooltip title={u.companyAdmin ? COMPANY_PEOPLE_TEXTS.adminHoldsAll : undefined}>
                    <Switch
                      size="small"
                      checked={u.canEditOffer || u.companyAdmin}
                      disabled={u.companyAdmin}
                      loading={grant.isPending && grant.variables?.userId === u.userId}
                      onChange={(granted) => toggle(u, granted)}
                      aria-label={`Edycja oferty firmy: ${u.name} ${u.lastName}`}
                    />
                  </Tooltip>
                ),
              },
            ]
          : []),
      ]}
    />
  );
};
