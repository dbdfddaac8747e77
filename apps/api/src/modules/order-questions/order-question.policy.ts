import { type AuthContext, isStaff } from '../../lib/actor.js';
import { canEditOrder, type OrderRef } from '../orders/index.js';

/**
 * Who may ask: a user of a contractor company (full login) who sees the order and is not one of
 * its editors (the requester company, its creator, staff).
 */
export const canAskQuestion = (auth: AuthContext, order: OrderRef): boolean =>
  auth.kind === 'user' && auth.user.companyId !== null && !isStaff(auth.user) && !canEditOrder(auth, order);

/** Who answers and sets the question deadline: the order's editors with a full login. */
export const canAnswerQuestions = (auth: AuthContext, order: OrderRef): boolean =>
  auth.kind === 'user' && canEditOrder(auth, order);

/** The requester (and staff) see every question with the asker's company; nobody else ever does. */
export const seesAskers = canAnswerQuestions;
