import type { TestInvestment, testInvestmentRequestSchema } from '@platform/shared';
import type { z } from 'zod';
import type { DbExecutor } from '../../db/client.js';
import { appError } from '../../lib/app-error.js';
import { nameLemmasOf } from '../../lib/name-search.js';
import {
  countKnown,
  findInvestment,
  insertInvestmentCopy,
  insertParticipations,
  nextInvestmentId,
} from './test-investments.queries.js';

type Request = z.output<typeof testInvestmentRequestSchema>;

/**
 * An investment of a journey's own: a copy of `like` (its place, kind, value, stage) under a name
 * no search of the demo data finds ('Inwestycja testowa <id>'), with the participants asked for.
 */
export const makeTestInvestment = async (db: DbExecutor, request: Request): Promise<TestInvestment> => {
  const model = await findInvestment(db, request.like);
  if (!model) throw appError('TEST_INVESTMENT_NOT_FOUND');
  const companyIds = [...new Set(request.participants.map((p) => p.companyId))];
  const industryIds = [...new Set(request.participants.map((p) => p.industryId))];
  if (request.participants.length > 0) {
    const known = await countKnown(db, companyIds, industryIds);
    if (known.companies !== companyIds.length || known.industries !== industryIds.length)
      throw appError('TEST_PARTICIPANT_NOT_FOUND');
  }
  const id = await nextInvestmentId(db);
  const name = request.name ?? `Inwestycja testowa ${id}`;
  await insertInvestmentCopy(db, model, {
    id,
    name,
    nameLemmas: nameLemmasOf(name),
    stageId: request.stageId ?? model.stageId,
  });
  await insertParticipations(db, id, request.participants);
  return { id, name };
};
