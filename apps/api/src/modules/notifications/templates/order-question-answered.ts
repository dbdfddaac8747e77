import { webPaths, webUrl } from '@platform/shared';
import { escapeHtml as e, plain, renderLayout, type TemplateContext } from './layout.js';

/**
 * ORDER_QUESTION_ANSWERED: the requester answered a question about an order. A public answer goes
 * to the users of the invited companies and of the asker's company, a private one to the asker's
 * company only. The e-mail never names the company that asked.
 */
export type OrderQuestionAnsweredInput = {
  orderId: number;
  investmentName: string;
  question: string;
  answer: string;
  isPublic: boolean;
};

// decision: the wording of the notice (the spec gives none); the link opens the order's 'Pytania' tab.
export const orderQuestionAnsweredEmail = (context: TemplateContext, input: OrderQuestionAnsweredInput) =>
  renderLayout(context, {
    subject: `Odpowiedź na pytanie do zlecenia: ${input.investmentName}`,
    paragraphs: [
      {
        text:
          `zleceniodawca ${input.isPublic ? 'odpowiedział publicznie' : 'odpowiedział Twojej firmie'} na pytanie ` +
          `do zlecenia dotyczącego inwestycji „${input.investmentName}”.`,
        html:
          `zleceniodawca ${input.isPublic ? 'odpowiedział publicznie' : 'odpowiedział Twojej firmie'} na pytanie ` +
          `do zlecenia dotyczącego inwestycji „${e(input.investmentName)}”.`,
      },
      plain(`Pytanie: ${input.question}`),
      plain(`Odpowiedź: ${input.answer}`),
    ],
    action: {
      label: 'Zobacz pytania do zlecenia',
      url: webUrl(context.origin, webPaths.orderQuestions.to(input.orderId)),
    },
    critical: false,
  });
