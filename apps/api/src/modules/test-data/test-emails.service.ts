import type { TestEmail, TestEmailQuery } from '@platform/shared';
import type { DbExecutor } from '../../db/client.js';
import { appError } from '../../lib/app-error.js';
import { findLatestEmail } from './test-emails.queries.js';

/** What the person's mailbox would show last: the journeys follow links only an e-mail carries. */
export const readLatestEmail = async (db: DbExecutor, query: TestEmailQuery): Promise<TestEmail> => {
  const email = await findLatestEmail(db, query.to, query.kind);
  if (!email) throw appError('TEST_EMAIL_NOT_FOUND');
  return email;
};
