import { webPaths, webUrl } from '@platform/shared';
import { escapeHtml as e, type Paragraph, plain, renderLayout, type TemplateContext } from './layout.js';

/**
 * ORDER_CHANGED: to the users of a company invited to an order or in conversation on it, when the
 * requester changed what a bidder reads ('Zmiany w zleceniu'), with the changes listed.
 */
export type OrderChangedEmailInput = {
  orderId: number;
  requesterName: string;
  investmentName: string;
  companyName: string;
  /** The readable difference, one line per change. */
  changes: string[];
};

// decision: the wording of the e-mail (the spec gives none).
export const orderChangedEmail = (context: TemplateContext, input: OrderChangedEmailInput) => {
  const list: Paragraph = {
    text: input.changes.map((c) => `- ${c}`).join('\n'),
    html: `<ul>${input.changes.map((c) => `<li>${e(c)}</li>`).join('')}</ul>`,
  };
  return renderLayout(context, {
    subject: `Zmiany w zleceniu: ${input.investmentName}`,
    paragraphs: [
      {
        text:
          `firma ${input.requesterName} zmieniła zlecenie dotyczące inwestycji „${input.investmentName}”, ` +
          `do którego firma ${input.companyName} jest zaproszona lub w którym prowadzi konwersację:`,
        html:
          `firma <strong>${e(input.requesterName)}</strong> zmieniła zlecenie dotyczące inwestycji ` +
          `„${e(input.investmentName)}”, do którego firma <strong>${e(input.companyName)}</strong> jest zaproszona ` +
          'lub w którym prowadzi konwersację:',
      },
      list,
      plain('Prosimy o zapoznanie się ze zmianami i potwierdzenie tego na karcie zlecenia.'),
    ],
    action: { label: 'Zobacz zmiany w zleceniu', url: webUrl(context.origin, webPaths.orderView.to(input.orderId)) },
    critical: false,
  });
};
