import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildCompany, buildOrder, buildUser } from '../../test/factories/index.js';
import { acquire, put } from '../attachments/testing.js';

export type Headers = Record<string, string>;

/**
 * The people of a thread test: a requester company (a contact person and a colleague who is not
 * one), a contractor company (the starter and a colleague), a third company, and an order in two
 * industries with the contact person.
 */
export const buildScene = async (app: FastifyInstance, login: (login: string) => Promise<Headers>) => {
  const requester = await buildCompany(app.db);
  const contractor = await buildCompany(app.db);
  const contact = await buildUser(app.db, { companyId: requester.id, firstName: 'Anna', lastName: 'Kontaktowa' });
  const requesterColleague = await buildUser(app.db, { companyId: requester.id, companyAdmin: false });
  const starter = await buildUser(app.db, { companyId: contractor.id, firstName: 'Jan', lastName: 'Wykonawca' });
  const colleague = await buildUser(app.db, { companyId: contractor.id, companyAdmin: false, firstName: 'Piotr' });
  const outsider = await buildUser(app.db);
  const [second] = (
    await app.db.execute<{ id: number }>(sql`select id from industries where id <> 401 order by id limit 1`)
  ).rows;
  const industries = [401, Number(second?.id)];
  const order = await buildOrder(app.db, { companyId: requester.id, industries, contactUserIds: [contact.id] });
  const headers = {
    contact: await login(contact.login),
    requesterColleague: await login(requesterColleague.login),
    starter: await login(starter.login),
    colleague: await login(colleague.login),
    outsider: await login(outsider.login),
  };
  return {
    requester,
    contractor,
    contact,
    requesterColleague,
    starter,
    colleague,
    outsider,
    order,
    industries,
    headers,
  };
};
export type Scene = Awaited<ReturnType<typeof buildScene>>;

export const api = (app: FastifyInstance) => ({
  call: (
    headers: Headers | undefined,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) => app.inject({ method, url: `/api/v2${url}`, headers: headers ?? {}, ...(payload ? { payload } : {}) }),
});

/** Starts the contractor's thread on the scene's order; answers its id. */
export const startThread = async (app: FastifyInstance, scene: Scene, text = 'Dzień dobry, pytanie o zakres.') => {
  const res = await api(app).call(scene.headers.starter, 'POST', `/orders/${scene.order.id}/conversation`, {
    text,
    industryIds: scene.industries,
  });
  if (res.statusCode !== 201) throw new Error(`start failed: ${res.statusCode} ${res.body}`);
  return res.json().id as number;
};

/** An uploaded file of a target (acquire + PUT), answering its uuid. */
export const uploadFile = async (app: FastifyInstance, headers: Headers, target: string, name = 'oferta.pdf') => {
  const body = Buffer.from('%PDF-1.4\nplik\n%%EOF\n');
  const t = await acquire(app, headers, target, name, { size: body.length, contentType: 'application/pdf' });
  await put(app, t.fields.presignedUrl, body);
  return t.uuid;
};
