/**
 * The memberships module's face: what other modules may use. A person joins a company only through
 * here (spec 2.8, 6: the company's admin or staff grant membership); the history is kept here too.
 */

export { changeOneRight } from './company-people.service.js';
export { type Admission, admitInvitedPerson, recordRegistration, recordStaffMoves } from './membership-admission.js';
export { membershipsModule } from './memberships.module.js';
export { canGrantMembership } from './memberships.policy.js';
export { findPendingRequestOfUser } from './memberships.queries.js';
