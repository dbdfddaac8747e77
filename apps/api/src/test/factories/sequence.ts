import { randomBytes } from 'node:crypto';

const run = randomBytes(3).toString('hex');
let counter = 0;

/**
 * A name part no seeded row and no other built row holds (logins, e-mails and NIPs are unique);
 * the run tag keeps files that share a PostgreSQL server apart in messages.
 */
export const uniqueSuffix = (): string => `${run}${++counter}`;
