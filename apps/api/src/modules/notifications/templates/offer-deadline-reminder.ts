import { webPaths, webUrl } from '@platform/shared';
import { calendarDay, escapeHtml as e, renderLayout, type TemplateContext } from './layout.js';
import { intentAnswers, type OrderInvitationEmailInput } from './order-invitation.js';

/**
 * OFFER_DEADLINE_REMINDER: to an invited company that has not answered, 72 h and 24 h before the
 * offer deadline, with the card link and fresh one-time answer links.
 */
export type OfferDeadlineReminderInput = Omit<OrderInvitationEmailInput, 'offerDeadlineTo'> & {
  offerDeadlineTo: string;
  /** 72: three days are left; 24: the deadline is today. */
  hoursLeft: 72 | 24;
};

// decision: the wording of the e-mail (the spec gives none).
export const offerDeadlineReminderEmail = (context: TemplateContext, input: OfferDeadlineReminderInput) => {
  const place = input.city ? ` (${input.city})` : '';
  const deadline = calendarDay(input.offerDeadlineTo);
  const when = input.hoursLeft === 24 ? `dziś, ${deadline}` : deadline;
  return renderLayout(context, {
    subject:
      input.hoursLeft === 24
        ? `Dziś mija termin składania ofert: ${input.investmentName}`
        : `Do ${deadline} można złożyć ofertę: ${input.investmentName}`,
    paragraphs: [
      {
        text:
          `przypominamy, że firma ${input.requesterName} zaprosiła firmę ${input.invitedCompanyName} do złożenia ` +
          `oferty w zleceniu dotyczącym inwestycji „${input.investmentName}”${place}. Termin składania ofert mija ${when}.`,
        html:
          `przypominamy, że firma <strong>${e(input.requesterName)}</strong> zaprosiła firmę ` +
          `<strong>${e(input.invitedCompanyName)}</strong> do złożenia oferty w zleceniu dotyczącym inwestycji ` +
          `„${e(input.investmentName)}”${e(place)}. Termin składania ofert mija <strong>${e(when)}</strong>.`,
      },
    ],
    action: { label: 'Zobacz zlecenie', url: webUrl(context.origin, webPaths.orderView.to(input.orderId)) },
    after: intentAnswers(input.intentLinks),
    critical: false,
  });
};
