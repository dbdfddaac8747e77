import { type Order, type OrderFormInput, type OrderScope, richTextToPlain, type Unit } from '@platform/shared';
import dayjs, { type Dayjs } from 'dayjs';

export type IndustryRow = {
  industryId: number;
  name: string;
  quantity: string;
  unit: Unit | null;
  description: string;
};
export type ContactRow = { userId: number | null; publishPhone: boolean };
export type DocumentRow = { url: string; name: string };
export type Range = [Dayjs | null, Dayjs | null] | null;

/** Values of the order form (spec 2.7), as the antd form holds them. */
export type OrderFormValues = {
  investmentId: number | null;
  companyId: number | null;
  contacts: ContactRow[];
  offerDeadline: Range;
  workDeadline: Range;
  publishAt: Dayjs | null;
  scope: OrderScope | null;
  /** the tree picker; `industries` holds one row of parameters per picked id */
  industryIds: number[];
  industries: IndustryRow[];
  producerPreference: string[];
  technologyPreference: string[];
  /** rich text (HTML); null when empty */
  description: string | null;
  documents: DocumentRow[];
  visibleToIndustryUsersOnly: boolean | null;
  notifyContacts: boolean;
  /** companies chosen in the invite part, invited when the order is published (or at once if it is) */
  nominatedCompanyIds: number[];
};

export const emptyFormValues = (investmentId: number | null = null): OrderFormValues => ({
  investmentId,
  companyId: null,
  contacts: [{ userId: null, publishPhone: true }],
  offerDeadline: null,
  workDeadline: null,
  publishAt: dayjs(),
  scope: null,
  industryIds: [],
  industries: [],
  producerPreference: [],
  technologyPreference: [],
  description: null,
  documents: [],
  visibleToIndustryUsersOnly: null,
  notifyContacts: false,
  nominatedCompanyIds: [],
});

/** '1 234,56' -> 1234.56 (spec 5: quantity with a comma); anything unreadable -> null. */
export const parseQuantity = (text: string): number | null => {
  const cleaned = text.replace(/\s/g, '').replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return null;
  return Number(cleaned);
};
export const quantityText = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value).replace('.', ',');

/** The description is rich text: empty text is sent as null (spec 5); the server sanitises the HTML. */
const richTextOrNull = (html: string | null | undefined): string | null =>
  html && richTextToPlain(html) !== '' ? html : null;

const day = (d: Dayjs | null | undefined) => (d ? d.format('YYYY-MM-DD') : null);
const month = (d: Dayjs | null | undefined) => (d ? d.format('YYYY-MM') : null);

/** The body of the lifecycle calls; contacts without a user and empty links are dropped (spec 5). */
export const toOrderFormInput = (v: OrderFormValues, attachments: string[]): OrderFormInput => ({
  investmentId: v.investmentId ?? null,
  companyId: v.companyId ?? null,
  companyContacts: v.contacts.filter((c) => c.userId).map((c) => ({ userId: c.userId, publishPhone: c.publishPhone })),
  offerDeadlineFrom: day(v.offerDeadline?.[0]),
  offerDeadlineTo: day(v.offerDeadline?.[1]),
  workDeadlineFrom: month(v.workDeadline?.[0]),
  workDeadlineTo: month(v.workDeadline?.[1]),
  publishAt: v.publishAt ? v.publishAt.toISOString() : null,
  scope: v.scope ?? null,
  industries: v.industries.map((i) => ({
    industryId: i.industryId,
    workScopeNumber: parseQuantity(i.quantity),
    unit: i.unit,
    description: i.description.trim() || null,
  })),
  technology: { producerPreference: v.producerPreference, technologyPreference: v.technologyPreference },
  description: richTextOrNull(v.description),
  documents: v.documents.filter((d) => d.url.trim()).map((d) => ({ url: d.url.trim(), name: d.name.trim() || null })),
  attachments,
  visibleToIndustryUsersOnly: v.visibleToIndustryUsersOnly,
  notifyContacts: v.notifyContacts,
  ...(v.nominatedCompanyIds?.length ? { nominatedCompanyIds: v.nominatedCompanyIds } : {}),
});

const range = (from: string | null, to: string | null): Range =>
  from || to ? [from ? dayjs(from) : null, to ? dayjs(to) : null] : null;

/** Form values of a loaded order: to edit it, or to copy it into a new one (no dates, no files). */
export const valuesFromOrder = (order: Order, mode: 'edit' | 'copy'): OrderFormValues => ({
  investmentId: order.investment?.id ?? null,
  companyId: order.company?.id ?? null,
  contacts: order.companyContacts?.length
    ? order.companyContacts.map((c) => ({ userId: c.userId, publishPhone: c.publishPhone }))
    : [{ userId: null, publishPhone: true }],
  offerDeadline: mode === 'edit' ? range(order.offerDeadlineFrom, order.offerDeadlineTo) : null,
  workDeadline: mode === 'edit' ? range(order.workDeadlineFrom, order.workDeadlineTo) : null,
  publishAt: mode === 'edit' && order.publishAt ? dayjs(order.publishAt) : dayjs(),
  scope: order.scope,
  industryIds: order.industries.map((i) => i.industryId),
  industries: order.industries.map((i) => ({
    industryId: i.industryId,
    name: i.industryName,
    quantity: quantityText(i.workScopeNumber),
    unit: i.unit ?? null,
    description: i.description ?? '',
  })),
  producerPreference: order.technology.producerPreference,
  technologyPreference: order.technology.technologyPreference,
  description: order.description ?? null,
  documents: (order.documents ?? []).map((d) => ({ url: d.url, name: d.name ?? '' })),
  visibleToIndustryUsersOnly: order.visibleToIndustryUsersOnly,
  notifyContacts: order.notifyContacts ?? false,
  // companies invited earlier are on the card's 'Zaproszone firmy' tab; the form adds new ones
  nominatedCompanyIds: [],
});
