import { webPaths, webUrl } from '@platform/shared';
import { calendarDay, escapeHtml as e, plain, renderLayout, type TemplateContext } from './layout.js';

/**
 * ORDER_DEADLINE_PASSED: to each contact person of the requester's order, once, when the offer
 * deadline has passed and no offer was selected yet (the order is still published, not archived).
 */
export type OrderDeadlinePassedInput = {
  orderId: number;
  investmentName: string;
  /** The last day for offers (YYYY-MM-DD). */
  offerDeadline: string;
};

// decision: the wording of the reminder (the spec gives none).
export const orderDeadlinePassedEmail = (context: TemplateContext, input: OrderDeadlinePassedInput) =>
  renderLayout(context, {
    subject: `Minął termin składania ofert: ${input.investmentName}`,
    paragraphs: [
      {
        text:
          `termin składania ofert w zleceniu dotyczącym inwestycji „${input.investmentName}” minął ` +
          `${calendarDay(input.offerDeadline)}, a oferta nie została jeszcze wybrana.`,
        html:
          `termin składania ofert w zleceniu dotyczącym inwestycji „${e(input.investmentName)}” minął ` +
          `${e(calendarDay(input.offerDeadline))}, a oferta nie została jeszcze wybrana.`,
      },
      plain('Porównaj otrzymane oferty i wybierz najlepszą albo zakończ zlecenie.'),
    ],
    action: { label: 'Przejdź do zlecenia', url: webUrl(context.origin, webPaths.orderView.to(input.orderId)) },
    critical: false,
  });
