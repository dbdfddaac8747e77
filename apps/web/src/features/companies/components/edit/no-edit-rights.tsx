import { Alert } from 'antd';
import { useCompanyAdmin } from '../../api/get-company-admin';

type Props = { companyId: number; what: 'dane' | 'oferta' };

/** Users without the right to edit are pointed to their company admin's e-mail (spec 6). */
export const NoEditRights = ({ companyId, what }: Props) => {
  const admin = useCompanyAdmin(companyId).data;
  const subject = what === 'oferta' ? 'oferty firmy' : 'danych firmy';
  return (
    <Alert
      type="info"
      showIcon
      data-testid="no-edit-rights"
      title={`Nie masz uprawnień do edycji ${subject}.`}
      description={
        admin ? (
          <>
            O uprawnienia poproś administratora konta firmy: <a href={`mailto:${admin.email}`}>{admin.email}</a>
          </>
        ) : (
          'O uprawnienia poproś administratora konta firmy.'
        )
      }
    />
  );
};
