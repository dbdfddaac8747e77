import { webPaths, webUrl } from '@platform/shared';
import { plain, renderLayout, type TemplateContext } from './layout.js';

/** CONSULTANT_ANSWER: to the asker, once, when staff answer a question of 'Pytania' (spec 6 menu). */
export type ConsultantAnswerInput = { subject: string; subjectName: string };

// decision: the wording of the e-mail (the spec names 'Pytania', not this text); the answer itself is
// read on the page, so the e-mail carries no text of it past the question's subject.
export const consultantAnswerEmail = (context: TemplateContext, input: ConsultantAnswerInput) =>
  renderLayout(context, {
    subject: `Odpowiedź konsultanta: ${input.subject}`,
    paragraphs: [
      plain(`konsultant platformy odpowiedział na Twoje pytanie „${input.subject}” (${input.subjectName}).`),
    ],
    action: { label: 'Zobacz odpowiedź', url: webUrl(context.origin, webPaths.consultantQuestions.to()) },
    critical: false,
  });
