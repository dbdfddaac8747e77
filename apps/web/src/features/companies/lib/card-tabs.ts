import { type CompanyBasics, offerState } from '@platform/shared';

export type CardTab = 'offer' | 'about' | 'balance' | 'gallery';
export type CardTabRule = { key: CardTab; disabled: boolean };

type Input = {
  basics: CompanyBasics;
  loggedIn: boolean;
  isAdmin: boolean;
  serviceActive: boolean;
  hasOffer: boolean;
};

/**
 * Tabs of the card (spec 2.1 and 4): offer when the service is active and an offer exists (or, when
 * only one of them holds, for admins and the company's own users); about always; investment balance
 * when the company has industry statistics (disabled for visitors); gallery when a gallery exists.
 */
export const cardTabs = ({ basics, loggedIn, isAdmin, serviceActive, hasOffer }: Input): CardTabRule[] => {
  const tabs: CardTabRule[] = [];
  const state = offerState(serviceActive, hasOffer);
  const insider = isAdmin || basics.isOwnCompany;
  if (state === 'VISIBLE' || (state !== 'NONE' && insider)) tabs.push({ key: 'offer', disabled: false });
  tabs.push({ key: 'about', disabled: false });
  if (!loggedIn) tabs.push({ key: 'balance', disabled: true });
  else if (basics.hasIndustryStatistics) tabs.push({ key: 'balance', disabled: false });
  const gallery = basics.gallery;
  if (gallery && (gallery.photos.length > 0 || gallery.description)) tabs.push({ key: 'gallery', disabled: false });
  return tabs;
};

export const CARD_TAB_LABELS: Record<CardTab, string> = {
  offer: 'Oferta',
  about: 'O firmie',
  balance: 'Bilans inwestycji',
  gallery: 'Galeria',
};
