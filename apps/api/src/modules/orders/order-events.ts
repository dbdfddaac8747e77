import type { DbExecutor } from '../../db/client.js';

/**
 * What other modules do when an order's contact persons are saved, in the transaction that saves
 * them (conversations make them participants of the threads already started, spec 4 CONTACT_PERSON).
 * A module subscribes from its plugin; subscribing the same listener again changes nothing.
 */
export type ContactsSavedListener = (tx: DbExecutor, orderId: number) => Promise<unknown>;

const contactsSavedListeners = new Set<ContactsSavedListener>();

export const onOrderContactsSaved = (listener: ContactsSavedListener): void => {
  contactsSavedListeners.add(listener);
};

export const orderContactsSaved = async (tx: DbExecutor, orderId: number): Promise<void> => {
  for (const listener of contactsSavedListeners) await listener(tx, orderId);
};
