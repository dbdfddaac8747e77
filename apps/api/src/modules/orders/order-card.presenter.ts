import type {
  Order,
  OrderContact,
  OrderDocument,
  OrderIndustry,
  OrderInvestment,
  OrderTechnology,
  OrderViewType,
} from '@platform/shared';
import type { OrderContactRow, OrderIndustryRow, OrderRow } from './order.queries.js';

const yearMonth = (day: string | null) => (day ? day.slice(0, 7) : null);

/** Industries with their quantities; the UNAUTHENTICATED view has no quantities (spec 6). */
export const presentIndustries = (rows: OrderIndustryRow[], view: OrderViewType): OrderIndustry[] =>
  rows.map((r) =>
    view === 'UNAUTHENTICATED'
      ? { industryId: r.industryId, industryName: r.industryName }
      : {
          industryId: r.industryId,
          industryName: r.industryName,
          workScopeNumber: r.workScopeNumber === null ? null : Number(r.workScopeNumber),
          unit: r.unit as OrderIndustry['unit'],
          description: r.description,
        },
  );

/** A hidden phone (publishPhone false) is shown only to editors. */
export const presentContacts = (rows: OrderContactRow[], editor: boolean): OrderContact[] =>
  rows.map((r) => ({
    userId: r.userId,
    companyId: r.companyId ?? 0,
    name: `${r.firstName} ${r.lastName}`,
    firstName: r.firstName,
    lastName: r.lastName,
    email: r.email,
    phone: r.publishPhone || editor ? r.phone : null,
    position: r.position,
    publishPhone: r.publishPhone,
  }));

export type CardParts = {
  order: OrderRow;
  view: OrderViewType;
  industries: OrderIndustryRow[];
  contacts: OrderContactRow[];
  investment: OrderInvestment;
  provinceName: string | null;
  company: { id: number; name: string; logoUrl: string | null };
  attachments: Order['attachments'];
  allowedToEdit: boolean;
  allowedToApprove: boolean;
};

/**
 * The order card of a view. What a view must not show is left out of the object (not blanked):
 * UNAUTHENTICATED has no name, company, quantities, contacts, documents, attachments or
 * investment; LIMITED has no contacts, documents or attachments; FULL has no contacts either
 * (they are revealed through the counted GET /orders/{id}/contacts).
 */
export const presentOrderCard = (p: CardParts): Order => {
  const { order, view } = p;
  const anonymous = view === 'UNAUTHENTICATED';
  const editor = view === 'EDITOR' || view === 'EDIT';
  const withDetails = view === 'FULL' || editor;
  return {
    id: order.id,
    viewType: view,
    status: order.status,
    isApproved: order.isApproved,
    publishAt: order.publishAt?.toISOString() ?? null,
    publishTimestamp: order.publishAt?.getTime() ?? null,
    createdAt: order.createdAt.toISOString(),
    character: p.investment.character,
    scope: order.scope as Order['scope'],
    offerDeadlineFrom: order.offerDeadlineFrom,
    offerDeadlineTo: order.offerDeadlineTo,
    workDeadlineFrom: yearMonth(order.workDeadlineFrom),
    workDeadlineTo: yearMonth(order.workDeadlineTo),
    industries: presentIndustries(p.industries, view),
    technology: order.technology as OrderTechnology,
    description: order.description,
    visibleToIndustryUsersOnly: order.visibleToIndustryUsersOnly,
    hasContactPhones: p.contacts.some((c) => c.publishPhone && !!c.phone),
    userAllowedToEdit: p.allowedToEdit,
    userAllowedToApprove: p.allowedToApprove,
    deletedReason: order.deletedReason as Order['deletedReason'],
    city: p.investment.city,
    provinceName: p.provinceName,
    ...(anonymous
      ? {}
      : {
          name: p.investment.name,
          company: p.company,
          investment: p.investment,
        }),
    // an outsider's FULL view fetches the contacts with GET /orders/{id}/contacts, the one counted
    // way to them ('Pobrania kontaktu', spec 7): the card itself carries them to editors only
    ...(editor ? { companyContacts: presentContacts(p.contacts, true) } : {}),
    ...(withDetails
      ? {
          documents: order.documents as OrderDocument[],
          attachments: p.attachments ?? [],
        }
      : {}),
    ...(editor ? { notifyContacts: order.notifyContacts, version: order.version } : {}),
  };
};
