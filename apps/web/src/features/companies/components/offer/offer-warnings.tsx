import {
  countOf,
  NOUNS,
  OFFER_EXPIRY_WARNING_DAYS,
  type OfferService,
  offerDaysLeft,
  offerState,
} from '@platform/shared';
import { Alert } from 'antd';

type Props = {
  service: OfferService;
  hasOffer: boolean;
  showExpiry: boolean;
  /** 'create the offer' asks an editor to act; the hidden offer is told to every insider */
  canEdit?: boolean;
};

/** The expiry text: at most 30 days left, a special text on the last day (spec 4). */
const expiryText = (days: number | null): string | null => {
  if (days === null || days > OFFER_EXPIRY_WARNING_DAYS) return null;
  if (days === 0)
    return 'Dziś jest ostatni dzień usługi oferty firmy. Od jutra oferta nie będzie widoczna na e-wizytówce.';
  return `Usługa oferty firmy wygasa za ${countOf(days, NOUNS.dzien)}. Skontaktuj się z opiekunem firmy, aby ją przedłużyć.`;
};

/**
 * Warnings of the offer state combinations (spec 4): active service without an offer (to those who
 * can create it), an offer without the service (to every insider the warning reaches: the company's
 * admin cannot edit the offer while the service is off, and is the one to buy it); and the expiry
 * warning for the company's own users.
 */
export const OfferWarnings = ({ service, hasOffer, showExpiry, canEdit = true }: Props) => {
  const state = offerState(service.active, hasOffer);
  const expiry = showExpiry ? expiryText(offerDaysLeft(service)) : null;
  return (
    <div className="offer-warnings" data-testid="offer-warnings">
      {state === 'ACTIVE_WITHOUT_OFFER' && canEdit && (
        <Alert
          type="warning"
          showIcon
          title="Usługa oferty firmy jest aktywna, ale oferta nie została jeszcze utworzona. Utwórz ofertę, aby była widoczna na e-wizytówce."
        />
      )}
      {state === 'OFFER_WITHOUT_SERVICE' && (
        <Alert
          type="warning"
          showIcon
          data-testid="offer-hidden-warning"
          title="Oferta firmy została utworzona, ale usługa oferty nie jest aktywna. Wykup usługę, aby oferta była widoczna dla wszystkich."
        />
      )}
      {expiry && <Alert type="info" showIcon title={expiry} />}
    </div>
  );
};
