import { ERROR_CATALOGUE, type ErrorCode, MESSAGES } from '@platform/shared';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/connection-errors.js';
import { AppError } from '../lib/app-error.js';

type ValidationIssue = { instancePath?: string; message?: string };

const describeValidation = (issues: ValidationIssue[], context: string | undefined): string => {
  const first = issues[0];
  if (!first) return MESSAGES.validation;
  const field = first.instancePath?.replace(/^\//, '').replaceAll('/', '.');
  const where = [context, field].filter(Boolean).join('.');
  return where ? `${first.message ?? MESSAGES.validation} (${where})` : (first.message ?? MESSAGES.validation);
};

/** Answers a catalogue code in the error shape, with the catalogue's text unless a more specific one is given. */
const sendError = (reply: FastifyReply, code: ErrorCode, message?: string) => {
  const { status, message: text } = ERROR_CATALOGUE[code];
  return reply.status(status).send({ status, code, message: message ?? text });
};

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
      return sendError(reply, 'VALIDATION_ERROR', describeValidation(error.validation, error.validationContext));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      return sendError(reply, 'INTERNAL_ERROR');
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return sendError(reply, 'TOO_MANY_REQUESTS');
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, wrong content type, body too large...
      const code = status === 413 ? 'PAYLOAD_TOO_LARGE' : status === 415 ? 'UNSUPPORTED_MEDIA_TYPE' : 'BAD_REQUEST';
      return reply.status(status).send({ status, code, message: MESSAGES.unknownError });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return sendError(reply.header('retry-after', '5'), 'DATABASE_UNAVAILABLE');
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, 'INTERNAL_ERROR');
  });
};
