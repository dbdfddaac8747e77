import { Breadcrumb, Skeleton } from 'antd';
import { Link, useParams } from 'react-router';
import { GoHomeButton } from '@/components/go-home-button';
import { PageContainer } from '@/components/page-container';
import { StatusScreen } from '@/components/status-screen';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/auth';
import { useCompanyBasics } from '../api/get-company-basics';
import { useCompanyOffer } from '../api/get-company-offer';
import { useOfferService } from '../api/get-offer-service';
import { EditSwitch } from '../components/edit/edit-switch';
import { NoEditRights } from '../components/edit/no-edit-rights';
import { OfferEditor } from '../components/offer/offer-editor';
import { OfferWarnings } from '../components/offer/offer-warnings';
import '../components/company.css';
import '../components/offer.css';

/** /admin-panel/firmy/:companyId/oferta: editing the company offer (draft and published versions). */
export const CompanyOfferEditPage = () => {
  const id = Number(useParams().companyId);
  const { user } = useCurrentUser();
  const basics = useCompanyBasics(id, true);
  const canEdit = basics.data?.canEdit === true;
  const service = useOfferService(id, basics.isSuccess);
  const versions = basics.data?.offer;
  // only the versions this user can open: a draft refused to a non-editor is not "no offer"
  const draft = useCompanyOffer(id, 'draft', canEdit && versions?.draft === true);
  const published = useCompanyOffer(id, 'published', versions?.published === true);
  if (basics.isError) {
    const message = isApiError(basics.error) ? basics.error.message : 'Nie udało się wczytać danych firmy.';
    return <StatusScreen status="warning" title={message} actions={<GoHomeButton />} />;
  }
  if (basics.isPending || !user || service.isLoading || draft.isLoading || published.isLoading) {
    return (
      <div className="page-container">
        <Skeleton active paragraph={{ rows: 10 }} />
      </div>
    );
  }
  const data = basics.data;
  const offer = draft.data ?? published.data ?? null;
  return (
    <PageContainer title={`Oferta firmy: ${data.displayName}`} extra={<EditSwitch companyId={id} active="offer" />}>
      <Breadcrumb
        style={{ marginBottom: 16 }}
        items={[
          ...(user.isAdmin
            ? [{ title: <Link to={paths.admin.companies.to()}>{paths.admin.companies.title}</Link> }]
            : []),
          { title: <Link to={paths.company.to(id)}>{data.displayName}</Link> },
          { title: 'Oferta' },
        ]}
      />
      {service.data && (
        <OfferWarnings
          service={service.data}
          hasOffer={versions ? versions.draft || versions.published : offer !== null}
          showExpiry={data.isOwnCompany}
          canEdit={canEdit}
        />
      )}
      {canEdit ? (
        <OfferEditor key={offer?.updatedAt ?? 'new'} companyId={id} offer={offer} />
      ) : (
        <NoEditRights companyId={id} what="oferta" />
      )}
    </PageContainer>
  );
};
