/**
 * The offers module's face. The offers table has one writer, this module: a conversation opens and
 * declares its offers through here.
 */

export { offersModule } from './offers.module.js';
export { declareThreadOffers, findThreadOfferTerms, openThreadOffers } from './thread-offers.service.js';
