import { toOneLine, webPaths, webUrl } from '@platform/shared';

/** The platform's name, in the heading of every e-mail. */
export const PLATFORM_NAME = 'Platforma Budowlana';
/** The signature, with the name in the genitive ('Zespół Platformy Budowlanej'). */
export const PLATFORM_TEAM = 'Zespół Platformy Budowlanej';
/**
 * Every e-mail greets without a name: a first name in a Polish greeting needs the vocative
 * ('Dzień dobry, Pawle'), which no maintained rule set here gives for every name, and the nominative
 * ('Dzień dobry Paweł') reads wrong. The text after it starts in lower case, as a Polish letter does.
 */
export const GREETING = 'Dzień dobry,';

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

/** A moment as a Polish sentence says it: '27 listopada 2026 o 19:49' (Intl alone gives '… 2026 19:49'). */
export const polishDateTime = (date: Date) => {
  const parts = DATE_TIME.formatToParts(date);
  const value = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${value('day')} ${value('month')} ${value('year')} o ${value('hour')}:${value('minute')}`;
};

/** A calendar day (YYYY-MM-DD, e.g. an offer deadline) as Polish text: '10 marca 2026'. */
export const calendarDay = (day: string) => DAY.format(new Date(`${day}T00:00:00Z`));

/** A paragraph given once for both bodies: plain text, and HTML whose values are escaped already. */
export type Paragraph = { text: string; html: string };

/** A paragraph without markup. */
export const plain = (text: string): Paragraph => ({ text, html: escapeHtml(text) });

type LayoutInput = {
  subject: string;
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
  // The subject is a header: a name stored with a line break (one-line fields refuse them now, older
  // rows may hold them) cannot add a header of its own.
  const input = { ...layout, subject: toOneLine(layout.subject) };
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
    GREETING,
    '',
    ...input.paragraphs.flatMap((p) => [p.text, '']),
    `${input.action.label}:`,
    input.action.url,
    '',
    ...after.flatMap((p) => [p.text, '']),
    'Pozdrawiamy',
    PLATFORM_TEAM,
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
    `<p>${e(GREETING)}</p>`,
    ...input.paragraphs.map((p) => `<p>${p.html}</p>`),
    `<p><a href="${e(input.action.url)}">${e(input.action.label)}</a></p>`,
    ...after.map((p) => `<p>${p.html}</p>`),
    `<p>Pozdrawiamy<br>${e(PLATFORM_TEAM)}</p>`,
    footerHtml,
    '</body></html>',
  ].join('\n');
  return { subject: input.subject, text, html, actionUrl: input.action.url };
};
