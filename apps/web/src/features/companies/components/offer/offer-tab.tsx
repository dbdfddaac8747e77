import type { CompanyBasics, CompanyOffer, OfferService } from '@platform/shared';
import { Empty } from 'antd';
import { LinkButton } from '@/components/link-button';
import { paths } from '@/config/paths';
import { OfferView } from './offer-view';
import { OfferWarnings } from './offer-warnings';

type Props = { basics: CompanyBasics; offer: CompanyOffer | null; service: OfferService; isAdmin: boolean };

/** The offer tab of the card: warnings for insiders, an edit button for those allowed, the offer. */
export const OfferTab = ({ basics, offer, service, isAdmin }: Props) => {
  const insider = isAdmin || basics.isOwnCompany;
  return (
    <div className="offer-tab">
      {insider && (
        <OfferWarnings
          service={service}
          hasOffer={offer !== null}
          showExpiry={basics.isOwnCompany}
          canEdit={basics.canEdit}
        />
      )}
      {basics.canEdit && (
        <div className="offer-tab__toolbar">
          <LinkButton to={paths.admin.companyOffer.to(basics.id)}>Edytuj ofertę</LinkButton>
        </div>
      )}
      {offer ? <OfferView offer={offer} /> : <Empty description="Firma nie ma jeszcze oferty." />}
    </div>
  );
};
