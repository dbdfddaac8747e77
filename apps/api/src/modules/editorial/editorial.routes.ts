import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { articleResource } from './articles.resource.js';
import { articlesRoutes } from './articles.routes.js';
import { agendaResource, conferencePartnerResource, speakerResource } from './conference.resources.js';
import { editorialCrudRoutes } from './editorial-crud.routes.js';
import { publicEventsRoutes } from './public-events.routes.js';
import { authorResource, categoryResource, tagResource } from './taxonomy.resources.js';
import { webinarCategoryResource, webinarPartnerResource, webinarResource } from './webinars.resources.js';

/** Every kind the editors panel edits (spec 2.9), each under /editorial/{path} with its own types. */
export const EDITORIAL_PANEL_ROUTES = [
  editorialCrudRoutes(articleResource),
  editorialCrudRoutes(tagResource),
  editorialCrudRoutes(categoryResource),
  editorialCrudRoutes(authorResource),
  editorialCrudRoutes(webinarResource),
  editorialCrudRoutes(webinarCategoryResource),
  editorialCrudRoutes(webinarPartnerResource),
  editorialCrudRoutes(speakerResource),
  editorialCrudRoutes(agendaResource),
  editorialCrudRoutes(conferencePartnerResource),
];

/** The editorial module: public reads (news, webinars, conference) and the panel's calls. */
export const editorialModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(articlesRoutes);
  await app.register(publicEventsRoutes);
  for (const routes of EDITORIAL_PANEL_ROUTES) await app.register(routes);
};
