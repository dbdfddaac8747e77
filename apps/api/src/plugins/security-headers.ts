import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Env } from '../config/env.js';

/** A year, with subdomains: the usual HSTS policy once a site is served over TLS only. */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Security headers of every answer, pages and API alike (helmet). HSTS is sent only when the
 * platform is reached over TLS: the request came over https (directly, or per a trusted proxy's
 * X-Forwarded-Proto) or PUBLIC_URL says the public address is https. Over plain http (a local
 * run) it would pin a browser to an https the server does not offer.
 */
export const registerSecurityHeaders = async (app: FastifyInstance, env: Env) => {
  await app.register(helmet, {
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
  });
  const httpsByEnv = env.PUBLIC_URL?.startsWith('https://') ?? false;
  app.addHook('onRequest', async (request, reply) => {
    if (httpsByEnv || request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
};
