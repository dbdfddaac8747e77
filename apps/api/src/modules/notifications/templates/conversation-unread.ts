import { webPaths, webUrl } from '@platform/shared';
import { escapeHtml as e, type Paragraph, polishDateTime, renderLayout, type TemplateContext } from './layout.js';

/**
 * NEW_MESSAGE: to a participant with messages unread for a few minutes, one
 * e-mail per conversation and burst (never one per message), with the latest messages and a link.
 */
export type ConversationUnreadEmailInput = {
  firstName: string;
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
export const conversationUnreadEmail = (context: TemplateContext, input: ConversationUnreadEmailInput) =>
  renderLayout(context, {
    subject: `Nowe wiadomości: ${input.investmentName}`,
    greeting: `Dzień dobry ${input.firstName},`,
    paragraphs: [
      {
        text:
          `masz ${input.unreadCount} nieprzeczytanych wiadomości w rozmowie z firmą ${input.otherCompanyName} ` +
          `o zleceniu na inwestycji „${input.investmentName}”. Ostatnie z nich:`,
        html:
          `masz ${input.unreadCount} nieprzeczytanych wiadomości w rozmowie z firmą ` +
          `<strong>${e(input.otherCompanyName)}</strong> o zleceniu na inwestycji „${e(input.investmentName)}”. ` +
          'Ostatnie z nich:',
      },
      ...input.messages.map(messageParagraph),
    ],
    action: {
      label: 'Przejdź do rozmowy',
      url: webUrl(context.origin, webPaths.conversation.to(input.orderId, input.conversationId)),
    },
    critical: false,
  });
