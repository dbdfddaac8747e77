import { errorBodySchema } from '@platform/shared';

/** Error answers every route documents besides its own success schema. */
export const errorResponses = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  429: errorBodySchema,
} as const;
