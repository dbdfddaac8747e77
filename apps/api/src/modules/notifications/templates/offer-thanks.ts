import { NOUNS, plural, webPaths, webUrl } from '@platform/shared';
import { escapeHtml as e, type Paragraph, plain, renderLayout, type TemplateContext } from './layout.js';

/**
 * THANKS (spec 2.8, thanks), once per side of an order. Winners learn they were chosen, in which industries
 * and whom to contact; losers learn the order was decided and, when the requester ticked it, where
 * their price stood per industry as a band. Neither names another company or gives its price.
 */
export type ContactPerson = { name: string; email: string; phone: string | null };

type Common = {
  orderId: number;
  conversationId: number;
  requesterName: string;
  investmentName: string;
};

export type WinnerThanksInput = Common & { industries: string[]; contacts: ContactPerson[] };
export type LoserThanksInput = Common & { bands: { industry: string; band: string }[] };

const contactLine = (c: ContactPerson) => [c.name, c.email, c.phone].filter(Boolean).join(', ');

// decision: the wording of both e-mails (the spec names the thanks, not their text)
export const winnerThanksEmail = (context: TemplateContext, input: WinnerThanksInput) => {
  const industries = `${plural(input.industries.length, NOUNS.branza)}: ${input.industries.join(', ')}`;
  const contacts: Paragraph[] = input.contacts.length
    ? [plain('Osoby kontaktowe zlecającego:'), ...input.contacts.map((c) => plain(`• ${contactLine(c)}`))]
    : [];
  return renderLayout(context, {
    subject: `Twoja oferta została wybrana: ${input.investmentName}`,
    paragraphs: [
      {
        text:
          `firma ${input.requesterName} wybrała ofertę Twojej firmy w zleceniu dotyczącym inwestycji ` +
          `„${input.investmentName}” (${industries}). Dziękujemy za złożenie oferty.`,
        html:
          `firma <strong>${e(input.requesterName)}</strong> wybrała ofertę Twojej firmy w zleceniu dotyczącym inwestycji ` +
          `„${e(input.investmentName)}” (${e(industries)}). Dziękujemy za złożenie oferty.`,
      },
      plain('Skontaktuj się ze zlecającym, aby ustalić szczegóły współpracy.'),
      ...contacts,
    ],
    action: {
      label: 'Przejdź do rozmowy',
      url: webUrl(context.origin, webPaths.conversation.to(input.orderId, input.conversationId)),
    },
    critical: false,
  });
};

export const loserThanksEmail = (context: TemplateContext, input: LoserThanksInput) =>
  renderLayout(context, {
    subject: `Dziękujemy za ofertę: ${input.investmentName}`,
    paragraphs: [
      {
        text:
          `firma ${input.requesterName} podjęła decyzję w zleceniu dotyczącym inwestycji „${input.investmentName}”. ` +
          'Tym razem Twoja oferta nie została wybrana. Dziękujemy za jej złożenie.',
        html:
          `firma <strong>${e(input.requesterName)}</strong> podjęła decyzję w zleceniu dotyczącym inwestycji ` +
          `„${e(input.investmentName)}”. Tym razem Twoja oferta nie została wybrana. Dziękujemy za jej złożenie.`,
      },
      ...input.bands.map((b) => plain(`Branża ${b.industry}: Twoja cena była ${b.band}.`)),
    ],
    action: { label: 'Przejdź do zlecenia', url: webUrl(context.origin, webPaths.orderView.to(input.orderId)) },
    critical: false,
  });
