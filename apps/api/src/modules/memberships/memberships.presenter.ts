import type { MembershipEvent, MembershipRequest } from '@platform/shared';
import type { MembershipEventRow, MembershipRequestRow } from './memberships.queries.js';

const iso = (value: Date | string) => new Date(value).toISOString();

export const presentRequest = (row: MembershipRequestRow): MembershipRequest => ({
  id: Number(row.id),
  status: row.status,
  user: {
    id: Number(row.userId),
    firstName: row.userFirstName,
    lastName: row.userLastName,
    email: row.userEmail,
    position: row.userPosition,
    active: row.userActive,
  },
  company: { id: Number(row.companyId), name: row.companyName },
  decidedBy: row.companyHasAdmin ? 'COMPANY_ADMIN' : 'STAFF',
  requestedBy:
    row.requestedById === null
      ? null
      : {
          id: Number(row.requestedById),
          firstName: row.requestedByFirstName ?? '',
          lastName: row.requestedByLastName ?? '',
          companyName: row.requestedByCompanyName,
        },
  orderId: row.orderId === null ? null : Number(row.orderId),
  investmentName: row.investmentName,
  createdAt: iso(row.createdAt),
});

export const presentEvent = (row: MembershipEventRow): MembershipEvent => ({
  id: Number(row.id),
  change: row.change,
  via: row.via,
  user: { id: Number(row.userId), firstName: row.userFirstName, lastName: row.userLastName },
  by:
    row.byId === null
      ? null
      : { id: Number(row.byId), firstName: row.byFirstName ?? '', lastName: row.byLastName ?? '' },
  right: row.right,
  at: iso(row.at),
});
