import { webPaths, webUrl } from '@platform/shared';
import {
  escapeHtml as e,
  type Paragraph,
  plain,
  polishDateTime,
  renderLayout,
  type TemplateContext,
} from './layout.js';

/**
 * ORDER_CONTACTS_NOTIFICATION: to each contact of an order staff published for the requester
 * company, with a personal one-time temporary-access link to the order (spec 3, 5, 6).
 */
export type OrderContactsEmailInput = {
  orderId: number;
  companyName: string;
  investmentName: string;
  plannedAt: Date | null;
  /** The one-time token of the temporary-access entry. */
  token: string;
  linkExpiresAt: Date;
};

/** The temporary-access entry with the order card as the redirect. */
export const orderContactsLink = (origin: string, token: string, orderId: number) =>
  webUrl(origin, webPaths.temporaryAccess.to(token, webPaths.orderView.to(orderId)));

// decision: the wording of the e-mail (the spec gives none).
export const orderContactsEmail = (context: TemplateContext, input: OrderContactsEmailInput) => {
  const action: Paragraph = input.plannedAt
    ? {
        text:
          `zespół Platformy Budowlanej przygotował w imieniu firmy ${input.companyName} zlecenie dotyczące inwestycji ` +
          `„${input.investmentName}”, którego publikacja jest zaplanowana na ${polishDateTime(input.plannedAt)}. ` +
          'Figurujesz w nim jako osoba kontaktowa.',
        html:
          `zespół Platformy Budowlanej przygotował w imieniu firmy <strong>${e(input.companyName)}</strong> zlecenie ` +
          `dotyczące inwestycji „${e(input.investmentName)}”, którego publikacja jest zaplanowana na ` +
          `${e(polishDateTime(input.plannedAt))}. Figurujesz w nim jako osoba kontaktowa.`,
      }
    : {
        text:
          `zespół Platformy Budowlanej opublikował w imieniu firmy ${input.companyName} zlecenie dotyczące inwestycji ` +
          `„${input.investmentName}”. Figurujesz w nim jako osoba kontaktowa.`,
        html:
          `zespół Platformy Budowlanej opublikował w imieniu firmy <strong>${e(input.companyName)}</strong> zlecenie ` +
          `dotyczące inwestycji „${e(input.investmentName)}”. Figurujesz w nim jako osoba kontaktowa.`,
      };
  return renderLayout(context, {
    subject: `Zlecenie do zatwierdzenia: ${input.investmentName}`,
    paragraphs: [
      action,
      plain(
        'Zlecenie czeka na zatwierdzenie przez Twoją firmę. Możesz je przejrzeć i zatwierdzić bez logowania, ' +
          'otwierając poniższy link.',
      ),
    ],
    action: {
      label: 'Przejrzyj i zatwierdź zlecenie',
      url: orderContactsLink(context.origin, input.token, input.orderId),
    },
    after: [
      plain(
        `Link jest osobisty i jednorazowy, ważny do ${polishDateTime(input.linkExpiresAt)}. ` +
          'Nie przekazuj go innym osobom. Aby później zarządzać zleceniem, zaloguj się na platformie.',
      ),
    ],
    critical: true,
  });
};
