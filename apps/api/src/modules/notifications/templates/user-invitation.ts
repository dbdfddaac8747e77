import { webPaths, webUrl } from '@platform/shared';
import { escapeHtml as e, plain, renderLayout, type TemplateContext } from './layout.js';

/** USER_INVITATION: to a person invited to the platform ('Zaproś nowego użytkownika', spec 2.8). */
export type UserInvitationEmailInput = {
  companyName: string;
  /** false: the company's admin (or staff) has yet to let the person in */
  member: boolean;
  invitedBy: { firstName: string; lastName: string; companyName: string | null };
  investmentName: string | null;
  /** the order the person's company was invited to, when invited from its card */
  orderId: number | null;
  login: string;
  /** the one-time link that sets the password and activates the account */
  activationUrl: string;
};

// decision: the wording of the e-mail (the spec gives none).
export const userInvitationEmail = (context: TemplateContext, input: UserInvitationEmailInput) => {
  const who = `${input.invitedBy.firstName} ${input.invitedBy.lastName}${
    input.invitedBy.companyName ? ` (${input.invitedBy.companyName})` : ''
  }`;
  const investment = input.investmentName ? ` inwestycji „${input.investmentName}”` : '';
  const about =
    input.orderId !== null
      ? ` i do złożenia oferty w zleceniu dotyczącym${investment}`
      : investment && ` w sprawie${investment}`;
  const orderUrl = input.orderId !== null ? webUrl(context.origin, webPaths.orderView.to(input.orderId)) : null;
  return renderLayout(context, {
    subject: `Zaproszenie na Platformę Budowlaną${input.investmentName ? `: ${input.investmentName}` : ''}`,
    paragraphs: [
      {
        text: `${who} zaprasza Cię na platformę${about}. Założyliśmy dla Ciebie konto z loginem ${input.login}.`,
        html: `<strong>${e(who)}</strong> zaprasza Cię na platformę${e(about)}. Założyliśmy dla Ciebie konto z loginem <strong>${e(input.login)}</strong>.`,
      },
      input.member
        ? plain(`Konto należy do firmy ${input.companyName}.`)
        : plain(
            `Do firmy ${input.companyName} dołączysz, gdy zaakceptuje to jej administrator (lub obsługa platformy); do tego czasu konto nie ma dostępu do danych firmy.`,
          ),
      plain('Aby korzystać z konta, ustaw hasło. Link działa jeden raz przez 7 dni.'),
      ...(orderUrl
        ? [
            {
              text: `Po ustawieniu hasła przejdziesz do zlecenia: ${orderUrl}`,
              html: `Po ustawieniu hasła przejdziesz do <a href="${e(orderUrl)}">zlecenia</a>.`,
            },
          ]
        : []),
    ],
    action: { label: 'Ustaw hasło i zaloguj się', url: input.activationUrl },
    critical: true,
  });
};

/** The activation link of a token (built from the shared web paths). */
export const activationUrl = (context: TemplateContext, token: string) =>
  webUrl(context.origin, webPaths.accountActivation.to(token));
