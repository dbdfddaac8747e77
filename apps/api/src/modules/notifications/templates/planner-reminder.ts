import { webPaths, webUrl } from '@platform/shared';
import { calendarDay, plain, renderLayout, type TemplateContext } from './layout.js';

/** PLANNER_REMINDER: to a planner user, the day before an offer deadline in its planner (spec 6 menu 'Planer'). */
export type PlannerReminderInput = { orderId: number; investmentName: string; offerDeadline: string };

// decision: the wording of the reminder (the spec names the planner's reminders, not their text).
export const plannerReminderEmail = (context: TemplateContext, input: PlannerReminderInput) =>
  renderLayout(context, {
    subject: `Jutro mija termin składania ofert: ${input.investmentName}`,
    paragraphs: [
      plain(
        `w Twoim Planerze: termin składania ofert w zleceniu dotyczącym inwestycji „${input.investmentName}” ` +
          `mija ${calendarDay(input.offerDeadline)}.`,
      ),
    ],
    action: { label: 'Przejdź do zlecenia', url: webUrl(context.origin, webPaths.orderView.to(input.orderId)) },
    after: [plain(`Wszystkie terminy znajdziesz w Planerze: ${webUrl(context.origin, webPaths.planner.to())}`)],
    critical: false,
  });
