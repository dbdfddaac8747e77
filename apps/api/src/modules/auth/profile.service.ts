import type { AccountProfile, accountProfileUpdateSchema } from '@platform/shared';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { AuthContext } from '../../lib/actor.js';
import { appError } from '../../lib/app-error.js';
import { forgetActor } from '../../plugins/auth.js';
import { findAccountProfile, updateAccountProfile } from './profile.queries.js';
import { accountOwnerOf } from './sessions.service.js';

/** 'Moje konto' → 'Dane konta': the caller's own name, position and phone. */
export const getAccountProfile = async (app: FastifyInstance, auth: AuthContext): Promise<AccountProfile> => {
  const profile = await findAccountProfile(app.db, accountOwnerOf(auth).user.id);
  if (!profile) throw appError('NOT_FOUND');
  return profile;
};

/**
 * Saves the caller's data as the shared schema parsed it (the phone in the spec's format). The name
 * signs conversations, notes and e-mails, so the cached caller is dropped once it is stored.
 */
export const saveAccountProfile = async (
  app: FastifyInstance,
  auth: AuthContext,
  profile: z.output<typeof accountProfileUpdateSchema>,
): Promise<AccountProfile> => {
  const { user } = accountOwnerOf(auth);
  const saved = await updateAccountProfile(app.db, user.id, profile);
  if (!saved) throw appError('NOT_FOUND');
  await forgetActor(app, user.id);
  return saved;
};
