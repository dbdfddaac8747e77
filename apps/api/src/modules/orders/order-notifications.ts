import { webPaths, webUrl } from '@platform/shared';
import type { FastifyInstance } from 'fastify';
import { issueTemporaryAccessLink } from '../auth/auth.service.js';
import {
  claimContactsNotification,
  findActiveOrderContacts,
  findNotificationNames,
} from './order-notifications.queries.js';

/**
 * E-mails to the contacts of an order that staff published on behalf of the requester company
 * (the form's `notifyContacts`, spec 3 and 5). Each contact gets a personal one-time
 * temporary-access link (ORDER_EDIT_APPROVAL for that order, spec 6) to review and approve the
 * order without logging in.
 */

export const ORDER_CONTACTS_EMAIL_KIND = 'ORDER_CONTACTS_NOTIFICATION';

// decision: the one-time link stays valid for 7 days (an e-mail is not read within the default
// 60 minutes of TEMPORARY_ACCESS_TTL_MINUTES); the session it opens lasts that default.
export const CONTACT_LINK_TTL_MINUTES = 7 * 24 * 60;

const escapeHtml = (value: string) =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

const polishDateTime = (date: Date) =>
  new Intl.DateTimeFormat('pl-PL', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Warsaw' }).format(date);

/**
 * The web app's temporary-access entry with the order card as the redirect (a path inside the app;
 * the entry also accepts it with the base path). Without PUBLIC_URL the link points at this
 * server on localhost.
 */
export const temporaryAccessUrl = (app: FastifyInstance, token: string, orderId: number): string => {
  const origin = app.env.PUBLIC_URL ?? `http://localhost:${app.env.PORT}`;
  return webUrl(origin, webPaths.temporaryAccess.to(token, webPaths.orderView.to(orderId)));
};

type EmailInput = {
  firstName: string;
  companyName: string;
  investmentName: string;
  plannedAt: Date | null;
  link: string;
  linkExpiresAt: Date;
};

// decision: the wording of the e-mail (the spec gives none).
export const contactEmail = (input: EmailInput) => {
  const subject = `Zlecenie do zatwierdzenia: ${input.investmentName}`;
  const action = input.plannedAt
    ? `przygotował w imieniu firmy ${input.companyName} zlecenie na inwestycji „${input.investmentName}”, ` +
      `którego publikacja jest zaplanowana na ${polishDateTime(input.plannedAt)}.`
    : `opublikował w imieniu firmy ${input.companyName} zlecenie na inwestycji „${input.investmentName}”.`;
  const expires = polishDateTime(input.linkExpiresAt);
  const text = [
    `Dzień dobry ${input.firstName},`,
    '',
    `zespół Platformy Budowlanej ${action} Figurujesz w nim jako osoba kontaktowa.`,
    '',
    'Zlecenie czeka na zatwierdzenie przez Twoją firmę. Możesz je przejrzeć i zatwierdzić bez logowania, ' +
      'otwierając poniższy link:',
    input.link,
    '',
    `Link jest osobisty i jednorazowy, ważny do ${expires}. Nie przekazuj go innym osobom. ` +
      'Aby później zarządzać zleceniem, zaloguj się na platformie.',
    '',
    'Pozdrawiamy',
    'Zespół Platformy Budowlanej',
  ].join('\n');
  const e = escapeHtml;
  const actionHtml = input.plannedAt
    ? `przygotował w imieniu firmy <strong>${e(input.companyName)}</strong> zlecenie na inwestycji ` +
      `„${e(input.investmentName)}”, którego publikacja jest zaplanowana na ${e(polishDateTime(input.plannedAt))}.`
    : `opublikował w imieniu firmy <strong>${e(input.companyName)}</strong> zlecenie na inwestycji ` +
      `„${e(input.investmentName)}”.`;
  const html = [
    `<p>Dzień dobry ${e(input.firstName)},</p>`,
    `<p>zespół Platformy Budowlanej ${actionHtml} Figurujesz w nim jako osoba kontaktowa.</p>`,
    '<p>Zlecenie czeka na zatwierdzenie przez Twoją firmę. Możesz je przejrzeć i zatwierdzić bez logowania:</p>',
    `<p><a href="${e(input.link)}">Przejrzyj i zatwierdź zlecenie</a></p>`,
    `<p>Link jest osobisty i jednorazowy, ważny do ${e(expires)}. Nie przekazuj go innym osobom. ` +
      'Aby później zarządzać zleceniem, zaloguj się na platformie.</p>',
    '<p>Pozdrawiamy<br>Zespół Platformy Budowlanej</p>',
  ].join('\n');
  return { subject, text, html };
};

/**
 * Called after an order is stored. Sends only when staff published it (a new order or a completed
 * draft, `published`), the stored order asks for it (`notify_contacts`), still awaits approval
 * (decision: an order the company already approved needs no approval link) and its contacts were
 * never notified: `contacts_notified_at` is set in the same statement that checks it, so an order
 * is announced once even under concurrent saves. Failures are logged and never undo the saved
 * order; SMTP errors are kept in the outbox row by the mailer. Answers the number of e-mails sent.
 */
export const notifyContactsOfStaffOrder = async (
  app: FastifyInstance,
  input: { orderId: number; published: boolean; byStaff: boolean },
): Promise<number> => {
  if (!input.published || !input.byStaff) return 0;
  try {
    const now = new Date();
    const order = await claimContactsNotification(app.db, input.orderId, now);
    if (!order) return 0;
    const names = await findNotificationNames(app.db, order);
    const contacts = await findActiveOrderContacts(app.db, input.orderId);
    let sent = 0;
    for (const contact of contacts) {
      try {
        const { token, expiresAt } = await issueTemporaryAccessLink(app, {
          userId: contact.userId,
          permissions: ['ORDER_EDIT_APPROVAL'],
          resourceId: input.orderId,
          ttlMinutes: CONTACT_LINK_TTL_MINUTES,
        });
        const email = contactEmail({
          firstName: contact.firstName,
          companyName: names?.companyName ?? '',
          investmentName: names?.investmentName ?? '',
          plannedAt: order.status === 'PLANNED' && order.publishAt && order.publishAt > now ? order.publishAt : null,
          link: temporaryAccessUrl(app, token, input.orderId),
          linkExpiresAt: new Date(expiresAt),
        });
        await app.mailer.send({ to: contact.email, kind: ORDER_CONTACTS_EMAIL_KIND, ...email });
        sent += 1;
      } catch (error) {
        app.log.error({ err: error, orderId: input.orderId, userId: contact.userId }, 'order contact e-mail failed');
      }
    }
    return sent;
  } catch (error) {
    app.log.error({ err: error, orderId: input.orderId }, 'order contacts notification failed');
    return 0;
  }
};
