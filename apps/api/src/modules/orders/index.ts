/**
 * The orders module's face: what other modules may use of it. Other modules import orders only
 * from here.
 */
export { nominatePersonCompany, sendNewInvitations } from './order-nominations.service.js';
