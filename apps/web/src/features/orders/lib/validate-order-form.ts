import { isWebsite, ORDER_MESSAGES, type OrderFormContext, orderFormIssues, orderFormSchema } from '@platform/shared';
import type { FieldError } from '@/lib/zod-form';
import type { OrderFormValues } from './order-form-values';
import { toOrderFormInput } from './order-form-values';

/** Server field names of `orderFormIssues` -> fields of the form. */
const FIELD: Record<string, string> = {
  investmentId: 'investmentId',
  companyId: 'companyId',
  companyContacts: 'contacts',
  offerDeadline: 'offerDeadline',
  publishAt: 'publishAt',
  workDeadline: 'workDeadline',
  scope: 'scope',
  industries: 'industryIds',
  attachments: 'attachments',
  visibleToIndustryUsersOnly: 'visibleToIndustryUsersOnly',
};

const QUANTITY_MESSAGES: string[] = [ORDER_MESSAGES.quantityRequired, ORDER_MESSAGES.quantityInvalid];

/**
 * Phones of the requester company's users as the server listed them (`null`: no phone). A person
 * not in it is not judged here (the server still checks every contact).
 */
export type ContactPhones = ReadonlyMap<number, string | null>;

export const contactPhonesOf = (users: readonly { userId: number; phone: string | null }[] | null | undefined) =>
  new Map((users ?? []).map((u) => [u.userId, u.phone])) as ContactPhones;

/**
 * The server's 'contact phone when published' rule (order-references.ts `checkContacts`): every
 * contact of a published order has a phone. Drafts are not checked. The error is shown on the
 * first contact without one.
 */
const contactPhoneErrors = (values: OrderFormValues, phones: ContactPhones, ctx: OrderFormContext): FieldError[] => {
  if (ctx.draft) return [];
  const index = values.contacts.findIndex((c) => {
    if (!c.userId || !phones.has(c.userId)) return false;
    return !phones.get(c.userId)?.trim();
  });
  return index < 0 ? [] : [{ name: ['contacts', index, 'userId'], errors: [ORDER_MESSAGES.contactPhoneRequired] }];
};

/**
 * The form field that shows an issue of the shared rules; the server names its field the same way
 * (`field` of a 400 answer, when the answer has one).
 */
export const formFieldOf = (field: string, message: string, values: OrderFormValues): (string | number)[] => {
  if (field.startsWith('industries.')) {
    const id = Number(field.split('.')[1]);
    const index = values.industries.findIndex((i) => i.industryId === id);
    if (index < 0) return ['industryIds'];
    return ['industries', index, QUANTITY_MESSAGES.includes(message) ? 'quantity' : 'unit'];
  }
  if (field === 'documents') {
    const index = values.documents.findIndex((d) => d.url.trim() && !isWebsite(d.url));
    return ['documents', Math.max(index, 0), 'url'];
  }
  return [FIELD[field] ?? field];
};

/**
 * The browser's mirror of the server's form rules (spec 5): the shared schema and the shared
 * `orderFormIssues`, with the same Polish texts, mapped onto the form's fields.
 */
export const validateOrderForm = (
  values: OrderFormValues,
  attachments: string[],
  ctx: OrderFormContext,
  phones: ContactPhones = new Map(),
): FieldError[] => {
  const parsed = orderFormSchema.safeParse(toOrderFormInput(values, attachments));
  if (!parsed.success) {
    return parsed.error.issues.slice(0, 1).map((issue) => {
      const [head, index] = issue.path;
      if (head === 'industries' && typeof index === 'number')
        return { name: ['industries', index, 'quantity'], errors: [ORDER_MESSAGES.quantityRequired] };
      return { name: [FIELD[String(head)] ?? String(head)], errors: [ORDER_MESSAGES.formInvalid] };
    });
  }
  const errors: FieldError[] = orderFormIssues(parsed.data, ctx).map((issue) => ({
    name: formFieldOf(issue.field, issue.message, values),
    errors: [issue.message],
  }));
  // the contacts' own rules (count, duplicates) come first, as on the server
  return errors.some((e) => e.name[0] === 'contacts')
    ? errors
    : [...errors, ...contactPhoneErrors(values, phones, ctx)];
};
