import { PASSWORD_RESET_TTL_MINUTES, webPaths, webUrl } from '@platform/shared';
import { plain, renderLayout, type TemplateContext } from './layout.js';

/** PASSWORD_RESET: the one-time link of 'Nie pamiętam hasła' (wording ours; the spec gives none). */
export type PasswordResetEmailInput = { login: string; token: string };

export const passwordResetEmail = (context: TemplateContext, input: PasswordResetEmailInput) =>
  renderLayout(context, {
    subject: 'Ustaw nowe hasło na Platformie Budowlanej',
    paragraphs: [
      plain(`otrzymaliśmy prośbę o ustawienie nowego hasła do konta ${input.login}.`),
      plain(
        `Link działa jeden raz przez ${PASSWORD_RESET_TTL_MINUTES} minut. Jeśli to nie Ty prosisz o zmianę, zignoruj tę wiadomość: hasło pozostanie bez zmian.`,
      ),
    ],
    action: { label: 'Ustaw nowe hasło', url: webUrl(context.origin, webPaths.passwordReset.to(input.token)) },
    critical: true,
  });
