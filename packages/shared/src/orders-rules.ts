/**
 * Pure rules of orders (spec 4 and 5 "Order form"), used by the server and mirrored by the form.
 * Calendar days and months are those of Poland (Europe/Warsaw).
 */
import { LIMITS } from './constants.js';
import type { OrderStatus } from './enums.js';
import { ORDER_CHANGES_MESSAGES, ORDER_MESSAGES, type OrderForm } from './orders.js';
import { isWebsite } from './validators.js';

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Warsaw',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** 'YYYY-MM-DD' of a moment, in Poland. */
export const polishDay = (moment: Date): string => dayFormat.format(moment);
/** 'YYYY-MM' of a moment, in Poland. */
export const polishMonth = (moment: Date): string => polishDay(moment).slice(0, 7);

/** Publishing with a date in the future gives PLANNED, otherwise RELEASED (spec 4). */
export const statusFromPublication = (publishAt: Date, now: Date): 'PLANNED' | 'RELEASED' =>
  publishAt.getTime() > now.getTime() ? 'PLANNED' : 'RELEASED';

/** A PLANNED order reads as RELEASED once its publication time has passed. */
export const effectiveOrderStatus = (status: OrderStatus, publishAt: Date | null, now: Date): OrderStatus =>
  status === 'PLANNED' && publishAt && publishAt.getTime() <= now.getTime() ? 'RELEASED' : status;

/** A work-front month ('YYYY-MM') that counts for an order published at `publishAt`: that month or later. */
export const isWorkFrontMonthOpen = (month: string, publishAt: Date): boolean => month >= polishMonth(publishAt);

/** The work front may not lie wholly before the publication month: one end at least is in it or later. */
export const isWorkFrontAfterPublication = (
  from: string | null | undefined,
  to: string | null | undefined,
  publishAt: Date,
) => [from, to].some((end) => !!end && isWorkFrontMonthOpen(end, publishAt));

export const hasAtMostTwoDecimals = (value: number): boolean =>
  Number.isFinite(value) && Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

export type OrderFormIssueCode =
  | 'ORDER_FORM_INVALID'
  | 'ORDER_INDUSTRIES_CHANGE_FORBIDDEN'
  | 'ORDER_INVALID_INDUSTRY_PARAMETER'
  | 'ORDER_OFFER_DEADLINE_TOO_SOON';
export type OrderFormIssue = { field: string; message: string; code: OrderFormIssueCode };

export type OrderFormContext = {
  now: Date;
  /** Drafts need only investment and company (spec 5); limits and link formats still apply. */
  draft: boolean;
  /** Staff choose the requester company. */
  staff: boolean;
  /** Industries the order had before this update; none of them may be removed. */
  previousIndustryIds?: readonly number[];
  /** The publication date of an already published order: kept, and not checked against today again. */
  lockedPublishAt?: Date;
  /**
   * The stored offer deadline of a published or planned order being updated (not of a draft): an end
   * equal to its stored value is accepted even if that day has passed (the window began yesterday);
   * a changed end must still not be before today. The card's `Order` fits as it is.
   */
  stored?: StoredOrderDates;
  /**
   * A released order: its offer deadline may be shortened only to `minNoticeDays` from today at the
   * earliest ('Zmiany w zleceniu'; `stored` holds the deadline being shortened).
   */
  released?: { minNoticeDays: number };
};

/** The dates of an order as stored (card or table row); only the offer deadline ends are used. */
export type StoredOrderDates = {
  offerDeadlineFrom?: string | null;
  offerDeadlineTo?: string | null;
};

type Check = (form: OrderForm, ctx: OrderFormContext) => OrderFormIssue | null;
const issue = (field: string, message: string, code: OrderFormIssueCode = 'ORDER_FORM_INVALID'): OrderFormIssue => ({
  field,
  message,
  code,
});
const distinct = <T>(values: readonly T[]) => new Set(values).size === values.length;
const M = ORDER_MESSAGES;

const checkInvestment: Check = (f) => (f.investmentId ? null : issue('investmentId', M.investmentRequired));
const checkCompany: Check = (f, c) =>
  c.staff && !c.draft && !f.companyId ? issue('companyId', M.companyRequired) : null;

const checkContacts: Check = (f, c) => {
  const ids = f.companyContacts.flatMap((x) => (x.userId ? [x.userId] : []));
  if (ids.length > LIMITS.orderContactsMax) return issue('companyContacts', M.contactsMax);
  if (!distinct(ids)) return issue('companyContacts', M.contactsDuplicated);
  return !c.draft && ids.length === 0 ? issue('companyContacts', M.contactRequired) : null;
};

const checkOfferDeadline: Check = (f, c) => {
  if (c.draft) return null;
  const { offerDeadlineFrom: from, offerDeadlineTo: to } = f;
  if (!from || !to) return issue('offerDeadline', M.offerDeadlineRequired);
  const today = polishDay(c.now);
  const inPast = (end: string, stored: string | null | undefined) => end < today && end !== stored;
  if (inPast(from, c.stored?.offerDeadlineFrom) || inPast(to, c.stored?.offerDeadlineTo))
    return issue('offerDeadline', M.offerDeadlineInPast);
  return from > to ? issue('offerDeadline', M.offerDeadlineOrder) : null;
};

/** 'YYYY-MM-DD' in Poland, `days` after `now`'s day. */
const dayAfter = (now: Date, days: number) => polishDay(new Date(now.getTime() + days * 86_400_000));

const checkDeadlineShortening: Check = (f, c) => {
  const before = c.stored?.offerDeadlineTo;
  if (!c.released || !before || !f.offerDeadlineTo || f.offerDeadlineTo >= before) return null;
  const earliest = dayAfter(c.now, c.released.minNoticeDays);
  if (f.offerDeadlineTo >= earliest) return null;
  const message = ORDER_CHANGES_MESSAGES.deadlineTooSoon(c.released.minNoticeDays, earliest);
  return issue('offerDeadline', message, 'ORDER_OFFER_DEADLINE_TOO_SOON');
};

const checkPublishAt: Check = (f, c) => {
  if (c.draft || c.lockedPublishAt) return null;
  if (!f.publishAt) return issue('publishAt', M.publishAtRequired);
  return polishDay(new Date(f.publishAt)) < polishDay(c.now) ? issue('publishAt', M.publishAtInPast) : null;
};

const checkWorkFront: Check = (f, c) => {
  if (c.draft) return null;
  const { workDeadlineFrom: from, workDeadlineTo: to } = f;
  if (!from && !to) return issue('workDeadline', M.workFrontRequired);
  if (from && to && from > to) return issue('workDeadline', M.workFrontOrder);
  const publishAt = c.lockedPublishAt ?? (f.publishAt ? new Date(f.publishAt) : c.now);
  return isWorkFrontAfterPublication(from, to, publishAt) ? null : issue('workDeadline', M.workFrontBeforePublication);
};

const checkScope: Check = (f, c) => (!c.draft && !f.scope ? issue('scope', M.scopeRequired) : null);

const checkIndustries: Check = (f, c) => {
  const ids = f.industries.map((i) => i.industryId);
  if (ids.length > LIMITS.orderIndustriesMax) return issue('industries', M.industriesMax);
  if (!distinct(ids)) return issue('industries', M.industriesDuplicated);
  if (c.previousIndustryIds?.some((id) => !ids.includes(id)))
    return issue('industries', M.industriesRemoved, 'ORDER_INDUSTRIES_CHANGE_FORBIDDEN');
  if (c.draft) return null;
  if (ids.length === 0) return issue('industries', M.industriesRequired);
  for (const industry of f.industries) {
    const field = `industries.${industry.industryId}`;
    if (industry.workScopeNumber == null) return issue(field, M.quantityRequired, 'ORDER_INVALID_INDUSTRY_PARAMETER');
    if (!hasAtMostTwoDecimals(industry.workScopeNumber))
      return issue(field, M.quantityInvalid, 'ORDER_INVALID_INDUSTRY_PARAMETER');
    if (!industry.unit) return issue(field, M.unitRequired, 'ORDER_INVALID_INDUSTRY_PARAMETER');
  }
  return null;
};

const checkDocuments: Check = (f) =>
  f.documents.some((d) => d.url.trim() !== '' && !isWebsite(d.url)) ? issue('documents', M.documentLinkInvalid) : null;

const checkAttachments: Check = (f) =>
  f.attachments.length > LIMITS.uploadMaxFilesDefault ? issue('attachments', M.attachmentsMax) : null;

const checkVisibility: Check = (f, c) =>
  !c.draft && f.visibleToIndustryUsersOnly == null ? issue('visibleToIndustryUsersOnly', M.visibilityRequired) : null;

const CHECKS: readonly Check[] = [
  checkInvestment,
  checkCompany,
  checkContacts,
  checkOfferDeadline,
  checkDeadlineShortening,
  checkPublishAt,
  checkWorkFront,
  checkScope,
  checkIndustries,
  checkDocuments,
  checkAttachments,
  checkVisibility,
];

/** Every rule of the order form that needs no database, in the order of the form's sections. */
export const orderFormIssues = (form: OrderForm, ctx: OrderFormContext): OrderFormIssue[] =>
  CHECKS.flatMap((check) => check(form, ctx) ?? []);
