import { companyOffersListSchema, industryOffersListSchema, offersSummarySchema } from '@platform/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app.js';
import { api } from '../conversations/testing.js';
import { buildOffersScene, type OffersScene } from './offer-test-helpers.js';

const t = useTestApp({ logins: ['administrator'] });
let s: OffersScene;
const call = (...args: Parameters<ReturnType<typeof api>['call']>) => api(t.app).call(...args);
const base = () => `/orders/${s.order.id}`;
const select = (industryId: number, companyId: number, decision: 'SELECT' | 'UNSELECT' = 'SELECT') =>
  call(
    s.headers.contact,
    'PUT',
    `${base()}/offers/industries/${industryId}/companies/${companyId}/selected?decision=${decision}`,
  );
const withoutIndication = (industryId: number, decision: 'SELECT' | 'UNSELECT' = 'SELECT') =>
  call(s.headers.contact, 'PUT', `${base()}/offers/industries/${industryId}/without-indication?decision=${decision}`);

beforeAll(async () => {
  s = await buildOffersScene(t.app, t.login);
});

describe('comparing offers', () => {
  it('answers each industry of the order with its offers, prices, validity and the lowest price marked', async () => {
    const res = await call(s.headers.contact, 'GET', `${base()}/offers/industries`);
    expect(res.statusCode).toBe(200);
    const industries = industryOffersListSchema.parse(res.json());
    expect(industries.map((i) => i.industry.id)).toEqual([s.industryA, s.industryB]);
    const [a, b] = industries;
    expect(a!.offers.map((o) => [o.company.id, o.priceNet, o.validUntil, o.isLowest, o.isRead])).toEqual(
      expect.arrayContaining([
        [s.contractor.id, 100_000, '2030-06-30', true, false],
        [s.secondCompany.id, 115_000, '2030-06-30', false, false],
      ]),
    );
    expect(b!.offers.find((o) => o.isLowest)?.company.id).toBe(s.secondCompany.id);
    expect(a!.withoutIndication).toBe(false);
  });

  it('answers each company with its offers, total, thread and first notes page', async () => {
    const res = await call(s.headers.contact, 'GET', `${base()}/offers/companies`);
    const companies = companyOffersListSchema.parse(res.json());
    const own = companies.find((c) => c.company.id === s.contractor.id)!;
    expect(own).toMatchObject({ conversationId: s.threadA, total: 150_000, isRejected: false });
    expect(own.notes).toMatchObject({ content: [], totalElements: 0, size: 5 });
  });

  it('marks a company read and answers the grouping asked for', async () => {
    const res = await call(
      s.headers.contact,
      'PUT',
      `${base()}/offers/companies/${s.contractor.id}/industries/read?groupBy=INDUSTRY`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().companies).toBeNull();
    const offers = res
      .json()
      .industries.flatMap((i: { offers: { company: { id: number }; isRead: boolean }[] }) => i.offers);
    expect(
      offers.filter((o: { isRead: boolean }) => o.isRead).map((o: { company: { id: number } }) => o.company.id),
    ).toEqual([s.contractor.id, s.contractor.id]);
  });

  it('refuses contractors, colleagues outside the order, outsiders and anonymous visitors', async () => {
    for (const headers of [s.headers.starter, s.secondHeaders, s.headers.outsider]) {
      const res = await call(headers, 'GET', `${base()}/offers/industries`);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('OFFER_NO_PERMISSION');
    }
    expect((await call(undefined, 'GET', `${base()}/offers/companies`)).statusCode).toBe(401);
    expect((await call(t.headers.administrator, 'GET', `${base()}/offers/companies`)).statusCode).toBe(200);
  });

  it('refuses price terms outside the declared industries and bad prices, storing nothing', async () => {
    const url = `/conversations/${s.threadA}/industries`;
    const outside = await call(s.headers.starter, 'PUT', url, {
      industryIds: [s.industryA],
      terms: [{ industryId: s.industryB, priceNet: 10, validUntil: null }],
    });
    expect(outside.json().code).toBe('OFFER_TERMS_INDUSTRY');
    const cents = await call(s.headers.starter, 'PUT', url, {
      industryIds: [s.industryA, s.industryB],
      terms: [{ industryId: s.industryA, priceNet: 10.123, validUntil: null }],
    });
    expect(cents.statusCode).toBe(400);
    expect(cents.json().message).toContain('najwyżej z dwoma miejscami po przecinku');
    const mine = await call(s.headers.starter, 'GET', url);
    expect(mine.json().map((i: { priceNet: number }) => i.priceNet)).toEqual([100_000, 50_000]);
  });
});

describe('choosing', () => {
  it('lets without-indication and a company choice in one industry exclude each other', async () => {
    expect((await select(s.industryA, s.contractor.id)).statusCode).toBe(200);
    const blocked = await withoutIndication(s.industryA);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().code).toBe('OFFER_COMPANY_SELECTED');
    const summary = offersSummarySchema.parse((await withoutIndication(s.industryB)).json());
    expect(summary.progress).toBe(1);
    const refused = await select(s.industryB, s.secondCompany.id);
    expect(refused.json().code).toBe('OFFER_WITHOUT_INDICATION_SET');
  });

  it('allows several companies in one industry and unchoosing', async () => {
    expect((await select(s.industryA, s.secondCompany.id)).json().progress).toBe(1);
    const chosen = (await call(s.headers.contact, 'GET', `${base()}/offers/industries`)).json()[0].offers;
    expect(chosen.every((o: { isSelected: boolean }) => o.isSelected)).toBe(true);
    // the second company's offer was never opened: choosing it reads it ('Nowa' no longer shown)
    expect(chosen.every((o: { isRead: boolean }) => o.isRead)).toBe(true);
    await select(s.industryA, s.secondCompany.id, 'UNSELECT');
    const after = (await call(s.headers.contact, 'GET', `${base()}/offers/industries`)).json()[0].offers;
    expect(after.filter((o: { isSelected: boolean }) => o.isSelected)).toHaveLength(1);
  });

  it('refuses an industry outside the order and a company without an offer', async () => {
    expect((await select(999_999, s.contractor.id)).json().code).toBe('OFFER_INDUSTRY_NOT_FOUND');
    expect((await select(s.industryA, s.requester.id)).json().code).toBe('ORDER_OFFER_NOT_FOUND');
  });
});

describe('notes', () => {
  const notesUrl = () => `${base()}/offers/companies/${s.contractor.id}/notes`;

  it('refuses an empty note with the spec message, storing nothing', async () => {
    const res = await call(s.headers.contact, 'POST', notesUrl(), { text: '   ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Notatka nie może być pusta.');
    expect((await call(s.headers.contact, 'GET', notesUrl())).json().totalElements).toBe(0);
  });

  it('keeps the edit history (editTime, editorId) and pages of 5', async () => {
    const created = await call(s.headers.contact, 'POST', notesUrl(), { text: 'Dobra cena, krótki termin.' });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    const edited = await call(s.headers.requesterColleague, 'PUT', `${notesUrl()}/${id}`, { text: 'Dobra cena.' });
    expect(edited.json()).toMatchObject({
      text: 'Dobra cena.',
      edits: [{ editorId: s.requesterColleague.id, previousText: 'Dobra cena, krótki termin.' }],
    });
    for (let i = 0; i < 5; i++) await call(s.headers.contact, 'POST', notesUrl(), { text: `Notatka ${i}` });
    const page = (await call(s.headers.contact, 'GET', notesUrl())).json();
    expect(page).toMatchObject({ totalElements: 6, totalPages: 2, size: 5 });
    expect(page.content[0].text).toBe('Notatka 4');
  });

  it('deletes a note with its history, for editors only', async () => {
    const created = (await call(s.headers.contact, 'POST', notesUrl(), { text: 'Do usunięcia' })).json();
    await call(s.headers.contact, 'PUT', `${notesUrl()}/${created.id}`, { text: 'Do usunięcia, poprawione' });
    expect((await call(s.headers.starter, 'DELETE', `${notesUrl()}/${created.id}`)).statusCode).toBe(403);
    const before = (await call(s.headers.contact, 'GET', notesUrl())).json().totalElements;
    expect((await call(s.headers.requesterColleague, 'DELETE', `${notesUrl()}/${created.id}`)).statusCode).toBe(204);
    expect((await call(s.headers.contact, 'GET', notesUrl())).json().totalElements).toBe(before - 1);
    const again = await call(s.headers.contact, 'DELETE', `${notesUrl()}/${created.id}`);
    expect(again.json()).toMatchObject({
      status: 404,
      code: 'OFFER_NOTE_NOT_FOUND',
      message: 'Nie znaleziono notatki.',
    });
    const edits = await t.app.db.execute(sql`select 1 from offer_note_edits where note_id = ${created.id}`);
    expect(edits.rows).toHaveLength(0);
  });

  it('never shows notes to a contractor or another company', async () => {
    for (const headers of [s.headers.starter, s.secondHeaders, s.headers.outsider]) {
      expect((await call(headers, 'GET', notesUrl())).statusCode).toBe(403);
      expect((await call(headers, 'POST', notesUrl(), { text: 'x' })).statusCode).toBe(403);
    }
  });
});

describe("a contractor never sees another company's price", () => {
  it('carries no price, name or note of the other company in any call a contractor can make', async () => {
    const urls = [
      `${base()}`,
      `${base()}/offers/me`,
      `/conversations/${s.threadA}`,
      `/conversations/${s.threadA}/industries`,
      `${base()}/conversation/availability`,
      '/orders/offers/me?status=RELEASED,ARCHIVED',
      '/orders/count/offers/me',
      `/conversations/orders/${s.order.id}`,
    ];
    for (const url of urls) {
      const res = await call(s.headers.starter, 'GET', url);
      expect(res.statusCode, url).toBeLessThan(500);
      const body = res.body;
      expect(body, url).not.toContain('115000');
      expect(body, url).not.toContain('40000');
      expect(body, url).not.toContain(s.secondCompany.name);
      expect(body, url).not.toContain('Dobra cena');
    }
    const other = await call(s.headers.starter, 'GET', `/conversations/${s.threadB}/industries`);
    expect(other.statusCode).toBe(404);
  });

  it('tells the contractor its own offer and outcome', async () => {
    const mine = (await call(s.headers.starter, 'GET', `${base()}/offers/me`)).json();
    expect(mine).toMatchObject({ outcome: 'CHOSEN', conversationId: s.threadA });
    const second = (await call(s.secondHeaders, 'GET', `${base()}/offers/me`)).json();
    expect(second.outcome).toBe('NOT_CHOSEN');
    // no band before the requester thanks the losers with it
    expect(second.priceBands).toEqual([]);
    expect((await call(s.headers.outsider, 'GET', `${base()}/offers/me`)).json()).toBeNull();
  });
});

describe('bad input', () => {
  it('answers 4xx with a Polish message, never a 500', async () => {
    const notes = `${base()}/offers/companies/${s.contractor.id}/notes`;
    const cases: [string, 'GET' | 'POST' | 'PUT' | 'DELETE', string, object | undefined, number, string][] = [
      ['no text', 'POST', notes, {}, 400, 'Notatka nie może być pusta.'],
      ['too long', 'POST', notes, { text: 'a'.repeat(2_001) }, 400, 'Notatka może mieć najwyżej 2000 znaków.'],
      ['NUL', 'POST', notes, { text: 'a\u0000b' }, 400, ''],
      ['page -1', 'GET', `${notes}?page=-1`, undefined, 400, ''],
      ['note of nobody', 'PUT', `${notes}/999999`, { text: 'x' }, 404, 'Nie znaleziono notatki.'],
      [
        'decision',
        'PUT',
        `${base()}/offers/industries/${s.industryA}/without-indication?decision=MAYBE`,
        undefined,
        400,
        '',
      ],
      ['no decision', 'PUT', `${base()}/offers/industries/${s.industryA}/without-indication`, undefined, 400, ''],
      ['groupBy', 'PUT', `${base()}/offers/companies/${s.contractor.id}/industries/read?groupBy=X`, undefined, 400, ''],
      ['format', 'GET', `${base()}/offers/export?format=pdf`, undefined, 400, ''],
      ['id', 'GET', '/orders/abc/offers/industries', undefined, 400, 'Nieprawidłowy identyfikator'],
      ['industry id', 'PUT', `${base()}/offers/industries/1e3/without-indication?decision=SELECT`, undefined, 400, ''],
      ['no side', 'POST', `/offers/${s.order.id}/appreciations`, {}, 400, 'Wybierz, komu wysłać podziękowania.'],
      ['side type', 'POST', `/offers/${s.order.id}/appreciations`, { toWinners: 'tak' }, 400, ''],
      ['unknown order', 'GET', '/orders/2000000000/offers/companies', undefined, 404, ''],
    ];
    for (const [name, method, url, payload, status, text] of cases) {
      const res = await call(s.headers.contact, method, url, payload);
      expect(res.statusCode, name).toBe(status);
      const body = res.json();
      expect(body.status, name).toBe(status);
      expect(body.message, name).toBeTruthy();
      expect(body.message, name).not.toMatch(/invalid|expected|required|received|must|option/i);
      if (text) expect(body.message, name).toContain(text);
    }
  });
});

describe('thanks and settling', () => {
  const outbox = async () =>
    (
      await t.app.db.execute<{ to: string; subject: string; text: string }>(
        sql`select "to", subject, text from email_outbox where kind = 'THANKS' order by id`,
      )
    ).rows;

  it('refuses to settle before progress 1 and settles (archives with SETTLED) at 1', async () => {
    await withoutIndication(s.industryB, 'UNSELECT');
    const early = await call(s.headers.contact, 'PUT', `${base()}/settle`);
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('ORDER_NOT_SETTLEABLE');
    expect((await call(s.headers.starter, 'PUT', `${base()}/settle`)).statusCode).toBe(403);
    await withoutIndication(s.industryB);
    const done = await call(s.headers.contact, 'PUT', `${base()}/settle`);
    expect(done.json()).toMatchObject({ progress: 1, settled: true, status: 'ARCHIVED', canSettle: false });
    const card = (await call(s.headers.contact, 'GET', base())).json();
    expect(card).toMatchObject({ status: 'ARCHIVED', deletedReason: 'SETTLED' });
    expect((await select(s.industryA, s.secondCompany.id)).json().code).toBe('OFFER_ORDER_NOT_RELEASED');
  });

  it('sends thanks once per side; winners get whom to contact, losers a price band without names', async () => {
    const res = await call(s.headers.contact, 'POST', `/offers/${s.order.id}/appreciations`, {
      toWinners: true,
      toLosers: true,
      withPriceBand: true,
    });
    expect(res.json()).toEqual({ winners: 1, losers: 1, appreciationsSent: { toWinners: true, toLosers: true } });
    const mails = await outbox();
    const winner = mails.find((m) => m.to === s.starter.email)!;
    expect(winner.subject).toContain('Twoja oferta została wybrana');
    expect(winner.text).toContain(s.contact.email);
    const loser = mails.find((m) => m.to === s.second.email)!;
    expect(loser.text).toContain('w przedziale +10-20% od wybranej oferty');
    expect(loser.text).not.toContain(s.contractor.name);
    // The winning price (100 000 zł) in any spelling; the random company names may hold the digits 100.
    expect(loser.text).not.toMatch(/100[\s\u00a0.]?000|\d[\s\u00a0]?zł/);
    const again = await call(s.headers.contact, 'POST', `/offers/${s.order.id}/appreciations`, { toLosers: true });
    expect(again.json().code).toBe('APPRECIATIONS_ALREADY_SENT');
    expect(await outbox()).toHaveLength(mails.length);
  });

  it('lists the offered orders with their outcome for each contractor', async () => {
    const a = (await call(s.headers.starter, 'GET', '/orders/offers/me')).json();
    expect(a.content.find((o: { id: number }) => o.id === s.order.id).offer).toEqual({
      outcome: 'CHOSEN',
      priceBands: [],
    });
    const b = (await call(s.secondHeaders, 'GET', '/orders/offers/me')).json();
    // the losers were thanked with the bands: the list and the card say what the e-mail said
    const band = {
      industryId: s.industryA,
      industryName: expect.any(String),
      band: { kind: 'HIGHER', fromPercent: 10, toPercent: 20 },
    };
    expect(b.content.find((o: { id: number }) => o.id === s.order.id).offer).toEqual({
      outcome: 'NOT_CHOSEN',
      priceBands: [band],
    });
    expect((await call(s.secondHeaders, 'GET', `${base()}/offers/me`)).json().priceBands).toEqual([band]);
    expect((await call(s.headers.starter, 'GET', `${base()}/offers/me`)).json().priceBands).toEqual([]);
    const counts = (await call(s.secondHeaders, 'GET', '/orders/count/offers/me')).json();
    expect(counts).toEqual(expect.arrayContaining([{ status: 'ARCHIVED', count: 1, capped: false }]));
  });
});
