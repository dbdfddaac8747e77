import { CLAIM_TEXTS, type ClaimKind, webPaths, webUrl } from '@platform/shared';
import { escapeHtml as e, plain, renderLayout, type TemplateContext } from './layout.js';

/** CLAIM_DECISION: to the person who declared a participation or scopes, when staff decided it. */
export type ClaimDecisionEmailInput = {
  kind: ClaimKind;
  confirmed: boolean;
  companyName: string;
  investmentName: string | null;
  reason: string | null;
};

// decision: the wording of the e-mail (the spec gives none).
export const claimDecisionEmail = (context: TemplateContext, input: ClaimDecisionEmailInput) => {
  const what =
    input.kind === 'PARTICIPATION'
      ? `udział firmy ${input.companyName} w inwestycji „${input.investmentName ?? ''}”`
      : `zakresy branżowe firmy ${input.companyName}`;
  const verdict = input.confirmed ? 'potwierdziła' : 'nie potwierdziła';
  const subject = `${CLAIM_TEXTS.kinds[input.kind]}: zgłoszenie ${input.confirmed ? 'potwierdzone' : 'odrzucone'}`;
  const after = input.confirmed
    ? input.kind === 'PARTICIPATION'
      ? 'Inwestycja liczy się już w statystykach e-wizytówki firmy.'
      : 'Zakresy zostały dodane do branż firmy.'
    : 'Możesz poprawić zgłoszenie i wysłać je ponownie.';
  return renderLayout(context, {
    subject,
    paragraphs: [
      {
        text: `obsługa platformy ${verdict} zgłoszenie: ${what}.`,
        html: `obsługa platformy ${verdict} zgłoszenie: <strong>${e(what)}</strong>.`,
      },
      ...(input.reason ? [plain(`Powód: ${input.reason}`)] : []),
      plain(after),
    ],
    action: { label: 'Zobacz zgłoszenia', url: webUrl(context.origin, webPaths.tookPartIn.to()) },
    critical: false,
  });
};
