import nodemailer, { type Transporter, type TransportOptions } from 'nodemailer';

/** One stored e-mail as the delivery job hands it to SMTP. */
export type MailerMessage = {
  outboxId: number;
  idempotencyKey: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
};

export type Mailer = {
  /** False without SMTP_URL: e-mails then stay in the outbox, readable there, and are not sent. */
  enabled: boolean;
  send: (message: MailerMessage) => Promise<void>;
  close: () => void;
};

/**
 * SMTP timeouts: a server that accepts the connection and then says nothing ends the attempt
 * (and the job's retry takes over) instead of holding a worker for the operating system's minutes.
 * Each is cut to the whole send's limit, which ends the send however slowly the server answers.
 */
export const SMTP_TIMEOUTS = { connectionMs: 10_000, greetingMs: 10_000, socketMs: 30_000 };

const hostOf = (from: string) => /@([^>\s]+)/.exec(from)?.[1] ?? 'platforma.local';

/** Sends over SMTP_URL through a small connection pool; only the delivery job calls it. */
export const createMailer = (options: {
  smtpUrl?: string;
  from: string;
  timeouts?: Partial<typeof SMTP_TIMEOUTS>;
  /**
   * The whole of one send (EMAIL_SEND_TIMEOUT_SECONDS), a wait for a pooled connection included:
   * past it nodemailer drops the queued message or closes its connection, so a send never outlives
   * the delivery's claim on its outbox row.
   */
  sendTimeoutMs: number;
}): Mailer => {
  const limit = (ms: number) => Math.min(ms, options.sendTimeoutMs);
  const { connectionMs, greetingMs, socketMs } = { ...SMTP_TIMEOUTS, ...options.timeouts };
  const transport: Transporter | null = options.smtpUrl
    ? nodemailer.createTransport({
        url: options.smtpUrl,
        pool: true,
        maxConnections: 5,
        connectionTimeout: limit(connectionMs),
        greetingTimeout: limit(greetingMs),
        socketTimeout: limit(socketMs),
      } as TransportOptions)
    : null;
  return {
    enabled: transport !== null,
    send: async (message) => {
      if (!transport) throw new Error('SMTP_URL is not set');
      await transport.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? undefined,
        // The same Message-ID on every attempt: a receiver can drop the copy of a send whose success
        // was never recorded (a worker killed after the server's 250, before the row was marked).
        messageId: `<outbox-${message.outboxId}@${hostOf(options.from)}>`,
        headers: { 'X-Platform-Idempotency-Key': message.idempotencyKey },
        signal: AbortSignal.timeout(options.sendTimeoutMs),
      });
    },
    close: () => transport?.close(),
  };
};
