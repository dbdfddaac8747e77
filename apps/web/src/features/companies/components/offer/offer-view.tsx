import type { CompanyOffer } from '@platform/shared';
import { Typography } from 'antd';
import { OfferContacts } from './offer-contacts';
import { OfferSection } from './offer-section';
import { OfferText } from './offer-text';

/** The company offer (spec 2.2): header, main section, further sections and the contact module. */
export const OfferView = ({ offer }: { offer: CompanyOffer }) => (
  <article className="offer-view" data-testid="offer-view">
    <header className="offer-view__main">
      {offer.mainSection.photo && (
        <img className="offer-view__hero" src={offer.mainSection.photo.url} alt={offer.mainSection.title} />
      )}
      <div>
        <Typography.Title level={2} className="offer-view__title">
          {offer.mainSection.title}
        </Typography.Title>
        <OfferText text={offer.mainSection.description} />
      </div>
    </header>
    {offer.sections.map((section, index) => (
      // sections have no id; their order is their identity
      // biome-ignore lint/suspicious/noArrayIndexKey: ordered list
      <OfferSection key={index} section={section} />
    ))}
    {(offer.contacts.contactPersons.length > 0 || offer.contacts.description) && (
      <OfferContacts contacts={offer.contacts} />
    )}
  </article>
);
