import type { ActorUser } from '../../lib/actor.js';

/** Only the superadmin edits the editorial content and sees drafts and scheduled entries (document 2, section 6). */
export const canEditEditorial = (user: ActorUser | null): boolean => user?.accountType === 'SUPERADMIN';
