import { webPaths, webUrl } from '@platform/shared';
import { calendarDay, escapeHtml as e, type Paragraph, plain, renderLayout, type TemplateContext } from './layout.js';

/**
 * ORDER_INVITATION: to a company nominated to an order (spec 2.8, 7), with a link to the
 * order card and, beyond the spec, one-time links to answer whether it will bid without logging in.
 */
export type OrderInvitationEmailInput = {
  orderId: number;
  invitedCompanyName: string;
  requesterName: string;
  investmentName: string;
  city: string | null;
  /** ISO day of the offer deadline. */
  offerDeadlineTo: string | null;
  /** One-time links of the three answers (absent when not issued). */
  intentLinks?: { willBid: string; wontBid: string; undecided: string };
};

/** The three one-time answers of an invited company ('Złożę ofertę' ...), when links were issued. */
export const intentAnswers = (links: OrderInvitationEmailInput['intentLinks']): Paragraph[] =>
  links
    ? [
        {
          text:
            'Daj znać zlecającemu, czy złożysz ofertę (bez logowania):\n' +
            `Złożę ofertę: ${links.willBid}\nNie złożę oferty: ${links.wontBid}\nJeszcze nie wiem: ${links.undecided}`,
          html:
            'Daj znać zlecającemu, czy złożysz ofertę (bez logowania): ' +
            `<a href="${e(links.willBid)}">Złożę ofertę</a> · <a href="${e(links.wontBid)}">Nie złożę oferty</a> · ` +
            `<a href="${e(links.undecided)}">Jeszcze nie wiem</a>`,
        },
      ]
    : [];

// decision: the wording of the e-mail (the spec gives none).
export const orderInvitationEmail = (context: TemplateContext, input: OrderInvitationEmailInput) => {
  const place = input.city ? ` (${input.city})` : '';
  const intro: Paragraph = {
    text:
      `firma ${input.requesterName} zaprasza firmę ${input.invitedCompanyName} do złożenia oferty w zleceniu ` +
      `dotyczącym inwestycji „${input.investmentName}”${place}.`,
    html:
      `firma <strong>${e(input.requesterName)}</strong> zaprasza firmę <strong>${e(input.invitedCompanyName)}</strong> ` +
      `do złożenia oferty w zleceniu dotyczącym inwestycji „${e(input.investmentName)}”${e(place)}.`,
  };
  const deadline = input.offerDeadlineTo
    ? [plain(`Oferty są przyjmowane do ${calendarDay(input.offerDeadlineTo)}.`)]
    : [];
  return renderLayout(context, {
    subject: `Zaproszenie do złożenia oferty: ${input.investmentName}`,
    paragraphs: [
      intro,
      ...deadline,
      plain('Zlecający udostępnia zaproszonym firmom dokumentację zlecenia i dane kontaktowe.'),
    ],
    action: { label: 'Zobacz zlecenie', url: webUrl(context.origin, webPaths.orderView.to(input.orderId)) },
    after: intentAnswers(input.intentLinks),
    critical: false,
  });
};
