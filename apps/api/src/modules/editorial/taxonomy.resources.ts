import {
  authorSchema,
  authorWriteSchema,
  categorySchema,
  categoryWriteSchema,
  simpleListQuerySchema,
  tagSchema,
  tagWriteSchema,
} from '@platform/shared';
import type { z } from 'zod';
import { articles, editorialAuthors, editorialCategories, editorialTags } from '../../db/schema.js';
import { removeFromLinkArray, searchCondition } from './editorial-crud.queries.js';
import { resolveImage } from './editorial-images.js';
import { defineResource } from './editorial-resource.js';
import { byName } from './ordering.js';

/** News tags, categories and authors of "Puls budownictwa" in the editors panel. */
export const tagResource = defineResource({
  path: 'tags',
  description: 'News tags',
  table: editorialTags,
  writeSchema: tagWriteSchema,
  itemSchema: tagSchema,
  querySchema: simpleListQuerySchema,
  where: (q) => [searchCondition(editorialTags.name, q.search)],
  orderBy: byName(editorialTags),
  toValues: async (_app, write: z.output<typeof tagWriteSchema>) => ({ name: write.name }),
  present: async (_app, rows) => rows.map((r) => ({ id: r.id, name: r.name })),
  beforeDelete: (tx, id) => removeFromLinkArray(tx, articles, articles.tagIds, id),
});

export const categoryResource = defineResource({
  path: 'categories',
  description: 'News categories',
  table: editorialCategories,
  writeSchema: categoryWriteSchema,
  itemSchema: categorySchema,
  querySchema: simpleListQuerySchema,
  where: (q) => [searchCondition(editorialCategories.name, q.search)],
  orderBy: byName(editorialCategories),
  toValues: async (_app, write: z.output<typeof categoryWriteSchema>) => ({
    name: write.name,
    description: write.description,
  }),
  present: async (_app, rows) => rows.map((r) => ({ id: r.id, name: r.name, description: r.description })),
  beforeDelete: (tx, id) => removeFromLinkArray(tx, articles, articles.categoryIds, id),
});

export const authorResource = defineResource({
  path: 'authors',
  description: 'News authors',
  table: editorialAuthors,
  writeSchema: authorWriteSchema,
  itemSchema: authorSchema,
  querySchema: simpleListQuerySchema,
  where: (q) => [searchCondition(editorialAuthors.name, q.search)],
  orderBy: byName(editorialAuthors),
  toValues: async (app, write: z.output<typeof authorWriteSchema>, current) => ({
    name: write.name,
    position: write.position,
    bio: write.bio,
    ...(await resolveImage(app, write.image, current)),
  }),
  present: async (_app, rows) =>
    rows.map((r) => ({
      id: r.id,
      name: r.name,
      position: r.position,
      bio: r.bio,
      imageUuid: r.imageUuid,
      imageUrl: r.imageUrl,
    })),
  beforeDelete: (tx, id) => removeFromLinkArray(tx, articles, articles.authorIds, id),
});
