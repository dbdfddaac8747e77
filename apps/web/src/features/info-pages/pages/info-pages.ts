/** One chunk for the footer's pages: they are short and a visitor often opens several. */
export { AboutPage } from './about-page';
export { ContactPage } from './contact-page';
export { OfferPage } from './offer-page';
export { PrivacyPage } from './privacy-page';
export { SupportPage } from './support-page';
export { UnavailablePage } from './unavailable-page';
