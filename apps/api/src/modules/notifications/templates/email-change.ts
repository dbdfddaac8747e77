import { webPaths, webUrl } from '@platform/shared';
import { plain, polishDateTime, renderLayout, type TemplateContext } from './layout.js';

/**
 * EMAIL_CHANGE_CONFIRM, to the new address: the one link that makes it the account's address
 * (ASVS 2.5: a new address proves itself). Wording ours; the spec names no such e-mail.
 */
export type EmailChangeConfirmInput = { login: string; token: string; ttlHours: number };

export const emailChangeConfirmEmail = (context: TemplateContext, input: EmailChangeConfirmInput) =>
  renderLayout(context, {
    subject: 'Potwierdź nowy adres e-mail na Platformie Budowlanej',
    paragraphs: [
      plain(`poproszono o ustawienie tego adresu jako adresu e-mail konta ${input.login}.`),
      plain(
        `Link jest ważny ${input.ttlHours} godziny. Jeśli to nie Ty prosisz o zmianę, zignoruj tę wiadomość: adres konta pozostanie bez zmian.`,
      ),
    ],
    action: { label: 'Potwierdź nowy adres', url: webUrl(context.origin, webPaths.emailChange.to(input.token)) },
    critical: true,
  });

/**
 * EMAIL_CHANGED, to the old address: asked for (a link went to the new address) and done (the
 * account's address changed), so a change the owner did not make does not go unnoticed.
 */
export type EmailChangedInput = { login: string; newEmail: string; at: Date; done: boolean };

export const emailChangedEmail = (context: TemplateContext, input: EmailChangedInput) =>
  renderLayout(context, {
    subject: input.done ? 'Adres e-mail konta został zmieniony' : 'Prośba o zmianę adresu e-mail konta',
    paragraphs: [
      plain(
        input.done
          ? `adres e-mail konta ${input.login} został zmieniony ${polishDateTime(input.at)} na ${input.newEmail}. Na ten adres nie będziemy już wysyłać wiadomości.`
          : `${polishDateTime(input.at)} poproszono o zmianę adresu e-mail konta ${input.login} na ${input.newEmail}. Adres zmieni się, gdy ktoś kliknie w link wysłany na nowy adres.`,
      ),
      plain(
        'Jeśli to nie Ty, zmień hasło przez „Nie pamiętam hasła” na stronie logowania i skontaktuj się z obsługą platformy.',
      ),
    ],
    action: { label: 'Ustaw nowe hasło', url: webUrl(context.origin, webPaths.forgotPassword.to()) },
    critical: true,
  });
