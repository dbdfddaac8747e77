import { ORDER_MESSAGES, type OrderForm, type OrderFormContext, orderFormIssues, withProtocol } from '@platform/shared';
import { type ActorUser, isStaff } from '../../lib/actor.js';
import { appError } from '../../lib/app-error.js';
import { withLemmas } from '../../lib/polish-lemmas.js';
import { plainText, sanitizeRichText } from '../../lib/rich-text.js';
import type { NewOrderRow, OrderChildren } from './order.queries.js';
import type { OrderInvestmentRef } from './order-references.js';

/** Throws the first broken rule of the form (spec 5) as a 400 with its code and Polish text. */
export const assertFormRules = (form: OrderForm, ctx: OrderFormContext): void => {
  const [first] = orderFormIssues(form, ctx);
  if (first) throw appError(first.code, { message: first.message, field: first.field });
};

/**
 * The requester company: chosen by staff, otherwise the user's own company. A client without a
 * company gets 'Firma nie może być pusta.' for a draft and USER_HAS_NO_COMPANY otherwise.
 */
export const resolveRequesterCompany = (user: ActorUser, form: OrderForm, draft: boolean): number => {
  if (isStaff(user)) {
    if (form.companyId) return form.companyId;
    throw draft
      ? appError('ORDER_DRAFT_COMPANY_EMPTY')
      : appError('ORDER_FORM_INVALID', { message: ORDER_MESSAGES.companyRequired });
  }
  if (!user.companyId) {
    throw draft ? appError('ORDER_DRAFT_COMPANY_EMPTY') : appError('USER_HAS_NO_COMPANY');
  }
  if (form.companyId && form.companyId !== user.companyId) {
    throw appError('ORDER_NO_PERMISSION_TO_USE_COMPANY');
  }
  return user.companyId;
};

/** Contacts without a user are dropped on save (spec 5). */
export const contactsOf = (form: OrderForm) =>
  form.companyContacts.flatMap((c) => (c.userId ? [{ userId: c.userId, publishPhone: c.publishPhone }] : []));

export const childrenOf = (form: OrderForm): OrderChildren => ({
  industries: form.industries.map((i) => ({
    industryId: i.industryId,
    workScopeNumber: i.workScopeNumber ?? null,
    unit: i.unit ?? null,
    description: i.description?.trim() || null,
  })),
  contacts: contactsOf(form),
  attachmentUuids: [...new Set(form.attachments)],
});

const firstOfMonth = (yearMonth: string | null | undefined) => (yearMonth ? `${yearMonth}-01` : null);

/** What an order's search finds it by: the raw text, before the database folds it (`foldedSearchText`). */
export type OrderSearchParts = {
  investment: Pick<OrderInvestmentRef, 'name' | 'city' | 'roadEndCity'>;
  /** The scope's industries in order: the industry's title and the scope's own description. */
  industries: { title: string; description?: string | null }[];
  /** The sanitised rich-text description. */
  description: string | null;
  technology: { producerPreference: string[]; technologyPreference: string[] };
};

/** The search text of an order (its investment, scope, description and preferences) with its lemmas. */
export const orderSearchText = (parts: OrderSearchParts): string =>
  withLemmas(
    [
      parts.investment.name,
      parts.investment.city,
      parts.investment.roadEndCity,
      ...parts.industries.map((i) => `${i.title} ${i.description ?? ''}`),
      plainText(parts.description),
      ...parts.technology.producerPreference,
      ...parts.technology.technologyPreference,
    ]
      .filter(Boolean)
      .join(' ')
      .slice(0, 20_000),
  );

/** The stored columns of a form (description sanitised, empty documents dropped, links with a protocol). */
export const orderColumns = (
  form: OrderForm,
  refs: { investment: OrderInvestmentRef; industryTitles: Map<number, string> },
): Omit<NewOrderRow, 'status' | 'companyId' | 'createdByUserId' | 'isApproved' | 'publishAt'> => {
  const description = sanitizeRichText(form.description);
  const documents = form.documents
    .filter((d) => d.url.trim() !== '')
    .map((d) => ({ url: withProtocol(d.url.trim()), name: d.name?.trim() || null }));
  const searchText = orderSearchText({
    investment: refs.investment,
    industries: form.industries.map((i) => ({
      title: refs.industryTitles.get(i.industryId) ?? '',
      description: i.description,
    })),
    description,
    technology: form.technology,
  });
  return {
    investmentId: refs.investment.id,
    offerDeadlineFrom: form.offerDeadlineFrom ?? null,
    offerDeadlineTo: form.offerDeadlineTo ?? null,
    workDeadlineFrom: firstOfMonth(form.workDeadlineFrom),
    workDeadlineTo: firstOfMonth(form.workDeadlineTo),
    scope: form.scope ?? null,
    description,
    technology: form.technology,
    documents,
    visibleToIndustryUsersOnly: form.visibleToIndustryUsersOnly ?? false,
    notifyContacts: form.notifyContacts,
    industryIds: form.industries.map((i) => i.industryId),
    searchText,
    updatedAt: new Date(),
  };
};
