import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildCompany, buildOrder, buildUser } from '../../test/factories/index.js';

type Headers = Record<string, string>;

/** The id of a seeded user's company. */
export const companyOf = async (app: FastifyInstance, login: string): Promise<number> =>
  Number(
    (await app.db.execute<{ company_id: number }>(sql`select company_id from users where login = ${login}`)).rows[0]!
      .company_id,
  );

/**
 * klient's released order with two invited contractor companies (A and B, one user each, logged
 * in), and the calls of the 'Pytania' tab.
 */
export const buildQuestionsScene = async (
  app: FastifyInstance,
  login: (login: string) => Promise<Headers>,
  klient: Headers,
  orderOverrides: Parameters<typeof buildOrder>[1] extends infer O ? Partial<O> : never = {},
) => {
  const requester = await companyOf(app, 'klient');
  const order = await buildOrder(app.db, { companyId: requester, ...orderOverrides });
  const companyA = await buildCompany(app.db, { name: `Pytająca Firma ${order.id} Sp. z o.o.` });
  const companyB = await buildCompany(app.db, { name: `Druga Firma ${order.id} Sp. z o.o.` });
  const userA = await buildUser(app.db, { companyId: companyA.id, accountType: 'CLIENT' });
  const userB = await buildUser(app.db, { companyId: companyB.id, accountType: 'CLIENT' });
  const invite = await app.inject({
    method: 'PATCH',
    url: `/api/v2/orders/${order.id}/nominated-companies`,
    headers: klient,
    payload: { companyIds: [companyA.id, companyB.id] },
  });
  if (invite.statusCode !== 200) throw new Error(`invite failed: ${invite.body}`);
  const [a, b] = [await login(userA.login), await login(userB.login)];
  const base = `/api/v2/orders/${order.id}/questions`;
  return {
    order,
    companyA,
    companyB,
    userA,
    userB,
    a,
    b,
    list: (headers: Headers) => app.inject({ url: base, headers }),
    ask: (headers: Headers, question: string) =>
      app.inject({ method: 'POST', url: base, headers, payload: { question } }),
    answer: (headers: Headers, questionId: number, payload: object) =>
      app.inject({ method: 'PUT', url: `${base}/${questionId}/answer`, headers, payload }),
    setDeadline: (headers: Headers, questionDeadline: string) =>
      app.inject({ method: 'PUT', url: `${base}/deadline`, headers, payload: { questionDeadline } }),
  };
};
