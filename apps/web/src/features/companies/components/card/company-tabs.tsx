import type { CompanyBasics, CompanyOffer, OfferService } from '@platform/shared';
import { Tabs } from 'antd';
import { useLocation } from 'react-router';
import { CARD_TAB_LABELS, type CardTab, cardTabs } from '../../lib/card-tabs';
import { OfferTab } from '../offer/offer-tab';
import { StatsTabs } from '../stats/stats-tabs';
import { AboutTab } from './about-tab';
import { GallerySection } from './gallery-section';
import { VisitorAboutSample } from './visitor-about-sample';

type Props = {
  basics: CompanyBasics;
  loggedIn: boolean;
  isAdmin: boolean;
  isSubsidized: boolean;
  service: OfferService;
  offer: CompanyOffer | null;
  hasAnyOffer: boolean;
};

/** Tabs of the card (spec 2.1): offer, about, investment balance and gallery, by the rules of lib/card-tabs. */
export const CompanyTabs = ({ basics, loggedIn, isAdmin, isSubsidized, service, offer, hasAnyOffer }: Props) => {
  const location = useLocation();
  const rules = cardTabs({ basics, loggedIn, isAdmin, serviceActive: service.active, hasOffer: hasAnyOffer });
  const content = (key: CardTab) => {
    if (!loggedIn) return key === 'about' ? <VisitorAboutSample redirect={location.pathname} /> : null;
    switch (key) {
      case 'offer':
        return <OfferTab basics={basics} offer={offer} service={service} isAdmin={isAdmin} />;
      case 'about':
        return <AboutTab basics={basics} />;
      case 'balance':
        return <StatsTabs companyId={basics.id} blocked={isSubsidized && !basics.isOwnCompany && !isAdmin} />;
      case 'gallery':
        return (
          <GallerySection
            companyName={basics.displayName}
            description={basics.gallery?.description ?? null}
            photos={basics.gallery?.photos ?? []}
          />
        );
    }
  };
  const first = rules.find((r) => r.key === 'offer' && offer) ?? rules.find((r) => r.key === 'about');
  return (
    <Tabs
      className="company-tabs"
      defaultActiveKey={first?.key}
      destroyOnHidden
      items={rules.map((r) => ({
        key: r.key,
        label: CARD_TAB_LABELS[r.key],
        disabled: r.disabled,
        children: content(r.key),
      }))}
    />
  );
};
