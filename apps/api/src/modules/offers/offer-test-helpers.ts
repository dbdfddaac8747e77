import type { FastifyInstance } from 'fastify';
import { buildCompany, buildUser } from '../../test/factories/index.js';
import { api, buildScene, type Headers, startThread } from '../conversations/testing.js';

/**
 * The conversations scene plus a second contractor: both start a thread on the order in its two
 * industries and give prices (A: 100 000,00 and 50 000,00; B: 115 000,00 and 40 000,00).
 */
export const buildOffersScene = async (app: FastifyInstance, login: (login: string) => Promise<Headers>) => {
  const scene = await buildScene(app, login);
  const secondCompany = await buildCompany(app.db, { name: 'Drugi Wykonawca Sp. z o.o.' });
  const second = await buildUser(app.db, { companyId: secondCompany.id, firstName: 'Ewa', lastName: 'Druga' });
  const secondHeaders = await login(second.login);
  const call = api(app).call;
  const [a, b] = scene.industries as [number, number];
  const threadA = await startThread(app, scene);
  const start = await call(secondHeaders, 'POST', `/orders/${scene.order.id}/conversation`, {
    text: 'Oferta firmy drugiej.',
    industryIds: [a, b],
  });
  if (start.statusCode !== 201) throw new Error(`second start failed: ${start.body}`);
  const threadB = start.json().id as number;
  const terms = async (headers: Headers, thread: number, prices: [number, number]) => {
    const res = await call(headers, 'PUT', `/conversations/${thread}/industries`, {
      industryIds: [a, b],
      terms: [
        { industryId: a, priceNet: prices[0], validUntil: '2030-06-30' },
        { industryId: b, priceNet: prices[1], validUntil: null },
      ],
    });
    if (res.statusCode !== 200) throw new Error(`terms failed: ${res.body}`);
  };
  await terms(scene.headers.starter, threadA, [100_000, 50_000]);
  await terms(secondHeaders, threadB, [115_000, 40_000]);
  return { ...scene, secondCompany, second, secondHeaders, threadA, threadB, industryA: a, industryB: b };
};
export type OffersScene = Awaited<ReturnType<typeof buildOffersScene>>;
