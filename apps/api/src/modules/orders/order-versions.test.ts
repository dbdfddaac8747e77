import {
  ORDER_CHANGES_MESSAGES,
  orderChangeAcknowledgementsSchema,
  orderChangesSchema,
  warsawDay,
} from '@platform/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../../test/assertions.js';
import { buildCompany, buildUser } from '../../test/factories/index.js';
import { useTestApp } from '../../test/use-test-app.js';
import { buildOffersScene } from '../offers/testing.js';
import { changeOrder, dayFromToday } from './order-versions-test-helpers.js';

const t = useTestApp();
let s: Awaited<ReturnType<typeof buildOffersScene>>;
let invitee: { id: number; companyId: number | null };
const call = (headers: Record<string, string>, method: 'GET' | 'POST', url: string) =>
  t.app.inject({ method, url: `/api/v2${url}`, headers });
const changes = async (headers: Record<string, string>) => {
  const res = await call(headers, 'GET', `/orders/${s.order.id}/changes`);
  expect(res.statusCode, res.body).toBe(200);
  return orderChangesSchema.parse(res.json());
};

beforeAll(async () => {
  s = await buildOffersScene(t.app, t.login);
  // a company invited to the order (without a thread) is told and acknowledges too
  const invited = await buildCompany(t.app.db, { name: 'Zaproszona <Firma> Sp. z o.o.' });
  invitee = await buildUser(t.app.db, { companyId: invited.id });
  await t.app.db.execute(sql`insert into order_nominated_companies (order_id, company_id, source, invited_at)
    values (${s.order.id}, ${invited.id}, 'OTHER', now())`);
  // the factory's order lacks the work front and quantities the form asks for
  await t.app.db.execute(sql`update orders set work_deadline_from = date_trunc('month', now())::date,
    work_deadline_to = (date_trunc('month', now()) + interval '4 months')::date, scope = coalesce(scope, 'SERVICE')
    where id = ${s.order.id}`);
  await t.app.db.execute(
    sql`update order_industries set work_scope_number = 10, unit = 'm2' where order_id = ${s.order.id}`,
  );
});

describe('a change of a released order makes a version', () => {
  it('records the readable difference of a moved deadline and an added document', async () => {
    const res = await changeOrder(t.app, s.headers.contact, s.order.id, (o) => ({
      offerDeadlineTo: dayFromToday(21),
      documents: [...(o.documents ?? []), { url: 'https://dokumenty.example.pl/przedmiar.pdf', name: 'Przedmiar' }],
    }));
    expect(res.statusCode, res.body).toBe(200);
    const answer = await changes(s.headers.starter);
    expect(answer.latest).toBe(1);
    expect(answer.concerned).toBe(true);
    expect(answer.acknowledgedVersion).toBeNull();
    const day = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}`;
    expect(answer.versions[0]!.changes).toEqual([
      `Termin składania ofert: ${day(dayFromToday(14))} → ${day(dayFromToday(21))}`,
      'Dodano dokument: Przedmiar',
    ]);
  });

  it('e-mails the users of the companies in conversation (ORDER_CHANGED, once per version)', async () => {
    const rows = await t.app.db.execute<{ recipient_user_id: number }>(sql`
      select recipient_user_id from email_outbox where kind = 'ORDER_CHANGED'
         and idempotency_key like ${`ORDER_CHANGED:order:${s.order.id}:version:1:%`}`);
    const ids = rows.rows.map((r) => Number(r.recipient_user_id)).sort((a, b) => a - b);
    expect(ids).toEqual([s.starter.id, s.colleague.id, s.second.id, invitee.id].sort((a, b) => a - b));
    const [mail] = (
      await t.app.db.execute<{ subject: string; text: string; html: string }>(sql`
        select subject, text, html from email_outbox where idempotency_key = ${`ORDER_CHANGED:order:${s.order.id}:version:1:${invitee.id}`}`)
    ).rows;
    expect(mail?.subject).toMatch(/^Zmiany w zleceniu: /);
    expect(mail?.text).toContain('- Dodano dokument: Przedmiar');
    expect(mail?.html).toContain('Zaproszona &lt;Firma&gt; Sp. z o.o.');
  });

  it('makes no version when nothing a bidder reads changed', async () => {
    const res = await changeOrder(t.app, s.headers.contact, s.order.id, () => ({
      technology: { producerPreference: ['Geberit'], technologyPreference: [] },
    }));
    expect(res.statusCode, res.body).toBe(200);
    expect((await changes(s.headers.starter)).latest).toBe(1);
  });

  it('marks offers priced before the latest change in the comparison', async () => {
    const res = await call(s.headers.contact, 'GET', `/orders/${s.order.id}/offers/companies`);
    expect(res.statusCode, res.body).toBe(200);
    const offers = (res.json() as { offers: { submittedBeforeChange: string | null }[] }[]).flatMap((c) => c.offers);
    expect(offers.length).toBeGreaterThan(0);
    expect(offers.every((o) => o.submittedBeforeChange === warsawDay(new Date()))).toBe(true);
    expect(ORDER_CHANGES_MESSAGES.staleOffer('2026-12-19')).toBe('Oferta złożona przed zmianą z 19.12');
  });
});

describe('acknowledging the changes', () => {
  it('is marked in the company’s list until it acknowledges, for the whole company', async () => {
    const mine = await call(s.headers.starter, 'GET', '/orders/changes/me');
    expect(mine.json().orderIds).toContain(s.order.id);
    const ack = await call(s.headers.starter, 'POST', `/orders/${s.order.id}/changes/acknowledgement`);
    expect(ack.statusCode, ack.body).toBe(200);
    expect(orderChangesSchema.parse(ack.json()).acknowledgedVersion).toBe(1);
    expect((await changes(s.headers.colleague)).acknowledgedVersion).toBe(1);
    expect((await call(s.headers.colleague, 'GET', '/orders/changes/me')).json().orderIds).not.toContain(s.order.id);
    expect((await call(s.secondHeaders, 'GET', '/orders/changes/me')).json().orderIds).toContain(s.order.id);
  });

  it('shows the requester per company who acknowledged which version', async () => {
    const res = await call(s.headers.contact, 'GET', `/orders/${s.order.id}/changes/acknowledgements`);
    expect(res.statusCode, res.body).toBe(200);
    const answer = orderChangeAcknowledgementsSchema.parse(res.json());
    expect(answer.latest).toBe(1);
    const byCompany = new Map(answer.companies.map((c) => [c.company.id, c]));
    expect(byCompany.get(s.contractor.id)).toMatchObject({ acknowledgedVersion: 1, acknowledgedBy: 'Jan Wykonawca' });
    expect(byCompany.get(s.secondCompany.id)).toMatchObject({ acknowledgedVersion: null, acknowledgedBy: null });
  });

  it('is only for companies concerned, and the acknowledgements only for the order’s editors', async () => {
    expectError(
      await call(s.headers.contact, 'POST', `/orders/${s.order.id}/changes/acknowledgement`),
      403,
      'ORDER_CHANGES_NOT_CONCERNED',
    );
    expectError(
      await call(s.headers.outsider, 'POST', `/orders/${s.order.id}/changes/acknowledgement`),
      403,
      'ORDER_CHANGES_NOT_CONCERNED',
    );
    expectError(
      await call(s.headers.starter, 'GET', `/orders/${s.order.id}/changes/acknowledgements`),
      403,
      'ORDER_VERSIONS_NO_PERMISSION',
    );
    expect((await call({}, 'GET', `/orders/${s.order.id}/changes`)).statusCode).toBe(401);
    expect((await call(s.headers.outsider, 'GET', '/orders/changes/me')).json().orderIds).toEqual([]);
  });
});

describe('shortening the offer deadline of a released order', () => {
  it('is refused below the minimum notice with a Polish message, and allowed at it', async () => {
    const soon = await changeOrder(t.app, s.headers.contact, s.order.id, () => ({ offerDeadlineTo: dayFromToday(1) }));
    expectError(soon, 400, 'ORDER_OFFER_DEADLINE_TOO_SOON');
    expect(soon.json().message).toMatch(
      /^Termin składania ofert opublikowanego zlecenia można skrócić najwcześniej do /,
    );
    const ok = await changeOrder(t.app, s.headers.contact, s.order.id, () => ({ offerDeadlineTo: dayFromToday(3) }));
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await changes(s.headers.starter)).latest).toBe(2);
  });
});
