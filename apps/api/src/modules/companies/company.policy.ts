import { holdsCompanyRight, isAdminAccountType, seesFullCompanyCard } from '@platform/shared';
import type { ActorUser } from '../../plugins/auth.js';

/**
 * Who may do what with a company (document 2, section 6). Decision: the about data (basics, scopes)
 * may be saved by platform admins and by the company's people holding the COMPANY_EDIT right; the
 * offer by admins always and by the company's people holding OFFER_EDIT (the COMPANY_OFFER_EDIT
 * service) while the offer service is active. The company admin holds every right ('Konta
 * użytkowników', `holdsCompanyRight` of the shared contract).
 */
export const isAdmin = (user: ActorUser | null): boolean => !!user && isAdminAccountType(user.accountType);

export const isMemberOf = (user: ActorUser | null, companyId: number): boolean =>
  !!user && user.companyId === companyId;

export const canEditOffer = (user: ActorUser | null, companyId: number, serviceActive: boolean): boolean =>
  isAdmin(user) || (!!user && isMemberOf(user, companyId) && serviceActive && holdsCompanyRight(user, 'OFFER_EDIT'));

/** The company card's data: staff, and the company's people holding COMPANY_EDIT (the admin holds it). */
export const canEditBasics = (user: ActorUser | null, companyId: number): boolean =>
  isAdmin(user) || (!!user && isMemberOf(user, companyId) && holdsCompanyRight(user, 'COMPANY_EDIT'));

/** Published offer tab: everyone when the service is active; otherwise admins and the company's users. */
export const canSeeOffer = (user: ActorUser | null, companyId: number, serviceActive: boolean): boolean =>
  serviceActive || isAdmin(user) || isMemberOf(user, companyId);

/** Deactivated companies stay visible to platform admins only (spec 8). */
export const canSeeDeactivatedCompany = (user: ActorUser | null): boolean => isAdmin(user);

/**
 * Another company's full card (contacts, statistics, investments, gallery, offer) needs a paid
 * service: the free tier sees only the count and total value of its investments (spec 1 and 6, the
 * shared rule `seesFullCompanyCard`). Staff and the company's own users always see it in full.
 */
export const canSeeFullCard = (user: ActorUser | null, companyId: number): boolean =>
  !!user && seesFullCompanyCard(user, isMemberOf(user, companyId));

/** Subsidised users may not open another company's investments (spec 6), nor may the free tier. */
export const canSeeCompanyInvestments = (user: ActorUser | null, companyId: number): boolean =>
  canSeeFullCard(user, companyId) && (!user?.isSubsidized || isAdmin(user) || isMemberOf(user, companyId));

/** Nobody follows their own company (spec 5). */
export const canFollowCompany = (user: ActorUser, companyId: number): boolean => !isMemberOf(user, companyId);

/** Subsidised users get no follow notifications: they may not turn one on (spec 5). */
export const canReceiveFollowNotifications = (user: ActorUser): boolean => !user.isSubsidized;

/** The admin fields and every about-tab contact are shown to platform admins. */
export const canSeeAdminFields = (user: ActorUser | null): boolean => isAdmin(user);

/** The company's assistant is shown to admins and to the company's own users. */
export const canSeeAssistant = (user: ActorUser | null, companyId: number): boolean =>
  isAdmin(user) || isMemberOf(user, companyId);

/** Attachments of a company save: one's own uploads; admins may link anyone's. */
export const canUseAttachmentOf = (user: ActorUser, ownerUserId: number | null): boolean =>
  ownerUserId === user.id || isAdmin(user);

/**
 * The admin-only fields of a company save (`COMPANY_ADMIN_ONLY_FIELDS` of the shared contract: admin
 * info, flags, gallery, auction links, private contacts, other connections) are set by platform admins;
 * anyone else's change of one is refused.
 */
export const canEditAdminFields = (user: ActorUser | null): boolean => isAdmin(user);

/**
 * The company admin's e-mail is shown to the company's own users who lack a right (spec 6), and to
 * staff; to anybody else it would be a harvest of e-mails by sequential ids.
 */
export const canSeeCompanyAdmin = (user: ActorUser | null, companyId: number): boolean =>
  isAdmin(user) || isMemberOf(user, companyId);

/** A company's participations in investments are the platform's data: staff edit them (spec 6, 'Inwestycje'). */
export const canEditParticipations = (user: ActorUser | null): boolean => isAdmin(user);

/** The offer's contact persons through the admin's 'Osoby kontaktowe' dialog: staff (spec 6). */
export const canEditContactPersons = (user: ActorUser | null): boolean => isAdmin(user);
