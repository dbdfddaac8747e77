import { type NotificationKind, webPaths, webUrl } from '@platform/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newOpaqueToken } from '../../lib/tokens.js';
import { useTestApp } from '../../test/use-test-app.js';
import { waitFor } from '../../test/wait-for.js';
import { enqueueEmail } from './notifications.service.js';
import { MASKED_TOKEN } from './one-time-links.js';
import type { RenderedEmail, TemplateContext } from './templates/layout.js';
import { orderContactsEmail } from './templates/order-contacts.js';
import { orderInvitationEmail } from './templates/order-invitation.js';
import { activationUrl, userInvitationEmail } from './templates/user-invitation.js';
import { type SmtpStandIn, startSmtpStandIn } from './testing/smtp-stand-in.js';

/**
 * `/emaile` previews (spec 2.1, staff): every staff role reads what went out, but a one-time link in
 * it (activation, an invited company's answer, unsubscribe, temporary access) is the recipient's.
 * Previews and lists show those links masked; the stored row and the e-mail sent keep them.
 */
const STAFF = ['superadmin', 'administrator', 'manager', 'sales'] as const;
const ORIGIN = 'https://platforma.example.pl';

let smtp: SmtpStandIn;
beforeAll(async () => {
  smtp = await startSmtpStandIn();
});
afterAll(async () => {
  await smtp?.close();
});
const t = useTestApp({ logins: STAFF, env: () => ({ SMTP_URL: smtp.url, PUBLIC_URL: ORIGIN }) });

type Stored = { id: number; text: string; html: string; status: string };
const stored = async (id: number): Promise<Stored> => {
  const result = await t.app.db.execute(sql`select id, text, html, status from email_outbox where id = ${id}`);
  return result.rows[0] as Stored;
};

const waitForSent = (id: number) =>
  waitFor(async () => (await stored(id)).status === 'SENT', 20_000, `e-mail ${id} to be sent`);

/** The sent message's bodies as the recipient reads them (quoted-printable lines joined). */
const sentBodyOf = (id: number) => {
  const mail = smtp.received.find((m) => m.messageId?.includes(`outbox-${id}@`));
  return mail?.raw.replace(/=\r?\n/g, '') ?? '';
};

/** One e-mail of each kind that carries a one-time link, built by its own template. */
const enqueueTokenEmails = async () => {
  const [user] = (await t.app.db.execute(sql`select id, email from users where login = 'klient'`)).rows as {
    id: number;
    email: string;
  }[];
  const activation = newOpaqueToken();
  const access = newOpaqueToken();
  const intents = { willBid: newOpaqueToken(), wontBid: newOpaqueToken(), undecided: newOpaqueToken() };
  const intentUrl = (token: string) => webUrl(ORIGIN, webPaths.invitationIntent.to(token));
  const enqueue = (kind: NotificationKind, content: (c: TemplateContext) => RenderedEmail) =>
    t.app.db.transaction((tx) =>
      enqueueEmail(t.app, tx, {
        kind,
        eventKey: `masking:${kind}`,
        recipient: { email: user!.email, userId: user!.id },
        content,
      }),
    );
  const invitation = await enqueue('USER_INVITATION', (c) =>
    userInvitationEmail(c, {
      companyName: 'Dachbud',
      member: true,
      invitedBy: { firstName: 'Jan', lastName: 'Kowalski', companyName: 'Inwestor' },
      investmentName: 'Hala',
      orderId: null,
      login: 'anna.nowicka',
      activationUrl: activationUrl(c, activation),
    }),
  );
  const contacts = await enqueue('ORDER_CONTACTS_NOTIFICATION', (c) =>
    orderContactsEmail(c, {
      orderId: 12,
      companyName: 'Inwestor',
      investmentName: 'Szkoła',
      plannedAt: null,
      token: access,
      linkExpiresAt: new Date('2026-05-01T10:00:00Z'),
    }),
  );
  // Non-critical to a user: it also carries the signed unsubscribe link.
  const orderInvitation = await enqueue('ORDER_INVITATION', (c) =>
    orderInvitationEmail(c, {
      orderId: 12,
      invitedCompanyName: 'Dachbud',
      requesterName: 'Inwestor',
      investmentName: 'Szkoła',
      city: 'Kraków',
      offerDeadlineTo: '2026-05-10',
      intentLinks: {
        willBid: intentUrl(intents.willBid),
        wontBid: intentUrl(intents.wontBid),
        undecided: intentUrl(intents.undecided),
      },
    }),
  );
  const unsubscribe = /powiadomienia\/wypisz\?token=([\w.-]+)/.exec((await stored(orderInvitation!)).text)?.[1];
  expect(unsubscribe).toBeTruthy();
  return [
    { id: invitation!, tokens: [activation] },
    { id: contacts!, tokens: [access] },
    { id: orderInvitation!, tokens: [...Object.values(intents), unsubscribe!] },
  ];
};

describe('staff previews of e-mails with one-time links', () => {
  it('mask every token in the preview and the list of every staff role; the row and the sent e-mail keep it', async () => {
    const emails = await enqueueTokenEmails();
    for (const { id, tokens } of emails) {
      const row = await stored(id);
      for (const token of tokens) expect(row.text + row.html).toContain(token);

      for (const role of STAFF) {
        const res = await t.app.inject({ url: `/api/v2/admin/emails/${id}`, headers: t.headers[role] });
        expect(res.statusCode, res.body).toBe(200);
        const preview = res.json() as { text: string; html: string };
        for (const token of tokens) expect(res.body).not.toContain(token);
        expect(preview.text).toContain(MASKED_TOKEN);
        expect(preview.html).toContain(MASKED_TOKEN);
      }
      const list = await t.app.inject({ url: '/api/v2/admin/emails', headers: t.headers.sales });
      expect(list.statusCode, list.body).toBe(200);
      for (const token of tokens) expect(list.body).not.toContain(token);

      await waitForSent(id);
      const sent = sentBodyOf(id);
      for (const token of tokens) expect(sent).toContain(token);
    }
  });
});
