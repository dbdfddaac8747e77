import { randomBytes } from 'node:crypto';
import { isStrongPassword, registerRequestSchema } from '@platform/shared';
import type { z } from 'zod';
import type { Database } from '../db/client.js';
import { hashPassword } from '../lib/password.js';
import { findSuperadminLogins, insertSuperadmin, loginOrEmailTaken } from './create-admin.queries.js';

/**
 * The first administrator of a new installation (`npm run create-admin -w apps/api`, docs/deployment.md "First
 * administrator"): a superadmin with a password typed by the operator or generated and shown once.
 * There is no default password anywhere, and production never gets the demo logins.
 */
export const ADMIN_PASSWORD_MIN_LENGTH = 12;

export const adminInputSchema = registerRequestSchema.shape.user.pick({
  login: true,
  email: true,
  firstName: true,
  lastName: true,
});
export type AdminInput = z.infer<typeof adminInputSchema>;

/** Why a password is refused, or null: the platform's rule (a letter and a digit), and 12 characters for this account. */
export const adminPasswordProblem = (password: string): string | null =>
  password.length >= ADMIN_PASSWORD_MIN_LENGTH && isStrongPassword(password)
    ? null
    : `the password needs at least ${ADMIN_PASSWORD_MIN_LENGTH} characters, a letter and a digit`;

/** 24 random URL-safe characters (144 bits), drawn again until it has a letter and a digit. */
export const generatePassword = (): string => {
  for (;;) {
    const password = randomBytes(18).toString('base64url');
    if (!adminPasswordProblem(password)) return password;
  }
};

export class CreateAdminError extends Error {}

export const createFirstAdmin = async (
  db: Database,
  input: AdminInput,
  password: string,
): Promise<{ id: number; login: string }> => {
  const parsed = adminInputSchema.safeParse(input);
  if (!parsed.success)
    throw new CreateAdminError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '),
    );
  const problem = adminPasswordProblem(password);
  if (problem) throw new CreateAdminError(problem);
  const existing = await findSuperadminLogins(db);
  if (existing.length > 0) {
    throw new CreateAdminError(
      `a superadmin already exists (${existing.join(', ')}); further staff accounts are made in the admin panel`,
    );
  }
  const admin = parsed.data;
  if (await loginOrEmailTaken(db, admin.login, admin.email)) {
    throw new CreateAdminError('a user with this login or e-mail already exists');
  }
  const id = await insertSuperadmin(db, { ...admin, passwordHash: await hashPassword(password) });
  return { id, login: admin.login };
};
