import { countOf, NOTIFICATION_KINDS, NOUNS, type NotificationKind, webPaths, webUrl } from '@platform/shared';
import {
  escapeHtml as e,
  type Paragraph,
  plain,
  polishDateTime,
  renderLayout,
  type TemplateContext,
} from './layout.js';

/** DAILY_DIGEST: one e-mail a day gathering the e-mails the user chose to get "w podsumowaniu dnia". */
export type DailyDigestInput = {
  items: { kind: string; subject: string; actionUrl: string | null; createdAt: Date }[];
};

const kindLabel = (kind: string) => NOTIFICATION_KINDS[kind as NotificationKind]?.label ?? kind;

const item = (entry: DailyDigestInput['items'][number]): Paragraph => ({
  text: `• ${entry.subject} (${kindLabel(entry.kind)}, ${polishDateTime(entry.createdAt)})${entry.actionUrl ? `\n  ${entry.actionUrl}` : ''}`,
  html:
    `• ${entry.actionUrl ? `<a href="${e(entry.actionUrl)}">${e(entry.subject)}</a>` : e(entry.subject)} ` +
    `<span style="color:#666">(${e(kindLabel(entry.kind))}, ${e(polishDateTime(entry.createdAt))})</span>`,
});

// decision: the wording of the digest (the spec gives none).
export const dailyDigestEmail = (context: TemplateContext, input: DailyDigestInput) =>
  renderLayout(context, {
    subject: `Podsumowanie dnia: ${countOf(input.items.length, NOUNS.powiadomienie)}`,
    paragraphs: [
      plain('oto powiadomienia, które zgodnie z Twoimi ustawieniami zbieramy w podsumowaniu dnia:'),
      ...input.items.map(item),
    ],
    action: { label: 'Zmień ustawienia powiadomień', url: webUrl(context.origin, webPaths.notificationSettings.to()) },
    critical: false,
  });
