import { eq } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../db/client.js';
import { emailOutbox } from '../db/schema.js';

export type OutgoingEmail = { to: string; subject: string; text: string; html?: string; kind: string };

export type Mailer = { send: (email: OutgoingEmail) => Promise<{ id: number }>; close: () => void };

/**
 * Every e-mail is stored in the outbox table (shown on the admin e-mail page); with SMTP_URL set it
 * is also sent, and the outcome is written back to its row.
 */
export const createMailer = (db: Database, options: { smtpUrl?: string; from: string }): Mailer => {
  const transport: Transporter | null = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  return {
    send: async (email) => {
      const [row] = await db
        .insert(emailOutbox)
        .values({ to: email.to, subject: email.subject, text: email.text, html: email.html ?? null, kind: email.kind })
        .returning({ id: emailOutbox.id });
      const id = row!.id;
      if (transport) {
        try {
          await transport.sendMail({
            from: options.from,
            to: email.to,
            subject: email.subject,
            text: email.text,
            html: email.html,
          });
          await db.update(emailOutbox).set({ sentAt: new Date() }).where(eq(emailOutbox.id, id));
        } catch (error) {
          await db
            .update(emailOutbox)
            .set({ error: String(error) })
            .where(eq(emailOutbox.id, id));
        }
      }
      return { id };
    },
    close: () => transport?.close(),
  };
};
