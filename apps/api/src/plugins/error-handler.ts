import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { ERROR_CATALOGUE, type ErrorCode, MESSAGES } from '@platform/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/connection-errors.js';
import { AppError } from '../lib/app-error.js';

type ValidationIssue = { instancePath?: string; message?: string };

/**
 * The text of the first issue as the contract's schema words it, with nothing technical after it:
 * pages show the message as it comes (a mistyped link's page read 'Link jest nieprawidłowy lub
 * wygasł. (params.token)'); where it failed goes to the log only.
 */
const describeValidation = (issues: ValidationIssue[]): string => issues[0]?.message ?? MESSAGES.validation;

/** Answers a catalogue code in the error shape, with the catalogue's text unless a more specific one is given. */
const sendError = (reply: FastifyReply, code: ErrorCode, message?: string) => {
  const { status, message: text } = ERROR_CATALOGUE[code];
  return reply.status(status).send({ status, code, message: message ?? text });
};

/** The catalogue code of a client error the framework or Node raised, by its HTTP status. */
const CLIENT_ERROR_CODES: Record<number, ErrorCode> = {
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  408: 'REQUEST_TIMEOUT',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
  431: 'HEADERS_TOO_LARGE',
};
const clientErrorCode = (status: number): ErrorCode => CLIENT_ERROR_CODES[status] ?? 'BAD_REQUEST';

/** Fastify's router errors (a path parameter over 100 characters: 414, a malformed URL: 400) in the error shape. */
export const frameworkErrors = (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  const code = clientErrorCode(status);
  return reply.status(status).send({ status, code, message: ERROR_CATALOGUE[code].message });
};

/**
 * Errors Node's HTTP parser raises before Fastify sees a request (headers over 16 KB: 431, a
 * timeout: 408, garbage: 400), written to the socket in the error shape.
 */
export function clientErrorHandler(this: FastifyInstance, error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const code = clientErrorCode(status);
  const body = JSON.stringify({ status, code, message: ERROR_CATALOGUE[code].message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** One place that turns every failure into `{status, code, message}`; bad input never becomes a 500. */
export const registerErrorHandler = (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.status === 429) reply.header('retry-after', String(error.extra?.retryAfter ?? 3600));
      return reply.status(error.status).send({
        status: error.status,
        code: error.code,
        message: error.message,
        ...(error.extra && error.status === 412 ? error.extra : {}),
        // A broken form rule names its field, so the browser can show the text beside it.
        ...(error.status === 400 && typeof error.extra?.field === 'string' ? { field: error.extra.field } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      request.log.debug(
        { issues: error.validation, context: error.validationContext },
        'request refused by its schema',
      );
      return sendError(reply, 'VALIDATION_ERROR', describeValidation(error.validation));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      return sendError(reply, 'INTERNAL_ERROR');
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: wrong content type, body too large, bad content length...
      const code = clientErrorCode(status);
      return reply.status(status).send({ status, code, message: ERROR_CATALOGUE[code].message });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return sendError(reply.header('retry-after', '5'), 'DATABASE_UNAVAILABLE');
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, 'INTERNAL_ERROR');
  });
};
