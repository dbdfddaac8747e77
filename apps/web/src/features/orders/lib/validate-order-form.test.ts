import { ORDER_MESSAGES, type OrderFormContext } from '@platform/shared';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { emptyFormValues, type OrderFormValues, parseQuantity, toOrderFormInput } from './order-form-values';
import { validateOrderForm } from './validate-order-form';

const ctx: OrderFormContext = { now: new Date(), draft: false, staff: false };
const messages = (values: OrderFormValues, c = ctx) => validateOrderForm(values, [], c).map((e) => e.errors[0]);

const complete = (): OrderFormValues => ({
  ...emptyFormValues(38),
  contacts: [{ userId: 5, publishPhone: true }],
  offerDeadline: [dayjs().add(1, 'day'), dayjs().add(10, 'day')],
  workDeadline: [dayjs().add(1, 'month'), null],
  scope: 'SERVICE',
  industryIds: [1702],
  industries: [{ industryId: 1702, name: 'Generalne wykonawstwo', quantity: '120,5', unit: 'm2', description: '' }],
  visibleToIndustryUsersOnly: false,
});

describe('order form validation mirror (spec 5)', () => {
  it('an empty form shows the spec texts on their fields', () => {
    const errors = validateOrderForm(emptyFormValues(), [], ctx);
    const byField = Object.fromEntries(errors.map((e) => [e.name.join('.'), e.errors[0]]));
    expect(byField).toMatchObject({
      investmentId: ORDER_MESSAGES.investmentRequired,
      contacts: ORDER_MESSAGES.contactRequired,
      offerDeadline: ORDER_MESSAGES.offerDeadlineRequired,
      workDeadline: ORDER_MESSAGES.workFrontRequired,
      scope: ORDER_MESSAGES.scopeRequired,
    });
  });

  it('a complete form passes; a draft needs only the investment', () => {
    expect(validateOrderForm(complete(), [], ctx)).toEqual([]);
    expect(messages(emptyFormValues(), { ...ctx, draft: true })).toEqual([ORDER_MESSAGES.investmentRequired]);
    expect(validateOrderForm(emptyFormValues(38), [], { ...ctx, draft: true })).toEqual([]);
  });

  it('quantity takes a comma and at most 2 decimals; the unit is required', () => {
    const values = complete();
    values.industries = [{ ...values.industries[0]!, quantity: '1,234' }];
    expect(validateOrderForm(values, [], ctx)).toEqual([
      { name: ['industries', 0, 'quantity'], errors: [ORDER_MESSAGES.quantityInvalid] },
    ]);
    values.industries = [{ ...values.industries[0]!, quantity: '', unit: 'm2' }];
    expect(messages(values)).toEqual([ORDER_MESSAGES.quantityRequired]);
    values.industries = [{ ...values.industries[0]!, quantity: '12,5', unit: null }];
    expect(validateOrderForm(values, [], ctx)[0]?.name).toEqual(['industries', 0, 'unit']);
    expect(parseQuantity('1 234,56')).toBe(1234.56);
  });

  it('previously added industries cannot be removed; a broken link is pointed at', () => {
    const values = complete();
    expect(messages(values, { ...ctx, previousIndustryIds: [1702, 202] })).toEqual([ORDER_MESSAGES.industriesRemoved]);
    values.documents = [
      { url: 'https://ok.example.pl/a.pdf', name: '' },
      { url: 'nie link', name: '' },
    ];
    expect(validateOrderForm(values, [], ctx)).toEqual([
      { name: ['documents', 1, 'url'], errors: [ORDER_MESSAGES.documentLinkInvalid] },
    ]);
  });

  it('the work front cannot lie wholly before the publication month', () => {
    const values = { ...complete(), publishAt: dayjs().add(3, 'month'), workDeadline: [dayjs().add(1, 'month'), null] };
    expect(messages(values as OrderFormValues)).toEqual([ORDER_MESSAGES.workFrontBeforePublication]);
  });

  it('the description is sent as the editor HTML; rich text without text is sent as null', () => {
    const html = '<p>Opis <strong>zlecenia</strong></p><ul><li><p>punkt</p></li></ul>';
    expect(toOrderFormInput({ ...complete(), description: html }, []).description).toBe(html);
    expect(toOrderFormInput({ ...complete(), description: '<p></p>' }, []).description).toBeNull();
    expect(toOrderFormInput({ ...complete(), description: '<ul><li><p> </p></li></ul>' }, []).description).toBeNull();
    expect(toOrderFormInput({ ...complete(), description: null }, []).description).toBeNull();
  });
});
