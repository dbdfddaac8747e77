import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Env } from '../config/env.js';

/** A year, with subdomains: the usual HSTS policy once a site is served over TLS only. */
const HSTS = 'max-age=31536000; includeSubDomains';

const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      scriptSrc: ["'self'"],
      connectSrc: ["'self'", 'https:', 'http:'],
      fontSrc: ["'self'", 'data:'],
      frameSrc: ["'self'", 'https://www.youtube-nocookie.com', 'https://www.youtube.com'],
      frameAncestors: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
  // Embedded YouTube players refuse to play without the embedding site's origin as referrer.
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  strictTransportSecurity: false,
};

/**
 * The headers helmet sets, worked out once: its middleware rebuilds the same CSP string on every
 * request (a measurable share of a simple read), though nothing in it depends on the request.
 */
const helmetHeaders = (options: HelmetOptions): Record<string, string> => {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: () => undefined,
  } as unknown as ServerResponse;
  helmet(options)({} as IncomingMessage, response, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
};

/**
 * Security headers of every answer, pages and API alike (helmet). HSTS is sent only when the
 * platform is reached over TLS: the request came over https (directly, or per a trusted proxy's
 * X-Forwarded-Proto) or PUBLIC_URL says the public address is https. Over plain http (a local
 * run) it would pin a browser to an https the server does not offer.
 */
export const registerSecurityHeaders = async (app: FastifyInstance, env: Env) => {
  const headers = helmetHeaders(HELMET_OPTIONS);
  const httpsByEnv = env.PUBLIC_URL?.startsWith('https://') ?? false;
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    if (httpsByEnv || request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    done();
  });
};
