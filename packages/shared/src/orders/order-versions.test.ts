import { describe, expect, it } from 'vitest';
import { orderFormIssues } from '../orders-rules.js';
import { orderFormSchema } from './form.js';
import { type OrderSnapshot, orderSnapshotDiff } from './order-snapshot.js';

const base: OrderSnapshot = {
  offerDeadlineFrom: '2026-12-01',
  offerDeadlineTo: '2026-12-12',
  workDeadlineFrom: '2027-03',
  workDeadlineTo: '2027-05',
  industries: [{ id: 1, name: 'Elektryka', workScopeNumber: 120, unit: 'm2', description: null }],
  description: '<p>Opis</p>',
  documents: [{ key: 'file:a', name: 'rzut.pdf' }],
};

describe('the readable difference of two versions of an order', () => {
  it('is empty when nothing a bidder reads changed', () => {
    expect(orderSnapshotDiff(base, structuredClone(base))).toEqual([]);
  });

  it('names a moved offer deadline with both days', () => {
    expect(orderSnapshotDiff(base, { ...base, offerDeadlineTo: '2026-12-19' })).toEqual([
      'Termin składania ofert: 12.12 → 19.12',
    ]);
  });

  it('names added and removed documents, industries, scopes and a changed description', () => {
    const after: OrderSnapshot = {
      ...base,
      workDeadlineTo: '2027-06',
      industries: [
        { ...base.industries[0]!, workScopeNumber: 150.5, description: 'Nowy opis' },
        { id: 2, name: 'Dachy', workScopeNumber: 3, unit: 'szt.', description: null },
      ],
      description: '<p>Opis zmieniony</p>',
      documents: [{ key: 'link:https://x.pl/plan', name: 'plan' }],
    };
    expect(orderSnapshotDiff(base, after)).toEqual([
      'Termin realizacji: 03.2027–05.2027 → 03.2027–06.2027',
      'Dodano branżę: Dachy (3 szt.)',
      'Zakres prac (Elektryka): 120 m2 → 150,5 m2',
      'Zmieniono opis zakresu (Elektryka)',
      'Zmieniono opis',
      'Dodano dokument: plan',
      'Usunięto dokument: rzut.pdf',
    ]);
  });
});

describe('shortening the offer deadline of a released order', () => {
  const now = new Date('2026-12-01T10:00:00Z');
  const form = orderFormSchema.parse({
    investmentId: 1,
    companyContacts: [{ userId: 5 }],
    offerDeadlineFrom: '2026-11-20',
    offerDeadlineTo: '2026-12-03',
    workDeadlineFrom: '2027-01',
    scope: 'SERVICE',
    industries: [{ industryId: 1, workScopeNumber: 1, unit: 'm2' }],
    visibleToIndustryUsersOnly: false,
  });
  const issues = (to: string, released = true) =>
    orderFormIssues(
      { ...form, offerDeadlineTo: to },
      {
        now,
        draft: false,
        staff: false,
        lockedPublishAt: new Date('2026-11-20T10:00:00Z'),
        stored: { offerDeadlineFrom: '2026-11-20', offerDeadlineTo: '2026-12-12' },
        released: released ? { minNoticeDays: 3 } : undefined,
      },
    );

  it('is refused below the minimum notice, with the earliest day allowed', () => {
    expect(issues('2026-12-03')).toEqual([
      {
        field: 'offerDeadline',
        code: 'ORDER_OFFER_DEADLINE_TOO_SOON',
        message:
          'Termin składania ofert opublikowanego zlecenia można skrócić najwcześniej do 04.12.2026 (3 dni od dziś).',
      },
    ]);
  });

  it('is allowed to the minimum notice or when lengthening, and for orders not yet released', () => {
    expect(issues('2026-12-04')).toEqual([]);
    expect(issues('2026-12-20')).toEqual([]);
    expect(issues('2026-12-03', false)).toEqual([]);
  });
});
