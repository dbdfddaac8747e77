import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema.js';
import { png } from '../attachments/testing.js';

/** Company ids of the demo accounts: `klient`'s and `subkonto`'s, and `dotowany`'s (subsidised). */
export const demoCompanies = async (app: FastifyInstance) => {
  const companyOf = async (login: string) => {
    const [row] = await app.db.select({ companyId: users.companyId }).from(users).where(eq(users.login, login));
    return row?.companyId as number;
  };
  return { client: await companyOf('klient'), subsidized: await companyOf('dotowany') };
};

/** Uploads a small file through the real upload flow and answers its attachment uuid. */
export const uploadFile = async (
  app: FastifyInstance,
  headers: Record<string, string>,
  target: 'COMPANY_OFFER' | 'COMPANY_GALLERY' | 'COMPANY_LOGO',
  name = 'zdjecie.png',
): Promise<string> => {
  const res = await app.inject({ method: 'POST', url: `/api/v2/attachments/${target}/${name}`, headers, payload: {} });
  if (res.statusCode !== 200) throw new Error(`upload target: ${res.statusCode} ${res.body}`);
  const { uuid, fields } = res.json() as { uuid: string; fields: { presignedUrl: string } };
  const put = await app.inject({
    method: 'PUT',
    url: fields.presignedUrl,
    headers: { 'content-type': 'image/png' },
    payload: png,
  });
  if (put.statusCode >= 300) throw new Error(`upload: ${put.statusCode} ${put.body}`);
  return uuid;
};
