import { ORDER_MESSAGES, type OrderFormContext } from '@platform/shared';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { emptyFormValues, type OrderFormValues, parseQuantity, toOrderFormInput } from './order-form-values';
import { contactPhonesOf, formFieldOf, validateOrderForm } from './validate-order-form';

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

  describe('contact phone when published (the server rule of order-references.ts)', () => {
    const phones = contactPhonesOf([
      { userId: 5, phone: '605 500 600' },
      { userId: 6, phone: null },
      { userId: 7, phone: '  ' },
    ]);
    const withContacts = (...ids: number[]): OrderFormValues => ({
      ...complete(),
      contacts: ids.map((userId) => ({ userId, publishPhone: true })),
    });

    it('a contact without a phone is pointed at with the server text', () => {
      expect(validateOrderForm(withContacts(5, 6), [], ctx, phones)).toEqual([
        { name: ['contacts', 1, 'userId'], errors: [ORDER_MESSAGES.contactPhoneRequired] },
      ]);
      // a phone of spaces is no phone either (the server trims it)
      expect(validateOrderForm(withContacts(7), [], ctx, phones)[0]?.name).toEqual(['contacts', 0, 'userId']);
      expect(validateOrderForm(withContacts(5), [], ctx, phones)).toEqual([]);
    });

    it('drafts are not checked; people the list does not know are left to the server', () => {
      expect(validateOrderForm(withContacts(6), [], { ...ctx, draft: true }, phones)).toEqual([]);
      expect(validateOrderForm(withContacts(5, 99), [], ctx, phones)).toEqual([]);
      // without the company's list (the fallback of the contacts section) nothing is judged
      expect(validateOrderForm(withContacts(6), [], ctx)).toEqual([]);
    });

    it('comes with the other errors, after the contacts rules of the shared schema', () => {
      const values = { ...withContacts(6), scope: null };
      expect(messages(values, ctx).length).toBe(1);
      expect(validateOrderForm(values, [], ctx, phones).map((e) => e.errors[0])).toEqual([
        ORDER_MESSAGES.scopeRequired,
        ORDER_MESSAGES.contactPhoneRequired,
      ]);
      // the same person twice: the duplicate rule speaks, not the phone rule
      expect(validateOrderForm(withContacts(6, 6), [], ctx, phones)).toEqual([
        { name: ['contacts'], errors: [ORDER_MESSAGES.contactsDuplicated] },
      ]);
    });
  });

  it('a field named by the server is the same field of the form', () => {
    const values = complete();
    expect(formFieldOf('companyContacts', ORDER_MESSAGES.contactPhoneRequired, values)).toEqual(['contacts']);
    expect(formFieldOf('offerDeadline', ORDER_MESSAGES.offerDeadlineRequired, values)).toEqual(['offerDeadline']);
    expect(formFieldOf('industries.1702', ORDER_MESSAGES.unitRequired, values)).toEqual(['industries', 0, 'unit']);
    expect(formFieldOf('industries.1702', ORDER_MESSAGES.quantityInvalid, values)).toEqual([
      'industries',
      0,
      'quantity',
    ]);
    expect(formFieldOf('industries.5', ORDER_MESSAGES.unitRequired, values)).toEqual(['industryIds']);
  });
});
