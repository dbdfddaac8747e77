import { ORDER_MESSAGES, orderFormIssues, polishDay } from '@platform/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { buildOrder } from '@/testing/factories';
import { formAnswer, orderFormContext } from './use-order-submit';

const answer = (body: unknown, code = 'ORDER_FORM_INVALID', status = 400) =>
  new ApiError(status, code, ORDER_MESSAGES.formInvalid, body);

describe('a 400 answer of the order calls', () => {
  it("keeps the server's own text of ORDER_FORM_INVALID (the code's text is only the general one)", () => {
    const body = { status: 400, code: 'ORDER_FORM_INVALID', message: ORDER_MESSAGES.contactPhoneRequired };
    expect(formAnswer(answer(body))).toEqual({ field: null, message: ORDER_MESSAGES.contactPhoneRequired });
  });

  it('names the field only when the answer names it', () => {
    const body = { code: 'ORDER_FORM_INVALID', message: ORDER_MESSAGES.contactPhoneRequired, field: 'companyContacts' };
    expect(formAnswer(answer(body))).toEqual({
      field: 'companyContacts',
      message: ORDER_MESSAGES.contactPhoneRequired,
    });
    expect(formAnswer(answer({ ...body, field: 7 }))?.field).toBeNull();
  });

  it('takes other codes of a form rule when they name their field', () => {
    const body = { message: ORDER_MESSAGES.quantityRequired, field: 'industries.401' };
    expect(formAnswer(answer(body, 'ORDER_INVALID_INDUSTRY_PARAMETER'))).toEqual({
      field: 'industries.401',
      message: ORDER_MESSAGES.quantityRequired,
    });
  });

  it('other answers are not form answers', () => {
    expect(formAnswer(answer({ message: 'x' }, 'ORDER_NOT_DRAFT'))).toBeNull();
    expect(formAnswer(answer({ message: 'x' }, 'ORDER_FORM_INVALID', 409))).toBeNull();
    expect(formAnswer(new Error('x'))).toBeNull();
    expect(formAnswer(answer(null))).toEqual({ field: null, message: ORDER_MESSAGES.formInvalid });
  });
});

describe('the rules context of an edited order', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  const yesterday = polishDay(new Date(now.getTime() - 86_400_000));
  const form = (offerDeadlineFrom: string) => ({
    offerDeadlineFrom,
    offerDeadlineTo: '2026-12-10',
    companyContacts: [],
    industries: [],
    technology: { producerPreference: [], technologyPreference: [] },
    documents: [],
    attachments: [],
    notifyContacts: false,
  });
  const offerIssues = (ctx: ReturnType<typeof orderFormContext>, from: string) =>
    orderFormIssues(form(from), ctx).filter((issue) => issue.field === 'offerDeadline');

  it('keeps an offer window of a published order that began yesterday, but not a new past date', () => {
    const published = buildOrder({ offerDeadlineFrom: yesterday, offerDeadlineTo: '2026-12-10' });
    const ctx = orderFormContext(published, { draft: false, staff: false, now });
    expect(offerIssues(ctx, yesterday)).toEqual([]);
    expect(offerIssues(ctx, '2026-11-01')[0]?.message).toBe(ORDER_MESSAGES.offerDeadlineInPast);
    expect(ctx.previousIndustryIds).toEqual([1702]);
    expect(ctx.lockedPublishAt).toEqual(new Date('2026-11-20T10:00:00.000Z'));
  });

  it('checks every date of a new order and of a draft as new', () => {
    const draft = buildOrder({ status: 'DRAFT', offerDeadlineFrom: yesterday });
    for (const order of [null, draft]) {
      const ctx = orderFormContext(order, { draft: false, staff: false, now });
      expect(offerIssues(ctx, yesterday)[0]?.message).toBe(ORDER_MESSAGES.offerDeadlineInPast);
      expect(ctx.previousIndustryIds).toBeUndefined();
    }
  });

  it("mirrors the server's rule: a released order's offer deadline is not shortened below 3 days from today", () => {
    const released = buildOrder({ status: 'RELEASED', offerDeadlineFrom: yesterday, offerDeadlineTo: '2026-12-10' });
    const ctx = orderFormContext(released, { draft: false, staff: false, now });
    const issuesTo = (to: string) =>
      orderFormIssues({ ...form(yesterday), offerDeadlineTo: to }, ctx).filter((i) => i.field === 'offerDeadline');
    expect(issuesTo('2026-11-23')[0]?.code).toBe('ORDER_OFFER_DEADLINE_TOO_SOON');
    expect(issuesTo('2026-11-23')[0]?.message).toContain('najwcześniej do 24.11.2026');
    expect(issuesTo('2026-11-24')).toEqual([]);
    const planned = orderFormContext(buildOrder({ status: 'PLANNED' }), { draft: false, staff: false, now });
    expect(planned.released).toBeUndefined();
  });

  it("takes the notice from the server's setting when the app config gives it", () => {
    const released = buildOrder({ status: 'RELEASED', offerDeadlineFrom: yesterday, offerDeadlineTo: '2026-12-10' });
    const ctx = orderFormContext(released, { draft: false, staff: false, now, minNoticeDays: 7 });
    const issuesTo = (to: string) =>
      orderFormIssues({ ...form(yesterday), offerDeadlineTo: to }, ctx).filter((i) => i.field === 'offerDeadline');
    expect(issuesTo('2026-11-24')[0]?.message).toContain('najwcześniej do 28.11.2026');
    expect(issuesTo('2026-11-28')).toEqual([]);
  });
});
