import { type ErrorCode, findUnsafeInput, type UnsafeInput } from '@platform/shared';
import type { FastifyInstance } from 'fastify';
import secureJsonParse from 'secure-json-parse';
import { appError } from '../lib/app-error.js';

const REFUSALS: Record<UnsafeInput, ErrorCode> = { characters: 'INVALID_CHARACTERS', depth: 'JSON_TOO_DEEP' };

const refuseUnsafe = (value: unknown) => {
  const found = findUnsafeInput(value);
  if (found) throw appError(REFUSALS[found]);
};

/**
 * Input that no schema may see, refused once for every route, including one added tomorrow without
 * the shared `text()` schema: NUL and lone surrogates anywhere (PostgreSQL cannot store them) and
 * JSON nested past JSON_DEPTH_MAX (a deep filter overflowed the validator's recursion).
 */
export const registerInputGuard = (app: FastifyInstance) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    if (body.length === 0) return done(appError('EMPTY_JSON_BODY'), undefined);
    let value: unknown;
    try {
      // V8's JSON.parse does not recurse on the stack, so the depth is checked after it, in one walk.
      value = secureJsonParse.parse(body as string, { protoAction: 'error', constructorAction: 'error' });
    } catch {
      return done(appError('MALFORMED_JSON'), undefined);
    }
    try {
      refuseUnsafe(value);
    } catch (error) {
      return done(error as Error, undefined);
    }
    done(null, value);
  });
  // Path parameters and the query arrive percent-decoded, so `%00` is a NUL here.
  app.addHook('preValidation', async (request) => {
    refuseUnsafe(request.params);
    refuseUnsafe(request.query);
  });
};
