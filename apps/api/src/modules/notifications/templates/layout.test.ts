import { describe, expect, it } from 'vitest';
import { conversationUnreadEmail } from './conversation-unread.js';
import { dailyDigestEmail } from './daily-digest.js';
import { plain, polishDateTime, renderLayout } from './layout.js';
import { membershipRequestEmail } from './membership-request.js';
import { offerDeadlineReminderEmail } from './offer-deadline-reminder.js';
import { loserThanksEmail, winnerThanksEmail } from './offer-thanks.js';
import { orderContactsEmail } from './order-contacts.js';
import { orderDeadlinePassedEmail } from './order-deadline-passed.js';
import { orderInvitationEmail } from './order-invitation.js';
import { registrationEmail } from './registration.js';
import { userInvitationEmail } from './user-invitation.js';

const context = { origin: 'https://platforma.example.pl/' };

describe('e-mail layout', () => {
  const input = {
    subject: 'Nowa oferta <pilne>',
    paragraphs: [plain('Firma „A & B” <złożyła> ofertę.')],
    action: { label: 'Zobacz ofertę', url: 'https://platforma.example.pl/v2/zlecenie/1?a=1&b=2' },
  };

  it('greets without a name, signs as Zespół Platformy Budowlanej and escapes every value in the HTML part', () => {
    const mail = renderLayout(context, { ...input, critical: true });
    expect(mail.text.split('\n')[0]).toBe('Dzień dobry,');
    expect(mail.html).toContain('<p>Dzień dobry,</p>');
    expect(mail.text).toContain('Pozdrawiamy\nZespół Platformy Budowlanej');
    expect(mail.html).toContain('Pozdrawiamy<br>Zespół Platformy Budowlanej');
    expect(mail.text).not.toContain('Zespół Platforma');
    expect(mail.text).toContain('Firma „A & B” <złożyła> ofertę.');
    expect(mail.html).toContain('Firma „A &amp; B” &lt;złożyła&gt; ofertę.');
    expect(mail.html).toContain('href="https://platforma.example.pl/v2/zlecenie/1?a=1&amp;b=2"');
    expect(mail.html).toContain('<title>Nowa oferta &lt;pilne&gt;</title>');
    expect(mail.html).not.toContain('<złożyła>');
  });

  it('links a non-critical e-mail to the settings page; a critical one has no such link', () => {
    const settings = 'https://platforma.example.pl/v2/ustawienia/powiadomienia';
    const optional = renderLayout(context, { ...input, critical: false });
    expect(optional.text).toContain(`Zmień ustawienia powiadomień: ${settings}`);
    expect(optional.html).toContain(`<a href="${settings}">Zmień ustawienia powiadomień</a>`);
    const critical = renderLayout(context, { ...input, critical: true });
    expect(critical.text).not.toContain(settings);
    expect(critical.html).not.toContain(settings);
  });

  it('keeps the subject one line whatever a stored name holds', () => {
    const mail = renderLayout(context, {
      ...input,
      subject: 'Prośba o dołączenie do firmy Firma\r\nBcc: x@example.com',
      critical: true,
    });
    expect(mail.subject).toBe('Prośba o dołączenie do firmy Firma Bcc: x@example.com');
  });

  it('says a moment as a Polish sentence does', () => {
    expect(polishDateTime(new Date('2026-11-27T18:49:00Z'))).toBe('27 listopada 2026 o 19:49');
  });

  it('the registration e-mail links to the login page', () => {
    const mail = registrationEmail(context, { companyName: 'Nowa Firma', login: 'anowak' });
    expect(mail.subject).toBe('Witamy na Platformie Budowlanej');
    expect(mail.text).toContain('konto firmy Nowa Firma zostało utworzone. Login: anowak.');
    expect(mail.text).toContain('https://platforma.example.pl/v2/auth/login');
  });
});

/** Every template, rendered with the data of a real event, read as Polish. */
describe('e-mail texts', () => {
  const investmentName = 'Szkoła Podstawowa nr 5';
  const order = {
    orderId: 7,
    investmentName,
    requesterName: 'Budimex',
    invitedCompanyName: 'Elektro-Mont',
    city: 'Łódź',
  };
  const all = [
    conversationUnreadEmail(context, {
      orderId: 7,
      conversationId: 3,
      otherCompanyName: 'Budimex',
      investmentName,
      unreadCount: 3,
      messages: [{ author: 'Jan Nowak', text: 'Proszę o przedmiar.', sent: new Date('2026-11-27T08:00:00Z') }],
    }),
    dailyDigestEmail(context, { items: [] }),
    membershipRequestEmail(context, {
      companyName: 'Elektro-Mont',
      person: { firstName: 'Anna', lastName: 'Kowalska', email: 'anna@example.pl' },
      invitedBy: { firstName: 'Jan', lastName: 'Nowak', companyName: 'Budimex' },
      investmentName,
    }),
    offerDeadlineReminderEmail(context, { ...order, offerDeadlineTo: '2026-12-10', hoursLeft: 72 }),
    winnerThanksEmail(context, {
      orderId: 7,
      conversationId: 3,
      requesterName: 'Budimex',
      investmentName,
      industries: ['Instalacje elektryczne'],
      contacts: [],
    }),
    loserThanksEmail(context, {
      orderId: 7,
      conversationId: 3,
      requesterName: 'Budimex',
      investmentName,
      bands: [],
    }),
    orderContactsEmail(context, {
      orderId: 7,
      companyName: 'Budimex',
      investmentName,
      plannedAt: null,
      token: 'abc',
      linkExpiresAt: new Date('2026-12-01T10:00:00Z'),
    }),
    orderDeadlinePassedEmail(context, { orderId: 7, investmentName, offerDeadline: '2026-12-10' }),
    orderInvitationEmail(context, { ...order, offerDeadlineTo: '2026-12-10' }),
    registrationEmail(context, { companyName: 'Elektro-Mont', login: 'pawel' }),
    userInvitationEmail(context, {
      companyName: 'Elektro-Mont',
      member: true,
      invitedBy: { firstName: 'Jan', lastName: 'Nowak', companyName: 'Budimex' },
      investmentName,
      orderId: 7,
      login: 'pawel',
      activationUrl: 'https://platforma.example.pl/v2/aktywacja/abc',
    }),
  ];

  it("greet 'Dzień dobry,' with no nominative name, sign in the genitive, never 'zlecenie na inwestycji' or '(a)'", () => {
    for (const mail of all) {
      expect(mail.text.startsWith('Dzień dobry,\n'), mail.subject).toBe(true);
      expect(mail.text, mail.subject).not.toContain('Paweł');
      expect(mail.text, mail.subject).toContain('Zespół Platformy Budowlanej');
      expect(mail.text, mail.subject).not.toMatch(/na inwestycji|\(a\)/);
      expect(mail.text, mail.subject).not.toMatch(/ [;,.:!?]/);
    }
    expect(all[3]!.text).toContain(
      'do złożenia oferty w zleceniu dotyczącym inwestycji „Szkoła Podstawowa nr 5” (Łódź)',
    );
    expect(all[4]!.text).toContain('(branża: Instalacje elektryczne)');
    expect(all[2]!.text).toContain(
      'na platformę w sprawie inwestycji „Szkoła Podstawowa nr 5” zaproszono osobę Anna Kowalska (anna@example.pl)',
    );
  });

  it('lists the one-time answers one per line, without a space before punctuation', () => {
    const mail = orderInvitationEmail(context, {
      ...order,
      offerDeadlineTo: null,
      intentLinks: { willBid: 'https://a.pl/1', wontBid: 'https://a.pl/2', undecided: 'https://a.pl/3' },
    });
    expect(mail.text).toContain(
      'Daj znać zlecającemu, czy złożysz ofertę (bez logowania):\n' +
        'Złożę ofertę: https://a.pl/1\nNie złożę oferty: https://a.pl/2\nJeszcze nie wiem: https://a.pl/3',
    );
    expect(mail.text).not.toMatch(/ [;,.:]/);
  });

  it('counts unread messages and digest items by the Polish plural rule', () => {
    const unread = (unreadCount: number, messages = 1) =>
      conversationUnreadEmail(context, {
        orderId: 7,
        conversationId: 3,
        otherCompanyName: 'Budimex',
        investmentName,
        unreadCount,
        messages: Array.from({ length: messages }, () => ({ author: 'Jan', text: 'Tak.', sent: new Date() })),
      });
    expect(unread(1).text).toContain('masz 1 nieprzeczytaną wiadomość w rozmowie z firmą Budimex');
    expect(unread(1).text).toContain('. Jej treść:');
    expect(unread(1).subject).toBe(`Nowa wiadomość: ${investmentName}`);
    expect(unread(3, 3).text).toContain('masz 3 nieprzeczytane wiadomości w rozmowie');
    expect(unread(3, 3).text).toContain('. Ostatnie z nich:');
    expect(unread(5).text).toContain('masz 5 nieprzeczytanych wiadomości');
    expect(unread(22).text).toContain('masz 22 nieprzeczytane wiadomości');
    const digest = (n: number) =>
      dailyDigestEmail(context, {
        items: Array.from({ length: n }, (_, i) => ({
          kind: 'NEW_MESSAGE',
          subject: `S${i}`,
          actionUrl: null,
          createdAt: new Date(),
        })),
      }).subject;
    expect([digest(1), digest(2), digest(5)]).toEqual([
      'Podsumowanie dnia: 1 powiadomienie',
      'Podsumowanie dnia: 2 powiadomienia',
      'Podsumowanie dnia: 5 powiadomień',
    ]);
  });
});
