/**
 * The notifications module's face: the e-mail service every domain uses (enqueue an e-mail in the
 * transaction of its event, render it from a template, send a reminder once). Other modules import
 * notifications only from here.
 */

export { notificationsModule } from './notifications.module.js';
export { enqueueEmail, templateContext } from './notifications.service.js';
export type { AnyReminder } from './reminders.js';
export { notYetReminded, type Reminder } from './reminders.js';
export { claimDecisionEmail } from './templates/claim-decision.js';
export { consultantAnswerEmail } from './templates/consultant-answer.js';
export { conversationUnreadEmail } from './templates/conversation-unread.js';
export { emailChangeConfirmEmail, emailChangedEmail } from './templates/email-change.js';
export type { RenderedEmail, TemplateContext } from './templates/layout.js';
export { membershipRequestEmail } from './templates/membership-request.js';
export { offerDeadlineReminderEmail } from './templates/offer-deadline-reminder.js';
export { loserThanksEmail, winnerThanksEmail } from './templates/offer-thanks.js';
export { orderChangedEmail } from './templates/order-changed.js';
export { orderContactsEmail, orderContactsLink } from './templates/order-contacts.js';
export { orderDeadlinePassedEmail } from './templates/order-deadline-passed.js';
export { orderInvitationEmail } from './templates/order-invitation.js';
export { orderQuestionAnsweredEmail } from './templates/order-question-answered.js';
export { passwordChangedEmail } from './templates/password-changed.js';
export { passwordResetEmail } from './templates/password-reset.js';
export { plannerReminderEmail } from './templates/planner-reminder.js';
export { registrationEmail } from './templates/registration.js';
export { activationUrl, userInvitationEmail } from './templates/user-invitation.js';
export { type WatchedInvestmentChange, watchedInvestmentEmail } from './templates/watched-investment.js';
