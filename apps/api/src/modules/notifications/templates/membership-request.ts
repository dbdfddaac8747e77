import { webPaths, webUrl } from '@platform/shared';
import { escapeHtml as e, plain, renderLayout, type TemplateContext } from './layout.js';

/** MEMBERSHIP_REQUEST: to a company's admin, when someone invited a person into the company (spec 2.8, 6). */
export type MembershipRequestEmailInput = {
  companyName: string;
  person: { firstName: string; lastName: string; email: string };
  invitedBy: { firstName: string; lastName: string; companyName: string | null };
  investmentName: string | null;
};

// decision: the wording of the e-mail (the spec gives none).
export const membershipRequestEmail = (context: TemplateContext, input: MembershipRequestEmailInput) => {
  const who = `${input.invitedBy.firstName} ${input.invitedBy.lastName}${
    input.invitedBy.companyName ? ` (${input.invitedBy.companyName})` : ''
  }`;
  const person = `${input.person.firstName} ${input.person.lastName} (${input.person.email})`;
  const about = input.investmentName ? ` w sprawie inwestycji „${input.investmentName}”` : '';
  return renderLayout(context, {
    subject: `Prośba o dołączenie do firmy ${input.companyName}`,
    paragraphs: [
      {
        // no 'zaprosił(a)': the sentence names the invited person, the inviter follows without a gendered verb
        text: `na platformę${about} zaproszono osobę ${person} jako pracownika firmy ${input.companyName}. Zaproszenie wysłał użytkownik ${who}.`,
        html: `na platformę${e(about)} zaproszono osobę <strong>${e(person)}</strong> jako pracownika firmy <strong>${e(input.companyName)}</strong>. Zaproszenie wysłał użytkownik <strong>${e(who)}</strong>.`,
      },
      plain(
        'Ta osoba nie widzi danych firmy, ofert ani konwersacji, dopóki nie zaakceptujesz prośby. Jeśli jej nie znasz, odrzuć prośbę.',
      ),
    ],
    action: { label: 'Rozpatrz prośbę', url: webUrl(context.origin, webPaths.companyPeople.to()) },
    critical: true,
  });
};
