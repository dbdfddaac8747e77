import { webPaths, webUrl } from '@platform/shared';
import { plain, polishDateTime, renderLayout, type TemplateContext } from './layout.js';

/**
 * PASSWORD_CHANGED: the account's owner is told that the password changed (OWASP ASVS 2.5.5), so a
 * change they did not make does not go unnoticed.
 */
export type PasswordChangedEmailInput = { login: string; changedAt: Date };

export const passwordChangedEmail = (context: TemplateContext, input: PasswordChangedEmailInput) =>
  renderLayout(context, {
    subject: 'Hasło do konta zostało zmienione',
    paragraphs: [
      plain(
        `hasło do konta ${input.login} zostało zmienione ${polishDateTime(input.changedAt)}. Pozostałe sesje konta zostały zakończone.`,
      ),
      plain(
        'Jeśli to nie Ty zmieniasz hasło, ustaw nowe przez „Nie pamiętam hasła” na stronie logowania i skontaktuj się z obsługą platformy.',
      ),
    ],
    action: { label: 'Ustaw nowe hasło', url: webUrl(context.origin, webPaths.forgotPassword.to()) },
    critical: true,
  });
