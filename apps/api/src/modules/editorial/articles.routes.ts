import {
  articleCardPageSchema,
  articleSchema,
  articlesQuerySchema,
  newsByCategorySchema,
  newsQuerySchema,
  pathIdSchema,
} from '@platform/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/schemas.js';
import { currentUser, temporaryAccess } from '../../plugins/auth.js';
import { getArticle, listArticles, newsByCategory } from './articles.service.js';

const tags = ['editorial'];
const config = { temporaryAccess: temporaryAccess.anonymous };
const articleParams = z.object({ articleId: pathIdSchema('Nieprawidłowy ID artykułu') });
const categoryParams = z.object({ categoryId: pathIdSchema('Nieprawidłowy ID kategorii') });

/** The public news calls (spec 7 Articles, News by category): no login needed. */
export const articlesRoutes: FastifyPluginAsyncZod = async (app) => {
  // Not stored by the browser (plugins/cache-policy.ts, the default): a scheduled article appears the
  // moment its time comes, and a superadmin's preview is private.
  app.get(
    '/articles',
    {
      config,
      schema: {
        tags,
        description: 'Published articles, newest first; optionally of one category or tag.',
        querystring: articlesQuerySchema,
        response: { 200: articleCardPageSchema, ...errorResponses },
      },
    },
    (request) => listArticles(app, request.query),
  );
  app.get(
    '/articles/:articleId',
    {
      config,
      schema: {
        tags,
        description: 'One article; drafts and scheduled articles only for the superadmin.',
        params: articleParams,
        response: { 200: articleSchema, ...errorResponses },
      },
    },
    (request) => getArticle(app, currentUser(request), request.params.articleId),
  );
  app.get(
    '/news/categories/:categoryId',
    {
      config,
      schema: {
        tags,
        description: 'News by category: the category and a page of its published articles.',
        params: categoryParams,
        querystring: newsQuerySchema,
        response: { 200: newsByCategorySchema, ...errorResponses },
      },
    },
    (request) => newsByCategory(app, request.params.categoryId, request.query),
  );
};
