import { countOf, NOUNS, webPaths, webUrl } from '@platform/shared';
import { escapeHtml as e, type Paragraph, polishDateTime, renderLayout, type TemplateContext } from './layout.js';

/**
 * NEW_MESSAGE: to a participant with messages unread for a few minutes, one
 * e-mail per conversation and burst (never one per message), with the latest messages and a link.
 */
export type ConversationUnreadEmailInput = {
  orderId: number;
  conversationId: number;
  /** the company on the other side of the thread */
  otherCompanyName: string;
  investmentName: string;
  unreadCount: number;
  /** the latest unread messages, oldest first */
  messages: { author: string; text: string; sent: Date }[];
};

// decision: at most 300 characters of each message in the e-mail; the rest is on the platform
const excerpt = (text: string) => (text.length > 300 ? `${text.slice(0, 300)}…` : text);

const messageParagraph = (m: ConversationUnreadEmailInput['messages'][number]): Paragraph => ({
  text: `${m.author} (${polishDateTime(m.sent)}):\n${excerpt(m.text) || '[załącznik]'}`,
  html:
    `<strong>${e(m.author)}</strong> (${e(polishDateTime(m.sent))}):<br>` +
    `${e(excerpt(m.text) || '[załącznik]').replaceAll('\n', '<br>')}`,
});

// decision: the wording of the e-mail (the spec gives none)
export const conversationUnreadEmail = (context: TemplateContext, input: ConversationUnreadEmailInput) => {
  const unread = countOf(input.unreadCount, NOUNS.nieprzeczytanaWiadomoscAcc);
  const lead =
    input.unreadCount === 1 ? 'Jej treść:' : input.messages.length === 1 ? 'Ostatnia z nich:' : 'Ostatnie z nich:';
  return renderLayout(context, {
    subject: `${input.unreadCount === 1 ? 'Nowa wiadomość' : 'Nowe wiadomości'}: ${input.investmentName}`,
    paragraphs: [
      {
        text:
          `masz ${unread} w rozmowie z firmą ${input.otherCompanyName} ` +
          `o zleceniu dotyczącym inwestycji „${input.investmentName}”. ${lead}`,
        html:
          `masz ${e(unread)} w rozmowie z firmą ` +
          `<strong>${e(input.otherCompanyName)}</strong> o zleceniu dotyczącym inwestycji „${e(input.investmentName)}”. ` +
          lead,
      },
      ...input.messages.map(messageParagraph),
    ],
    action: {
      label: 'Przejdź do rozmowy',
      url: webUrl(context.origin, webPaths.conversation.to(input.orderId, input.conversationId)),
    },
    critical: false,
  });
};
