import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../db/client.js';
import { insertOutboxEmail, markOutboxEmailFailed, markOutboxEmailSent, type OutgoingEmail } from './mailer.queries.js';

export type { OutgoingEmail } from './mailer.queries.js';

export type Mailer = { send: (email: OutgoingEmail) => Promise<{ id: number }>; close: () => void };

/**
 * Every e-mail is stored in the outbox table (shown on the admin e-mail page); with SMTP_URL set it
 * is also sent, and the outcome is written back to its row.
 */
export const createMailer = (db: Database, options: { smtpUrl?: string; from: string }): Mailer => {
  const transport: Transporter | null = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  return {
    send: async (email) => {
      const id = await insertOutboxEmail(db, email);
      if (transport) {
        try {
          await transport.sendMail({
            from: options.from,
            to: email.to,
            subject: email.subject,
            text: email.text,
            html: email.html,
          });
          await markOutboxEmailSent(db, id);
        } catch (error) {
          await markOutboxEmailFailed(db, id, String(error));
        }
      }
      return { id };
    },
    close: () => transport?.close(),
  };
};
