import { describe, expect, it } from 'vitest';
import { ORDER_MESSAGES, type OrderFormInput, orderFormSchema } from './orders.js';
import {
  effectiveOrderStatus,
  hasAtMostTwoDecimals,
  isWorkFrontAfterPublication,
  orderFormIssues,
  polishDay,
  statusFromPublication,
} from './orders-rules.js';

const now = new Date('2026-03-15T10:00:00Z');
const valid: OrderFormInput = {
  investmentId: 1,
  companyId: 1,
  companyContacts: [{ userId: 5 }],
  offerDeadlineFrom: '2026-03-16',
  offerDeadlineTo: '2026-04-01',
  workDeadlineFrom: '2026-04',
  workDeadlineTo: '2026-09',
  publishAt: '2026-03-15T12:00:00Z',
  scope: 'SERVICE',
  industries: [{ industryId: 101, workScopeNumber: 12.5, unit: 'm2' }],
  documents: [{ url: 'dokumenty.example.pl/plan.pdf' }],
  visibleToIndustryUsersOnly: false,
};
const messages = (input: OrderFormInput, draft = false, extra = {}) =>
  orderFormIssues(orderFormSchema.parse(input), { now, draft, staff: false, ...extra }).map((i) => i.message);

describe('order status from the publication date', () => {
  it('is PLANNED in the future and RELEASED otherwise', () => {
    expect(statusFromPublication(new Date('2026-03-15T10:00:01Z'), now)).toBe('PLANNED');
    expect(statusFromPublication(now, now)).toBe('RELEASED');
  });
  it('reads a PLANNED order as RELEASED once its time has passed', () => {
    expect(effectiveOrderStatus('PLANNED', new Date('2026-03-15T09:00:00Z'), now)).toBe('RELEASED');
    expect(effectiveOrderStatus('PLANNED', new Date('2026-03-16T09:00:00Z'), now)).toBe('PLANNED');
    expect(effectiveOrderStatus('DRAFT', new Date('2026-01-01T00:00:00Z'), now)).toBe('DRAFT');
  });
  it('counts days in Polish time', () => {
    expect(polishDay(new Date('2026-03-15T23:30:00Z'))).toBe('2026-03-16');
  });
});

describe('order form rules', () => {
  it('accepts a complete form', () => {
    expect(messages(valid)).toEqual([]);
  });
  it('needs only an investment for a draft', () => {
    expect(messages({ investmentId: 1 }, true)).toEqual([]);
    expect(messages({}, true)).toEqual([ORDER_MESSAGES.investmentRequired]);
  });
  it('reports every missing section with the texts of the spec', () => {
    expect(messages({})).toEqual([
      ORDER_MESSAGES.investmentRequired,
      ORDER_MESSAGES.contactRequired,
      ORDER_MESSAGES.offerDeadlineRequired,
      ORDER_MESSAGES.publishAtRequired,
      ORDER_MESSAGES.workFrontRequired,
      ORDER_MESSAGES.scopeRequired,
      ORDER_MESSAGES.industriesRequired,
      ORDER_MESSAGES.visibilityRequired,
    ]);
  });
  it('refuses past dates and a work front wholly before the publication month', () => {
    expect(messages({ ...valid, offerDeadlineFrom: '2026-03-14' })).toEqual([ORDER_MESSAGES.offerDeadlineInPast]);
    expect(messages({ ...valid, publishAt: '2026-03-14T10:00:00Z' })).toEqual([ORDER_MESSAGES.publishAtInPast]);
    expect(messages({ ...valid, workDeadlineFrom: '2026-01', workDeadlineTo: '2026-02' })).toEqual([
      ORDER_MESSAGES.workFrontBeforePublication,
    ]);
    expect(messages({ ...valid, workDeadlineFrom: '2026-01', workDeadlineTo: '2026-03' })).toEqual([]);
    expect(isWorkFrontAfterPublication(null, '2026-03', now)).toBe(true);
  });
  it('on update accepts an offer deadline end equal to the stored one, even in the past', () => {
    const stored = { offerDeadlineFrom: '2026-03-14', offerDeadlineTo: '2026-04-01' };
    const begunYesterday = { ...valid, offerDeadlineFrom: '2026-03-14' };
    expect(messages(begunYesterday, false, { stored })).toEqual([]);
    expect(messages({ ...begunYesterday, offerDeadlineTo: '2026-04-20' }, false, { stored })).toEqual([]);
    // a changed end is checked against today again
    expect(messages({ ...valid, offerDeadlineFrom: '2026-03-13' }, false, { stored })).toEqual([
      ORDER_MESSAGES.offerDeadlineInPast,
    ]);
    expect(messages({ ...begunYesterday, offerDeadlineTo: '2026-03-14' }, false, { stored })).toEqual([
      ORDER_MESSAGES.offerDeadlineInPast,
    ]);
    // a window that has wholly passed may stay as stored (other changes of the order are saved)
    const passed = { offerDeadlineFrom: '2026-03-01', offerDeadlineTo: '2026-03-10' };
    expect(messages({ ...valid, ...passed }, false, { stored: passed })).toEqual([]);
    expect(messages({ ...valid, ...passed })).toEqual([ORDER_MESSAGES.offerDeadlineInPast]);
    // the order of the ends still applies
    expect(messages({ ...begunYesterday, offerDeadlineFrom: '2026-04-02' }, false, { stored })).toEqual([
      ORDER_MESSAGES.offerDeadlineOrder,
    ]);
    // a stored null never excuses a past day
    expect(messages(begunYesterday, false, { stored: { offerDeadlineFrom: null, offerDeadlineTo: null } })).toEqual([
      ORDER_MESSAGES.offerDeadlineInPast,
    ]);
  });
  it('limits industries and contacts and keeps earlier industries', () => {
    const six = [1, 2, 3, 4, 5, 6].map((id) => ({ industryId: id, workScopeNumber: 1, unit: 'm' as const }));
    expect(messages({ ...valid, industries: six })).toEqual([ORDER_MESSAGES.industriesMax]);
    expect(messages({ ...valid, companyContacts: [{ userId: 5 }, { userId: 5 }] })).toEqual([
      ORDER_MESSAGES.contactsDuplicated,
    ]);
    expect(messages(valid, false, { previousIndustryIds: [101, 102] })).toEqual([ORDER_MESSAGES.industriesRemoved]);
  });
  it('checks quantities, units and document links', () => {
    expect(hasAtMostTwoDecimals(1.25)).toBe(true);
    expect(hasAtMostTwoDecimals(1.255)).toBe(false);
    expect(messages({ ...valid, industries: [{ industryId: 1, workScopeNumber: 1.234, unit: 'm' }] })).toEqual([
      ORDER_MESSAGES.quantityInvalid,
    ]);
    expect(messages({ ...valid, industries: [{ industryId: 1, workScopeNumber: 2 }] })).toEqual([
      ORDER_MESSAGES.unitRequired,
    ]);
    expect(messages({ ...valid, documents: [{ url: 'nie link' }] })).toEqual([ORDER_MESSAGES.documentLinkInvalid]);
  });
});
