import type { CompanyPerson, CompanyRight } from '@platform/shared';
import type { FastifyInstance } from 'fastify';
import type { DbExecutor } from '../../db/client.js';
import { type ActorUser, isStaff } from '../../lib/actor.js';
import { appError } from '../../lib/app-error.js';
import { companyRightsOf } from '../../lib/company-rights.js';
import { forgetActor } from '../../plugins/auth.js';
import { presentPerson } from './company-people.presenter.js';
import {
  type CompanyPersonRow,
  findCompanyPeople,
  lockCompanyPerson,
  setCompanyAdmin,
  setPersonActive,
  setPersonRights,
} from './company-people.queries.js';
import { canManagePeople } from './memberships.policy.js';
import { insertMembershipEvents } from './memberships.queries.js';

type Target = { companyId: number; userId: number };
type Locked = { person: CompanyPersonRow; activeAdminIds: number[] };

const viaOf = (user: ActorUser) => (isStaff(user) ? 'STAFF' : 'COMPANY_ADMIN');

/** GET /companies/{companyId}/people: everyone of the company with their rights (its admin, staff). */
export const listCompanyPeople = async (
  app: FastifyInstance,
  user: ActorUser,
  companyId: number,
): Promise<CompanyPerson[]> => {
  if (!canManagePeople(user, companyId)) throw appError('MEMBERSHIP_NO_PERMISSION');
  return (await findCompanyPeople(app.db, companyId)).map(presentPerson);
};

/** One change of a person of the company, in a transaction with the person and the admins locked. */
const changePerson = async <T>(
  app: FastifyInstance,
  user: ActorUser,
  { companyId, userId }: Target,
  change: (tx: DbExecutor, locked: Locked) => Promise<T>,
): Promise<T> => {
  if (!canManagePeople(user, companyId)) throw appError('MEMBERSHIP_NO_PERMISSION');
  return app.db.transaction(async (tx) => {
    const { person, activeAdminIds } = await lockCompanyPerson(tx, companyId, userId);
    if (!person) throw appError('COMPANY_PERSON_NOT_FOUND');
    return change(tx, { person, activeAdminIds });
  });
};

/**
 * The person's rights become `next(before)`, decided under the lock; each right given or taken is a
 * row of the history. The admin holds every right (409). The person's cached caller is dropped on
 * every instance, so the next request is decided by the new set.
 */
const applyRights = async (
  app: FastifyInstance,
  user: ActorUser,
  target: Target,
  next: (before: CompanyRight[]) => readonly CompanyRight[],
): Promise<void> => {
  await changePerson(app, user, target, async (tx, { person }) => {
    if (person.companyAdmin) throw appError('COMPANY_ADMIN_HOLDS_ALL_RIGHTS');
    const before = companyRightsOf(person);
    const rights = next(before);
    const granted = rights.filter((right) => !before.includes(right));
    const revoked = before.filter((right) => !rights.includes(right));
    if (granted.length + revoked.length === 0) return;
    await setPersonRights(tx, person.id, rights);
    const row = { companyId: target.companyId, userId: person.id, via: viaOf(user), byUserId: user.id } as const;
    await insertMembershipEvents(tx, [
      ...granted.map((right) => ({ ...row, change: 'RIGHT_GRANTED' as const, right })),
      ...revoked.map((right) => ({ ...row, change: 'RIGHT_REVOKED' as const, right })),
    ]);
  });
  await forgetActor(app, target.userId);
};

/** PUT /companies/{companyId}/people/{userId}/rights: the person holds exactly these rights from now on. */
export const changeRights = (app: FastifyInstance, user: ActorUser, target: Target, rights: readonly CompanyRight[]) =>
  applyRights(app, user, target, () => rights);

/** One right given or taken, the others kept (the old contract's offer-edit grant). */
export const changeOneRight = (
  app: FastifyInstance,
  user: ActorUser,
  target: Target,
  { right, granted }: { right: CompanyRight; granted: boolean },
) =>
  applyRights(app, user, target, (before) => {
    const others = before.filter((r) => r !== right);
    return granted ? [...others, right] : others;
  });

/**
 * PUT /companies/{companyId}/people/{userId}/active. Deactivation: the account cannot log in and
 * every session ends at once on every instance (`accountSessions.endAll`: refresh-token families
 * revoked, the cached caller dropped, so a still-valid access token gets 401); the person's threads,
 * messages and notes stay, signed with their name. The company's last active admin is never
 * deactivated (409): the role is handed over first. Reactivation opens the account again (a new login).
 */
export const changeActive = async (
  app: FastifyInstance,
  user: ActorUser,
  target: Target,
  active: boolean,
): Promise<void> => {
  await changePerson(app, user, target, async (tx, { person, activeAdminIds }) => {
    if (active && !person.deactivated) throw appError('COMPANY_PERSON_NOT_DEACTIVATED');
    if (!active && person.deactivated) throw appError('COMPANY_PERSON_ALREADY_DEACTIVATED');
    if (!active && person.companyAdmin && !activeAdminIds.some((id) => id !== person.id))
      throw appError('COMPANY_LAST_ADMIN');
    await setPersonActive(tx, person.id, active);
    await insertMembershipEvents(tx, {
      companyId: target.companyId,
      userId: person.id,
      change: active ? 'REACTIVATED' : 'DEACTIVATED',
      via: viaOf(user),
      byUserId: user.id,
    });
  });
  if (active) await forgetActor(app, target.userId);
  else await app.accountSessions.endAll(target.userId);
};

/**
 * POST /companies/{companyId}/people/{userId}/admin: the admin role passes to an active member;
 * whoever held it stays a member without it, so the company keeps exactly one admin. Both sides are
 * rows of the history, and their cached callers are dropped.
 */
export const handOverAdmin = async (app: FastifyInstance, user: ActorUser, target: Target): Promise<void> => {
  const previous = await changePerson(app, user, target, async (tx, { person, activeAdminIds }) => {
    if (person.companyAdmin) throw appError('COMPANY_ADMIN_ALREADY');
    if (!person.active) throw appError('COMPANY_PERSON_NOT_ACTIVE');
    await setCompanyAdmin(tx, target.companyId, person.id);
    const row = { companyId: target.companyId, via: viaOf(user), byUserId: user.id } as const;
    await insertMembershipEvents(tx, [
      { ...row, userId: person.id, change: 'ADMIN_GRANTED' },
      ...activeAdminIds.map((userId) => ({ ...row, userId, change: 'ADMIN_REVOKED' as const })),
    ]);
    return activeAdminIds;
  });
  await Promise.all([target.userId, ...previous].map((userId) => forgetActor(app, userId)));
};
