import { seesFullCompanyCard } from '@platform/shared';
import { Card, Skeleton } from 'antd';
import { useParams } from 'react-router';
import { GoHomeButton } from '@/components/go-home-button';
import { StatusScreen } from '@/components/status-screen';
import { isApiError } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/auth';
import { useCompanyBasics } from '../api/get-company-basics';
import { useCompanyOffer } from '../api/get-company-offer';
import { useOfferService } from '../api/get-offer-service';
import { CardUpsell } from '../components/card/card-upsell';
import { CompanyHeader } from '../components/card/company-header';
import { CompanyTabs } from '../components/card/company-tabs';
import { ContactBlock } from '../components/card/contact-block';
import { InvestmentSummary } from '../components/card/investment-summary';
import { UserActions } from '../components/card/user-actions';
import { VisitorActions } from '../components/card/visitor-actions';
import '../components/company.css';
import '../components/offer.css';

/**
 * /firma/:companyId: the company e-portfolio (spec 2.1); the route has already checked the id. The free
 * tier sees another company's header and investment summary with the upsell in place of the tabs
 * (spec 1; the server sends it nothing more).
 */
export const CompanyCardPage = () => {
  const id = Number(useParams().companyId);
  const { user, kind } = useCurrentUser();
  const loggedIn = kind !== 'anonymous';
  const basics = useCompanyBasics(id);
  const isAdmin = user?.isAdmin === true;
  const insider = isAdmin || basics.data?.isOwnCompany === true;
  const locked = !!user && !!basics.data && !seesFullCompanyCard(user, basics.data.isOwnCompany);
  const service = useOfferService(id, loggedIn && basics.isSuccess && !locked);
  // the basics say which versions this user can open: no call that answers 404 or 403
  const published = useCompanyOffer(id, 'published', loggedIn && basics.data?.offer?.published === true);
  const draft = useCompanyOffer(id, 'draft', loggedIn && basics.data?.offer?.draft === true);

  if (basics.isError) {
    const message = isApiError(basics.error) ? basics.error.message : 'Nie udało się wczytać e-wizytówki firmy.';
    return <StatusScreen status="warning" title={message} actions={<GoHomeButton />} />;
  }
  if (basics.isPending || (loggedIn && !user)) {
    return (
      <div className="page-container">
        <Skeleton active avatar paragraph={{ rows: 6 }} />
      </div>
    );
  }
  const data = basics.data;
  const offer = published.data ?? null;
  const serviceState = service.data ?? { active: offer !== null, expires_at: null };
  return (
    <div className="page-container company-card" data-testid="company-card">
      <Card variant="borderless">
        <CompanyHeader
          basics={data}
          showAssistant={insider}
          actions={user ? <UserActions basics={data} user={user} locked={locked} /> : <VisitorActions />}
        />
        <div className="company-card__facts">
          <ContactBlock contact={data.contact} />
          <InvestmentSummary companyId={id} />
        </div>
      </Card>
      <Card variant="borderless" className="company-card__tabs">
        {locked ? (
          <CardUpsell />
        ) : published.isLoading || service.isLoading || draft.isLoading ? (
          <Skeleton active />
        ) : (
          <CompanyTabs
            basics={data}
            loggedIn={loggedIn}
            isAdmin={isAdmin}
            isSubsidized={user?.isSubsidized === true}
            service={serviceState}
            offer={offer}
            hasAnyOffer={offer !== null || (draft.data ?? null) !== null}
          />
        )}
      </Card>
    </div>
  );
};
