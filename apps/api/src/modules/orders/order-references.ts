import {
  COMPANY_PEOPLE_TEXTS,
  type CompanyRight,
  holdsCompanyRight,
  ORDER_MESSAGES,
  type OrderForm,
} from '@platform/shared';
import type { FastifyInstance } from 'fastify';
import { type ActorUser, isStaff } from '../../lib/actor.js';
import { appError } from '../../lib/app-error.js';
import { confirmUpload, findAttachmentsByUuids } from '../attachments/index.js';
import { canAttachToOrder } from './order.policy.js';
import {
  findContactCandidates,
  findIndustryTitles,
  findInvestmentRef,
  isActiveCompany,
  isCompanyInInvestment,
} from './order-references.queries.js';

const formInvalid = (message: string, field?: string) => appError('ORDER_FORM_INVALID', { message, field });

export type OrderInvestmentRef = { id: number; name: string; city: string | null; roadEndCity: string | null };

/** The investment must exist and be active; a client's company must take part in it. */
export const checkInvestment = async (
  app: FastifyInstance,
  user: ActorUser,
  input: { investmentId: number; companyId: number },
): Promise<OrderInvestmentRef> => {
  const row = await findInvestmentRef(app.db, input.investmentId);
  if (!row || row.archived) throw appError('ORDER_INVESTMENT_ERROR', { message: ORDER_MESSAGES.investmentRequired });
  if (!isStaff(user) && !(await isCompanyInInvestment(app.db, row.id, input.companyId))) {
    throw appError('ORDER_INVESTMENT_ERROR', { message: ORDER_MESSAGES.investmentRequired });
  }
  return { id: row.id, name: row.name, city: row.city, roadEndCity: row.roadEndCity ?? null };
};

export const checkCompanyExists = async (app: FastifyInstance, companyId: number): Promise<void> => {
  if (!(await isActiveCompany(app.db, companyId))) throw formInvalid(ORDER_MESSAGES.companyRequired, 'companyId');
};

/** Every industry must exist; answers their titles by id. */
export const checkIndustries = async (app: FastifyInstance, form: OrderForm): Promise<Map<number, string>> => {
  const ids = form.industries.map((i) => i.industryId);
  if (ids.length === 0) return new Map();
  const rows = await findIndustryTitles(app.db, ids);
  if (rows.length !== new Set(ids).size) throw appError('ORDER_INVALID_INDUSTRY');
  return new Map(rows.map((r) => [r.id, r.title]));
};

/** Contacts are active users of the requester company; a published order needs their phones. */
export const checkContacts = async (
  app: FastifyInstance,
  userIds: number[],
  input: { companyId: number; draft: boolean },
): Promise<void> => {
  if (userIds.length === 0) return;
  const rows = await findContactCandidates(app.db, userIds);
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const id of userIds) {
    const row = byId.get(id);
    if (!row?.active || row.companyId !== input.companyId)
      throw formInvalid(ORDER_MESSAGES.contactNotOfCompany, 'companyContacts');
    // the company admin decides who speaks for the company as a contact person ('Konta użytkowników')
    if (
      !holdsCompanyRight(
        { companyAdmin: row.companyAdmin, companyRights: row.companyRights as CompanyRight[] },
        'CONTACT_PERSON',
      )
    )
      throw formInvalid(COMPANY_PEOPLE_TEXTS.contactWithoutRight, 'companyContacts');
    if (!input.draft && !row.phone?.trim()) throw formInvalid(ORDER_MESSAGES.contactPhoneRequired, 'companyContacts');
  }
};

/**
 * Attachments are files uploaded for an order (target ORDER) by this user, or already linked to
 * the order being edited (uploaded by a colleague); each must be in storage.
 */
export const checkAttachments = async (
  app: FastifyInstance,
  user: ActorUser,
  input: { uuids: string[]; linkedUuids: string[] },
): Promise<void> => {
  const uuids = [...new Set(input.uuids)];
  const rows = await findAttachmentsByUuids(app.db, uuids);
  if (rows.length !== uuids.length) throw invalidAttachment();
  for (const row of rows) {
    if (!canAttachToOrder(user, row, input.linkedUuids) || !(await confirmUpload(app, row))) throw invalidAttachment();
  }
};

const invalidAttachment = () => appError('ORDER_INVALID_ATTACHMENT');
