import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { emailOutbox } from '../db/schema.js';

export type OutgoingEmail = { to: string; subject: string; text: string; html?: string; kind: string };

/** Stores an e-mail in the outbox before any attempt to send it, so none is lost. */
export const insertOutboxEmail = async (db: Database, email: OutgoingEmail): Promise<number> => {
  const [row] = await db
    .insert(emailOutbox)
    .values({ to: email.to, subject: email.subject, text: email.text, html: email.html ?? null, kind: email.kind })
    .returning({ id: emailOutbox.id });
  return row!.id;
};

export const markOutboxEmailSent = async (db: Database, id: number) => {
  await db.update(emailOutbox).set({ sentAt: new Date() }).where(eq(emailOutbox.id, id));
};

export const markOutboxEmailFailed = async (db: Database, id: number, error: string) => {
  await db.update(emailOutbox).set({ error }).where(eq(emailOutbox.id, id));
};
