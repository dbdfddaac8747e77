import { CACHE, searchTermsQuerySchema, searchTermsSchema } from '@platform/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/schemas.js';
import { temporaryAccess } from '../../plugins/auth.js';
import { publicCache } from '../../plugins/cache-policy.js';
import { typedSearchTerms } from './search-rule.js';

/** The forms of typed words, for lists the browser filters itself (the industry and sector pickers). */
export const searchTermsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/search/terms',
    {
      // the same for every caller and every day: browsers keep it as they keep the autocomplete
      config: { temporaryAccess: temporaryAccess.anonymous, ...publicCache(CACHE.locationAutocomplete / 1000) },
      schema: {
        tags: ['search'],
        description:
          'The typed words (at most 8), each with the base forms it may stand for, also when typed without Polish letters.',
        querystring: searchTermsQuerySchema,
        response: { 200: searchTermsSchema, ...errorResponses },
      },
    },
    (request) => ({ terms: typedSearchTerms(request.query.text) }),
  );
};
