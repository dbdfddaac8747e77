import { hasValidNipChecksum, type TestCompany, type TestUser, type testCompanyRequestSchema } from '@platform/shared';
import type { z } from 'zod';
import type { DbExecutor } from '../../db/client.js';
import { appError } from '../../lib/app-error.js';
import { nameLemmasOf } from '../../lib/name-search.js';
import {
  copyCompanyProfile,
  findCompanyWorks,
  findModelAccount,
  insertCompanyCopy,
  insertUserCopy,
  isNipTaken,
  nextCompanyId,
} from './test-companies.queries.js';
import { makeTestInvestment } from './test-investments.service.js';

type Request = z.output<typeof testCompanyRequestSchema>;

const TEST_EMAIL_DOMAIN = 'test.platforma.pl';

/** A NIP with a valid control digit that no company holds, drawn from the company's id. */
const freeNip = async (db: DbExecutor, companyId: number): Promise<string> => {
  for (let k = 0; ; k++) {
    const first9 = `99${String(companyId * 11 + k)
      .padStart(7, '0')
      .slice(-7)}`;
    for (let control = 0; control <= 9; control++) {
      const nip = `${first9}${control}`;
      if (hasValidNipChecksum(nip) && !(await isNipTaken(db, nip))) return nip;
    }
  }
};

const requireModel = async (db: DbExecutor, login: string) => {
  const model = await findModelAccount(db, login);
  if (!model) throw appError('TEST_MODEL_NOT_FOUND');
  return model;
};

/**
 * A company of a journey's own, made like the company of a demo login: its row, scopes, services
 * and profile copied under a new name and NIP; its admin and colleagues copies of demo accounts
 * (logins `<model>.t<company id>`, password of the demo); copies of its first active investments.
 * Nothing of the demo data changes.
 */
export const makeTestCompany = async (db: DbExecutor, request: Request): Promise<TestCompany> =>
  db.transaction(async (tx) => {
    const model = await requireModel(tx, request.like);
    const people = [{ like: request.like, user: model.user }];
    for (const like of request.colleagues) people.push({ like, user: (await requireModel(tx, like)).user });

    const id = await nextCompanyId(tx);
    const name = request.name ?? `${model.company.name} (test ${id})`;
    const nip = await freeNip(tx, id);
    await insertCompanyCopy(tx, model.company, { id, name, nameLemmas: nameLemmasOf(name), nip });
    await copyCompanyProfile(tx, model.company.id, id);

    const users: TestUser[] = [];
    for (const [index, person] of people.entries()) {
      const repeat = people.slice(0, index).filter((p) => p.like === person.like).length;
      const login = `${person.like}${repeat ? repeat + 1 : ''}.t${id}`;
      const row = await insertUserCopy(tx, person.user, {
        login,
        email: `${login}@${TEST_EMAIL_DOMAIN}`,
        companyId: id,
      });
      users.push({ ...row, like: person.like });
    }

    const works = await findCompanyWorks(tx, model.company.id, request.investments);
    const investments = [];
    for (const investmentId of [...new Set(works.map((w) => w.investmentId))]) {
      const participants = works
        .filter((w) => w.investmentId === investmentId)
        .map((w) => ({ companyId: id, role: w.role as 'SUBCONTRACTOR', industryId: w.industryId }));
      investments.push(await makeTestInvestment(tx, { like: investmentId, participants }));
    }
    return { id, name, nip, users, investments };
  });
