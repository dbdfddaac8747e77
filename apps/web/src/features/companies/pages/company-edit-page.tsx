import { Breadcrumb, Card, Skeleton } from 'antd';
import { Link, useParams } from 'react-router';
import { GoHomeButton } from '@/components/go-home-button';
import { PageContainer } from '@/components/page-container';
import { StatusScreen } from '@/components/status-screen';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/auth';
import { useCompanyBasics } from '../api/get-company-basics';
import { AdminActions } from '../components/edit/admin-actions';
import { CompanyEditForm } from '../components/edit/company-edit-form';
import { CompanyUsers } from '../components/edit/company-users';
import { ContactPersonsDialog } from '../components/edit/contact-persons-dialog';
import { EditSwitch } from '../components/edit/edit-switch';
import { NoEditRights } from '../components/edit/no-edit-rights';
import { ParticipationsDialog } from '../components/edit/participations-dialog';
import { ScopesDialog } from '../components/edit/scopes-dialog';
import '../components/company.css';

/** /admin-panel/firmy/:companyId/: editing the company's about data (admins and the company's editors). */
export const CompanyEditPage = () => {
  const id = Number(useParams().companyId);
  const { user } = useCurrentUser();
  const basics = useCompanyBasics(id, true);
  if (basics.isError) {
    const message = isApiError(basics.error) ? basics.error.message : 'Nie udało się wczytać danych firmy.';
    return <StatusScreen status="warning" title={message} actions={<GoHomeButton />} />;
  }
  if (basics.isPending || !user) {
    return (
      <div className="page-container">
        <Skeleton active paragraph={{ rows: 10 }} />
      </div>
    );
  }
  const data = basics.data;
  const isAdmin = user.isAdmin;
  return (
    <PageContainer title={`Edycja firmy: ${data.displayName}`} extra={<EditSwitch companyId={id} active="about" />}>
      <Breadcrumb
        className="company-edit-breadcrumb"
        items={[
          ...(isAdmin ? [{ title: <Link to={paths.admin.companies.to()}>{paths.admin.companies.title}</Link> }] : []),
          { title: <Link to={paths.company.to(id)}>{data.displayName}</Link> },
          { title: 'Edycja' },
        ]}
      />
      {!data.canEditBasics ? (
        <NoEditRights companyId={id} what="dane" />
      ) : (
        <div className="company-edit">
          {isAdmin && (
            <Card size="small" title="Narzędzia administratora">
              <div className="company-edit__tools">
                <ScopesDialog companyId={id} scopes={data.scopes ?? []} />
                <ParticipationsDialog companyId={id} />
                <ContactPersonsDialog companyId={id} />
                <AdminActions companyId={id} />
              </div>
              <CompanyUsers companyId={id} canGrant />
            </Card>
          )}
          {!isAdmin && user.companyAdmin && user.company?.id === id && (
            <Card size="small" title="Użytkownicy firmy">
              <CompanyUsers companyId={id} mine canGrant />
            </Card>
          )}
          {/* a newer version read (after a save, or 'Wczytaj aktualną wersję') starts the form again from it */}
          <CompanyEditForm key={`${data.id}-${data.version}`} basics={data} isAdmin={isAdmin} />
        </div>
      )}
    </PageContainer>
  );
};
