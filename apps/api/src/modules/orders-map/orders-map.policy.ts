import { isSubsidizedClient } from '@platform/shared';
import type { ActorUser } from '../../lib/actor.js';

/** Free plan (spec 2.10, 6): the voivodeship counts under the upsell overlay, never the pins. */
export const mayLoadPins = (user: ActorUser): boolean => !isSubsidizedClient(user);
