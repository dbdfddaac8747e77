import { emailOutbox } from '../../schema.js';
import type { DbExecutor } from '../types.js';
import { DEMO_EMAIL_DOMAIN } from './users.js';

/**
 * A few e-mails in the outbox, so that `/emaile` shows every status after `npm start` (the demo
 * runs without SMTP, so the e-mails the demo itself causes stay NOT_SENT). The texts are written
 * here rather than rendered by the notification templates: the seed is infrastructure and does not
 * import domain modules.
 */
const ORIGIN = 'http://localhost:3000/v2';

type DemoEmail = {
  kind: string;
  to: string;
  subject: string;
  /** continues the greeting 'Dzień dobry,', so it starts in lower case as a Polish letter does */
  body: string;
  link: string;
  status: 'SENT' | 'FAILED' | 'NOT_SENT' | 'QUEUED';
  reason?: 'NO_SMTP' | 'OPTED_OUT' | 'DIGEST';
  hoursAgo: number;
};

const EMAILS: DemoEmail[] = [
  {
    kind: 'ORDER_CONTACTS_NOTIFICATION',
    to: 'jan.kowalski',
    subject: 'Zlecenie do zatwierdzenia: Hala magazynowa w Kielcach',
    body: 'zespół Platformy Budowlanej opublikował w imieniu Twojej firmy zlecenie. Figurujesz w nim jako osoba kontaktowa.',
    link: '/zlecenie/1',
    status: 'SENT',
    hoursAgo: 50,
  },
  {
    kind: 'REGISTRATION',
    to: 'biuro@instal-tech.pl',
    subject: 'Witamy na Platformie Budowlanej',
    body: 'konto Twojej firmy zostało założone.',
    link: '/auth/login',
    status: 'SENT',
    hoursAgo: 30,
  },
  {
    kind: 'ORDER_DEADLINE_PASSED',
    to: 'klient',
    subject: 'Minął termin składania ofert: Szkoła podstawowa w Radomiu',
    body: 'termin składania ofert minął, a oferta nie została jeszcze wybrana.',
    link: '/zlecenie/2/oferty',
    status: 'FAILED',
    hoursAgo: 20,
  },
  {
    kind: 'ORDER_CONTACTS_NOTIFICATION',
    to: 'anna.nowak',
    subject: 'Zlecenie do zatwierdzenia: Przebudowa drogi gminnej',
    body: 'zespół Platformy Budowlanej przygotował w imieniu Twojej firmy zlecenie.',
    link: '/zlecenie/3',
    status: 'NOT_SENT',
    reason: 'NO_SMTP',
    hoursAgo: 6,
  },
  {
    kind: 'NEW_MESSAGE',
    to: 'subkonto',
    subject: 'Nowa wiadomość w konwersacji o zleceniu',
    body: 'masz nową wiadomość w konwersacji.',
    link: '/wiadomosci/',
    status: 'NOT_SENT',
    reason: 'OPTED_OUT',
    hoursAgo: 3,
  },
  {
    kind: 'OFFER_DECISION',
    to: 'klient',
    subject: 'Decyzja w sprawie oferty: Hala sportowa',
    body: 'zlecający podjął decyzję w sprawie Twojej oferty.',
    link: '/zlecenie/4/oferty',
    status: 'NOT_SENT',
    reason: 'DIGEST',
    hoursAgo: 1,
  },
];

const html = (email: DemoEmail) =>
  [
    '<!doctype html>',
    `<html lang="pl"><head><meta charset="utf-8"><title>${email.subject}</title></head>`,
    '<body style="font-family:Arial,sans-serif;line-height:1.5;color:#222">',
    '<p style="font-size:18px;font-weight:bold">Platforma Budowlana</p>',
    '<p>Dzień dobry,</p>',
    `<p>${email.body}</p>`,
    `<p><a href="${ORIGIN}${email.link}">Przejdź do platformy</a></p>`,
    '<p>Pozdrawiamy<br>Zespół Platformy Budowlanej</p>',
    '</body></html>',
  ].join('\n');

export const seedDemoEmails = async (db: DbExecutor, now: Date): Promise<void> => {
  await db.insert(emailOutbox).values(
    EMAILS.map((email, i) => {
      const createdAt = new Date(now.getTime() - email.hoursAgo * 3_600_000);
      const attempts = email.status === 'FAILED' ? 5 : email.status === 'QUEUED' || email.reason !== 'NO_SMTP' ? 0 : 1;
      return {
        to: email.to.includes('@') ? email.to : `${email.to}@${DEMO_EMAIL_DOMAIN}`,
        subject: email.subject,
        text: `Dzień dobry,\n\n${email.body}\n\nPrzejdź do platformy:\n${ORIGIN}${email.link}\n\nPozdrawiamy\nZespół Platformy Budowlanej`,
        html: html(email),
        actionUrl: `${ORIGIN}${email.link}`,
        kind: email.kind,
        idempotencyKey: `demo:${i}`,
        status: email.status,
        reason: email.reason ?? null,
        attempts: email.status === 'SENT' ? 1 : attempts,
        lastAttemptAt: attempts > 0 || email.status === 'SENT' ? createdAt : null,
        sentAt: email.status === 'SENT' ? createdAt : null,
        error: email.status === 'FAILED' ? '421 4.4.2 Połączenie z serwerem pocztowym przerwane' : null,
        createdAt,
      };
    }),
  );
};
