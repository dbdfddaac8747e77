import {
  answerQuestionSchema,
  askQuestionSchema,
  consultantQuestionPageSchema,
  consultantQuestionSchema,
  questionListQuerySchema,
  questionParamsSchema,
} from '@platform/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/schemas.js';
import { actorOf, guards } from '../../plugins/auth.js';
import { answerQuestion, listQueue } from './consultant-answers.service.js';
import { askQuestion, listMyQuestions } from './consultant-questions.service.js';

const tags = ['consultant-questions'];

/**
 * 'Pytania' (spec 6 menu): the asker's calls need CONSULTANT_OPTION_LIMITATION (the service checks it,
 * as the staff are refused asking), the queue and answers are staff's.
 */
export const consultantQuestionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/consultant-questions',
    {
      preHandler: guards.fullLogin,
      schema: { tags, body: askQuestionSchema, response: { 201: consultantQuestionSchema, ...errorResponses } },
    },
    async (request, reply) =>
      reply.status(201).send(await askQuestion(app, request.auth, actorOf(request.auth), request.body)),
  );
  app.get(
    '/consultant-questions/mine',
    {
      preHandler: guards.fullLogin,
      schema: {
        tags,
        querystring: questionListQuerySchema,
        response: { 200: consultantQuestionPageSchema, ...errorResponses },
      },
    },
    (request) => listMyQuestions(app, actorOf(request.auth), request.query),
  );
  app.get(
    '/admin/consultant-questions',
    {
      preHandler: guards.admin,
      schema: {
        tags,
        querystring: questionListQuerySchema,
        response: { 200: consultantQuestionPageSchema, ...errorResponses },
      },
    },
    (request) => listQueue(app, actorOf(request.auth), request.query),
  );
  app.post(
    '/admin/consultant-questions/:questionId/answer',
    {
      preHandler: guards.admin,
      schema: {
        tags,
        params: questionParamsSchema,
        body: answerQuestionSchema,
        response: { 200: consultantQuestionSchema, ...errorResponses },
      },
    },
    (request) => answerQuestion(app, actorOf(request.auth), request.params.questionId, request.body),
  );
};
