import type { BidIntent, DeclineReason, NominatedCompany } from '@platform/shared';
import type { NominatedRow } from './order-nominations.queries.js';

export const presentNominated = (r: NominatedRow): NominatedCompany => ({
  company: { id: r.companyId, name: r.name, logo: r.logoUrl, nip: r.nip },
  source: r.source,
  nominatedAt: r.createdAt,
  nominatedBy: r.byFirstName !== null ? { firstName: r.byFirstName, lastName: r.byLastName ?? '' } : null,
  invitedAt: r.invitedAt,
  email: r.emailTo && r.emailStatus ? { to: r.emailTo, status: r.emailStatus } : null,
  seenAt: r.seenAt,
  lastSeenAt: r.lastSeenAt,
  contactsFetches: r.contactsFetches,
  attachmentsDownloadedAt: r.attachmentsDownloadedAt,
  attachmentsLastDownloadedAt: r.attachmentsLastDownloadedAt,
  conversationStartedAt: r.conversationStartedAt,
  intent: r.intent as BidIntent | null,
  declineReason: r.intentReason as DeclineReason | null,
  declineNote: r.intentNote,
  intentAt: r.intentAt,
});
