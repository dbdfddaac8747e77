/** The offers module's test face: a scene with offers other modules' tests read. */
export { buildOffersScene } from './offer-test-helpers.js';
