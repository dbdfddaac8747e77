import type { AttachmentTarget } from '@platform/shared';
import { type ActorUser, isStaff } from '../../lib/actor.js';

/** An uploaded attachment is shown to the user who uploaded it, and to staff. */
export const canSeeAttachment = (user: ActorUser, attachment: { ownerUserId: number | null }): boolean =>
  attachment.ownerUserId === user.id || isStaff(user);

/**
 * An order-approval link (temporary session) edits one order, so it may attach files to an order and
 * to nothing else (company logos, galleries, offers and conversations belong to logged-in users).
 */
export const canUploadTo = (session: { temporary: boolean }, target: AttachmentTarget): boolean =>
  !session.temporary || target === 'ORDER';

/** Editorial images belong to the editors panel (superadmin only, document 2, section 6). */
export const mayUseTarget = (user: ActorUser, target: AttachmentTarget): boolean =>
  target !== 'EDITORIAL_IMAGE' || user.accountType === 'SUPERADMIN';
