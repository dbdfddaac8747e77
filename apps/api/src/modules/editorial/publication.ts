import type { PublicationState } from '@platform/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * Published means the publication moment has come: a scheduled entry appears by itself when
 * `now()` passes it, with no job to flip a flag.
 */
export const isPublished = (publishAt: PgColumn): SQL => sql`(${publishAt} is not null and ${publishAt} <= now())`;

export const inState = (publishAt: PgColumn, state: PublicationState | undefined): SQL | undefined => {
  if (state === 'DRAFT') return sql`${publishAt} is null`;
  if (state === 'SCHEDULED') return sql`${publishAt} > now()`;
  if (state === 'PUBLISHED') return isPublished(publishAt);
  return undefined;
};

export const stateOf = (publishAt: Date | null, now = new Date()): PublicationState =>
  publishAt === null ? 'DRAFT' : publishAt > now ? 'SCHEDULED' : 'PUBLISHED';
