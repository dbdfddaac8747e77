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
 * The browser's mirror of the server's form rules (spec 5): the shared schema and the shared
 * `orderFormIssues`, with the same Polish texts, mapped onto the form's fields.
 */
export const validateOrderForm = (
  values: OrderFormValues,
  attachments: string[],
  ctx: OrderFormContext,
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
  return orderFormIssues(parsed.data, ctx).map((issue) => {
    if (issue.field.startsWith('industries.')) {
      const id = Number(issue.field.split('.')[1]);
      const index = values.industries.findIndex((i) => i.industryId === id);
      const part = QUANTITY_MESSAGES.includes(issue.message) ? 'quantity' : 'unit';
      return { name: ['industries', index, part], errors: [issue.message] };
    }
    if (issue.field === 'documents') {
      const index = values.documents.findIndex((d) => d.url.trim() && !isWebsite(d.url));
      return { name: ['documents', Math.max(index, 0), 'url'], errors: [issue.message] };
    }
    return { name: [FIELD[issue.field] ?? issue.field], errors: [issue.message] };
  });
};
