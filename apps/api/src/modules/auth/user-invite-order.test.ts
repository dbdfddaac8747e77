import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, users } from '../../db/schema.js';
import { buildCompany, buildInvestment, buildOrder, buildUser } from '../../test/factories/index.js';
import { useTestApp } from '../../test/use-test-app.js';

/**
 * 'Zaproś nowego użytkownika' from an order's 'Zaproszone firmy' tab (spec 2.8): the e-mail names the
 * order and links to it, the activation leads to it, and once the company's admin lets the person in
 * the company is among the order's invitees and the order among the person's invitations.
 */
const t = useTestApp({ logins: ['klient'], env: { JOBS_WORKER: 'off' } });

const EMAIL = 'nowa.osoba@dachbud.pl';
let orderId = 0;
let company = { id: 0, adminLogin: '' };

const get = (url: string, headers: Record<string, string>) => t.app.inject({ url: `/api/v2${url}`, headers });

beforeAll(async () => {
  const [klient] = await t.app.db.select().from(users).where(eq(users.login, 'klient'));
  const investment = await buildInvestment(t.app.db, {
    name: 'Hala sportowa w Tarnowie',
    participants: [{ companyId: klient!.companyId! }],
  });
  orderId = (
    await buildOrder(t.app.db, {
      companyId: klient!.companyId!,
      createdByUserId: klient!.id,
      investmentId: investment.id,
    })
  ).id;
  const dachbud = await buildCompany(t.app.db, { name: 'Dachbud Sp. z o.o.' });
  const admin = await buildUser(t.app.db, { companyId: dachbud.id, companyAdmin: true });
  company = { id: dachbud.id, adminLogin: admin.login };
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v2/users/invite',
    headers: t.headers.klient,
    payload: {
      name: 'Ewa',
      lastName: 'Nowa',
      email: EMAIL,
      phone: '600 100 200',
      position: 'kierownik budowy',
      companyId: dachbud.id,
      investmentId: investment.id,
      orderId,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
});

describe('a new user invited from an order', () => {
  let headers: Record<string, string> = {};

  it('gets an e-mail that names the order and links to its card', async () => {
    const [mail] = await t.app.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, 'USER_INVITATION'), eq(emailOutbox.to, EMAIL)));
    expect(mail!.text).toContain('Hala sportowa w Tarnowie');
    expect(mail!.text).toContain(`/v2/zlecenie/${orderId}`);
    expect(mail!.html).toContain(`/v2/zlecenie/${orderId}`);
    const token = /\/v2\/aktywuj-konto\/([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
    expect((await t.app.inject({ url: `/api/v2/users/activation/${token}` })).json()).toMatchObject({ orderId });
    const done = await t.app.inject({
      method: 'POST',
      url: `/api/v2/users/activation/${token}`,
      payload: { password: 'Haslo1234', passwordRepeat: 'Haslo1234' },
    });
    expect(done.statusCode, done.body).toBe(200);
    headers = { authorization: `Bearer ${done.json().accessToken}` };
  });

  it("after the company admin's approval: the company is an invitee, the order among the person's invitations", async () => {
    const admin = await t.login(company.adminLogin);
    const requests = await get(`/companies/${company.id}/membership-requests`, admin);
    const request = requests.json().content.find((r: { user: { email: string } }) => r.user.email === EMAIL);
    const decided = await t.app.inject({
      method: 'POST',
      url: `/api/v2/membership-requests/${request.id}/decision`,
      headers: admin,
      payload: { decision: 'APPROVE' },
    });
    expect(decided.statusCode, decided.body).toBe(204);

    const invitees = (await get(`/orders/${orderId}/nominated-companies`, t.headers.klient)).json();
    const ours = invitees.content.find((n: { company: { id: number } }) => n.company.id === company.id);
    expect(ours).toMatchObject({ company: { name: 'Dachbud Sp. z o.o.' }, source: 'OTHER' });
    expect(ours.invitedAt).not.toBeNull();

    // the dashboard's 'Zaproszenia do zleceń' (released, not opened yet) and the invitations list hold it
    const ids = async (url: string) => (await get(url, headers)).json().content.map((o: { id: number }) => o.id);
    expect(await ids('/orders/invitations/me?status=RELEASED&hideSeen=true')).toContain(orderId);
    expect(await ids('/orders/invitations/me')).toContain(orderId);

    // the person opens the order: the company's activity shows it
    expect((await get(`/orders/${orderId}`, headers)).statusCode).toBe(200);
    const seen = (await get(`/orders/${orderId}/nominated-companies`, t.headers.klient)).json();
    expect(seen.content.find((n: { company: { id: number } }) => n.company.id === company.id).seenAt).not.toBeNull();
  });
});
