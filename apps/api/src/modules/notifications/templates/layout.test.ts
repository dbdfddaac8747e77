import { describe, expect, it } from 'vitest';
import { plain, renderLayout } from './layout.js';
import { registrationEmail } from './registration.js';

const context = { origin: 'https://platforma.example.pl/' };

describe('e-mail layout', () => {
  const input = {
    subject: 'Nowa oferta <pilne>',
    greeting: 'Dzień dobry Łucjo,',
    paragraphs: [plain('Firma „A & B” <złożyła> ofertę.')],
    action: { label: 'Zobacz ofertę', url: 'https://platforma.example.pl/v2/zlecenie/1?a=1&b=2' },
  };

  it('signs with the platform name and escapes every value in the HTML part', () => {
    const mail = renderLayout(context, { ...input, critical: true });
    expect(mail.text).toContain('Firma „A & B” <złożyła> ofertę.');
    expect(mail.text).toContain('Zespół Platforma Budowlana');
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

  it('keeps the subject and the greeting one line whatever a stored name holds', () => {
    const mail = renderLayout(context, {
      ...input,
      subject: 'Prośba o dołączenie do firmy Firma\r\nBcc: x@example.com',
      greeting: 'Dzień dobry Jan\n\nKliknij tu: https://example.com,',
      critical: true,
    });
    expect(mail.subject).toBe('Prośba o dołączenie do firmy Firma Bcc: x@example.com');
    expect(mail.text.split('\n')[0]).toBe('Dzień dobry Jan Kliknij tu: https://example.com,');
  });

  it('the registration e-mail links to the login page', () => {
    const mail = registrationEmail(context, { firstName: 'Anna', companyName: 'Nowa Firma', login: 'anowak' });
    expect(mail.subject).toBe('Witamy na platformie budowlanej');
    expect(mail.text).toContain('konto firmy Nowa Firma zostało utworzone. Login: anowak.');
    expect(mail.text).toContain('https://platforma.example.pl/v2/auth/login');
  });
});
