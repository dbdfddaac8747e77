import { toOneLine, webPaths, webUrl } from '@platform/shared';

/** The platform's name as every e-mail signs it. */
export const PLATFORM_NAME = 'Platforma Budowlana';

/** `actionUrl`: the e-mail's one link, which the daily digest lists beside the subject. */
export type RenderedEmail = { subject: string; text: string; html: string; actionUrl?: string };

/**
 * What every template gets besides its event's data: where links point and, for a non-critical
 * e-mail to a user, the one-time unsubscribe link of its kind (`enqueueEmail` signs it).
 */
export type TemplateContext = { origin: string; unsubscribeUrl?: string | null };

export const escapeHtml = (value: string) =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

// Made once: building an Intl formatter costs ~0.2 ms, which an e-mail rendered inside a save paid per date.
const DATE_TIME = new Intl.DateTimeFormat('pl-PL', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Europe/Warsaw',
});
const DAY = new Intl.DateTimeFormat('pl-PL', { dateStyle: 'long', timeZone: 'UTC' });

export const polishDateTime = (date: Date) => DATE_TIME.format(date);

/** A calendar day (YYYY-MM-DD, e.g. an offer deadline) as Polish text: '10 marca 2026'. */
export const calendarDay = (day: string) => DAY.format(new Date(`${day}T00:00:00Z`));

/** A paragraph given once for both bodies: plain text, and HTML whose values are escaped already. */
export type Paragraph = { text: string; html: string };

/** A paragraph without markup. */
export const plain = (text: string): Paragraph => ({ text, html: escapeHtml(text) });

type LayoutInput = {
  subject: string;
  greeting: string;
  paragraphs: Paragraph[];
  action: { label: string; url: string };
  /** After the action (e.g. how long a link is valid). */
  after?: Paragraph[];
  /**
   * Critical e-mails (access links, account) are always sent; the others carry a link to the
   * user's e-mail settings, where that kind can be turned off.
   */
  critical: boolean;
};

/** The shared frame of every e-mail: greeting, body, one action link, signature, settings link. */
export const renderLayout = (context: TemplateContext, layout: LayoutInput): RenderedEmail => {
  // The subject is a header and the greeting one line: a name stored with a line break (one-line
  // fields refuse them now, older rows may hold them) cannot add a line of its own to either.
  const input = { ...layout, subject: toOneLine(layout.subject), greeting: toOneLine(layout.greeting) };
  const settingsUrl = webUrl(context.origin, webPaths.notificationSettings.to());
  const after = input.after ?? [];
  const unsubscribe = input.critical ? null : (context.unsubscribeUrl ?? null);
  const footerText = input.critical
    ? []
    : [
        '',
        '--',
        `Nie chcesz dostawać takich wiadomości? Zmień ustawienia powiadomień: ${settingsUrl}`,
        ...(unsubscribe ? [`Wypisz się z tego rodzaju wiadomości jednym kliknięciem: ${unsubscribe}`] : []),
      ];
  const text = [
    input.greeting,
    '',
    ...input.paragraphs.flatMap((p) => [p.text, '']),
    `${input.action.label}:`,
    input.action.url,
    '',
    ...after.flatMap((p) => [p.text, '']),
    'Pozdrawiamy',
    `Zespół ${PLATFORM_NAME}`,
    ...footerText,
  ].join('\n');
  const e = escapeHtml;
  const footerHtml = input.critical
    ? ''
    : `<hr><p style="font-size:12px;color:#666">Nie chcesz dostawać takich wiadomości? ` +
      `<a href="${e(settingsUrl)}">Zmień ustawienia powiadomień</a>` +
      (unsubscribe ? ` lub <a href="${e(unsubscribe)}">wypisz się z tego rodzaju wiadomości</a>` : '') +
      '.</p>';
  const html = [
    '<!doctype html>',
    `<html lang="pl"><head><meta charset="utf-8"><title>${e(input.subject)}</title></head>`,
    '<body style="font-family:Arial,sans-serif;line-height:1.5;color:#222">',
    `<p style="font-size:18px;font-weight:bold">${e(PLATFORM_NAME)}</p>`,
    `<p>${e(input.greeting)}</p>`,
    ...input.paragraphs.map((p) => `<p>${p.html}</p>`),
    `<p><a href="${e(input.action.url)}">${e(input.action.label)}</a></p>`,
    ...after.map((p) => `<p>${p.html}</p>`),
    `<p>Pozdrawiamy<br>Zespół ${e(PLATFORM_NAME)}</p>`,
    footerHtml,
    '</body></html>',
  ].join('\n');
  return { subject: input.subject, text, html, actionUrl: input.action.url };
};
