import { webPaths, webUrl } from '@platform/shared';
import { calendarDay, escapeHtml as e, plain, renderLayout, type TemplateContext } from './layout.js';

/** What happened on a watched investment (the investment database: 'Obserwuj'). */
export type WatchedInvestmentChange =
  | { kind: 'STAGE'; from: string | null; to: string; changedOn: string; holdReason: string | null }
  | { kind: 'PARTICIPANT'; companyName: string }
  | { kind: 'ORDER'; orderId: number };

const describe = (change: WatchedInvestmentChange): string => {
  switch (change.kind) {
    case 'STAGE':
      return (
        `etap inwestycji zmienił się ${change.from ? `z „${change.from}” ` : ''}na „${change.to}” ` +
        `(${calendarDay(change.changedOn)}).` +
        (change.holdReason ? ` Powód wstrzymania: ${change.holdReason}` : '')
      );
    case 'PARTICIPANT':
      return `do inwestycji dołączyła firma ${change.companyName}.`;
    case 'ORDER':
      return 'w inwestycji opublikowano nowe zlecenie.';
  }
};

// decision: the wording (the spec gives none); one e-mail per change, gathered by the daily digest when so chosen.
export const watchedInvestmentEmail = (
  context: TemplateContext,
  input: { investmentId: number; investmentName: string; change: WatchedInvestmentChange },
) => {
  const what = describe(input.change);
  const name = input.investmentName;
  const link =
    input.change.kind === 'ORDER'
      ? { label: 'Zobacz zlecenie', url: webUrl(context.origin, webPaths.orderView.to(input.change.orderId)) }
      : { label: 'Zobacz inwestycję', url: webUrl(context.origin, webPaths.investmentView.to(input.investmentId)) };
  return renderLayout(context, {
    subject: `Zmiana w obserwowanej inwestycji: ${name}`,
    paragraphs: [
      {
        text: `w obserwowanej inwestycji „${name}” ${what}`,
        html: `w obserwowanej inwestycji „${e(name)}” ${e(what)}`,
      },
      plain('Wszystkie obserwowane inwestycje i ich zmiany znajdziesz na stronie „Obserwowane inwestycje”.'),
    ],
    action: link,
    critical: false,
  });
};
