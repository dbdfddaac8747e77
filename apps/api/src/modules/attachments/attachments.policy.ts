import { type ActorUser, isStaff } from '../../lib/actor.js';

/** An uploaded attachment is shown to the user who uploaded it, and to staff. */
export const canSeeAttachment = (user: ActorUser, attachment: { ownerUserId: number | null }): boolean =>
  attachment.ownerUserId === user.id || isStaff(user);
