import type { FastifyRequest } from 'fastify';

/** The browser and address a session's tokens are issued to ('Moje konto' lists sessions by them). */
export type SessionClient = { userAgent: string | null; ip: string | null };

// a header of any length is the client's choice; what is kept is bounded
const USER_AGENT_MAX = 400;

export const sessionClientOf = (request: FastifyRequest): SessionClient => ({
  userAgent: request.headers['user-agent']?.slice(0, USER_AGENT_MAX) || null,
  ip: request.ip,
});
