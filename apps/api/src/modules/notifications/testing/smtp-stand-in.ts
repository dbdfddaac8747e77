import net from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A message the stand-in accepted (answered 250). */
export type ReceivedMail = { to: string[]; messageId: string | null; subject: string | null; raw: string };

export type SmtpStandIn = {
  url: string;
  received: ReceivedMail[];
  /** The next `count` messages are refused with a temporary error (451). */
  failNext: (count: number) => void;
  /** Messages are read but not answered until `release()` (a slow server). */
  hold: () => void;
  /** Answers the held messages: accepted, or refused when the sender is gone. */
  release: (outcome?: 'accept' | 'drop') => void;
  /** How many messages wait for an answer. */
  held: () => number;
  close: () => Promise<void>;
};

const header = (raw: string, name: string) =>
  new RegExp(`^${name}:\\s*(.+)$`, 'im').exec(raw.split(/\r?\n\r?\n/)[0] ?? '')?.[1]?.trim() ?? null;

/** An SMTP server on a free loopback port for tests and the benchmark. */
export const startSmtpStandIn = async (): Promise<SmtpStandIn> => {
  const received: ReceivedMail[] = [];
  let failures = 0;
  let holding = false;
  let pending: { mail: ReceivedMail; done: (error?: Error | null) => void }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const mail: ReceivedMail = {
          to: session.envelope.rcptTo.map((r) => r.address),
          messageId: header(raw, 'Message-ID'),
          subject: header(raw, 'Subject'),
          raw,
        };
        if (failures > 0) {
          failures -= 1;
          const error = Object.assign(new Error('Chwilowy błąd serwera (test)'), { responseCode: 451 });
          callback(error);
          return;
        }
        if (holding) {
          pending.push({ mail, done: callback });
          return;
        }
        received.push(mail);
        callback(null);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    failNext: (count) => {
      failures = count;
    },
    hold: () => {
      holding = true;
    },
    release: (outcome = 'accept') => {
      holding = false;
      const waiting = pending;
      pending = [];
      for (const { mail, done } of waiting) {
        if (outcome === 'accept') {
          received.push(mail);
          done(null);
        } else {
          done(Object.assign(new Error('Nadawca rozłączony'), { responseCode: 421 }));
        }
      }
    },
    held: () => pending.length,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

/** A server that takes the connection and never says a word (a hung SMTP server). */
export const startHungSmtpServer = async () => {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};
