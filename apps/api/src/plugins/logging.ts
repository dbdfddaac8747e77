import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LoggerOptions } from 'pino';
import type { Env } from '../config/env.js';
import { currentRequest, type RequestContext, runInRequest } from '../lib/request-context.js';

/**
 * What the log may never hold: bearer tokens, cookies, passwords, one-time tokens and the signatures
 * of signed links. A log is read by more people, and kept longer, than the database.
 */
const SENSITIVE_NAME = /token|signature|^sig$|^code$|password|passw|secret|credential|^key$|^auth/i;

const REDACTED = '[REDACTED]';

/** A query string with the value of every sensitive parameter replaced (token=..., X-Amz-Signature=...). */
const redactQuery = (query: string): string =>
  query
    .split('&')
    .map((pair) => {
      const at = pair.indexOf('=');
      const rawName = at < 0 ? pair : pair.slice(0, at);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replaceAll('+', ' '));
      } catch {
        // a malformed escape: judge the name as written
      }
      return SENSITIVE_NAME.test(name) && at >= 0 ? `${rawName}=${REDACTED}` : pair;
    })
    .join('&');

/**
 * A request URL fit for the log: sensitive query parameters redacted, and so are path parameters with
 * a sensitive name (`/users/activation/:token`, `/invitation-intents/:token`).
 */
export const redactUrl = (url: string, params?: unknown): string => {
  const at = url.indexOf('?');
  let path = at < 0 ? url : url.slice(0, at);
  if (params && typeof params === 'object') {
    for (const [name, value] of Object.entries(params as Record<string, unknown>)) {
      if (!SENSITIVE_NAME.test(name) || typeof value !== 'string' || value === '') continue;
      path = path.replaceAll(encodeURIComponent(value), REDACTED).replaceAll(value, REDACTED);
    }
  }
  return at < 0 ? path : `${path}?${redactQuery(url.slice(at + 1))}`;
};

/** An incoming X-Request-Id is kept only when short and of safe characters (it is echoed and logged). */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

export const requestIdOf = (req: IncomingMessage): string => {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
};

type SerializedRequest = FastifyRequest & { routeOptions?: { url?: string } };

/**
 * The app's pino settings: the request serializer redacts URLs, `redact` removes headers and fields
 * that carry secrets wherever they are logged, and the mixin gives a line logged through the app's
 * own logger (not the request's child) the id of the request it runs for.
 */
export const loggerOptions = (env: Env): LoggerOptions => ({
  level: env.LOG_LEVEL,
  redact: {
    paths: [
      'req.headers.authorization',
      'req.headers.cookie',
      'res.headers["set-cookie"]',
      'headers.authorization',
      'headers.cookie',
      'password',
      'token',
      'accessToken',
      'refreshToken',
      '*.password',
      '*.token',
      '*.accessToken',
      '*.refreshToken',
      '*.authorization',
    ],
    censor: REDACTED,
  },
  serializers: {
    req: (request: SerializedRequest) => ({
      method: request.method,
      url: redactUrl(request.url, request.params),
      route: request.routeOptions?.url,
      host: request.host,
      remoteAddress: request.ip,
    }),
  },
  mixin: (merge, _level, logger) => {
    const context = currentRequest();
    if (!context || 'reqId' in merge || 'reqId' in logger.bindings()) return {};
    return { reqId: context.reqId };
  },
});

const CONTEXT = Symbol('request context');
type WithContext = FastifyRequest & { [CONTEXT]?: RequestContext };

/**
 * Every request runs in its own async context (lib/request-context.ts). Entered on arrival and again
 * before validation: a body is read on the socket's events, whose context is not the request's.
 */
export const registerRequestContext = (app: FastifyInstance) => {
  app.addHook('onRequest', (request: WithContext, _reply, done) => {
    const context: RequestContext = { reqId: String(request.id), route: request.routeOptions.url };
    request[CONTEXT] = context;
    runInRequest(context, done);
  });
  app.addHook('preValidation', (request: WithContext, _reply, done) => {
    const context = request[CONTEXT];
    if (context) runInRequest(context, done);
    else done();
  });
};
