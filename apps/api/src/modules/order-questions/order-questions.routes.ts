import {
  answerQuestionBodySchema,
  askQuestionBodySchema,
  orderQuestionParamsSchema,
  orderQuestionsParamsSchema,
  orderQuestionsQuerySchema,
  orderQuestionsSchema,
  questionDeadlineBodySchema,
} from '@platform/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/schemas.js';
import { guards } from '../../plugins/auth.js';
import { answerQuestion, askQuestion, getOrderQuestions } from './order-questions.service.js';
import { setQuestionDeadline } from './question-deadline.service.js';

const tags = ['order-questions'];
const preHandler = guards.fullLogin;
const params = orderQuestionsParamsSchema;

/**
 * Questions about an order (the card's 'Pytania' tab): contractors ask, the requester answers
 * publicly or privately and sets the question deadline. Full login only (temporary access refused).
 */
export const orderQuestionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/orders/:id/questions',
    {
      preHandler,
      schema: {
        tags,
        params,
        querystring: orderQuestionsQuerySchema,
        response: { 200: orderQuestionsSchema, ...errorResponses },
      },
    },
    (r) => getOrderQuestions(app, r.auth, r.params.id, r.query.page),
  );
  app.post(
    '/orders/:id/questions',
    {
      preHandler,
      schema: {
        tags,
        params,
        body: askQuestionBodySchema,
        response: { 201: z.object({ id: z.number().int() }), ...errorResponses },
      },
    },
    async (r, reply) => reply.status(201).send(await askQuestion(app, r.auth, r.params.id, r.body.question)),
  );
  app.put(
    '/orders/:id/questions/:questionId/answer',
    {
      preHandler,
      schema: {
        tags,
        params: orderQuestionParamsSchema,
        body: answerQuestionBodySchema,
        response: { 200: orderQuestionsSchema, ...errorResponses },
      },
    },
    (r) => answerQuestion(app, r.auth, r.params.id, r.params.questionId, r.body),
  );
  app.put(
    '/orders/:id/questions/deadline',
    {
      preHandler,
      schema: { tags, params, body: questionDeadlineBodySchema, response: { 204: z.null(), ...errorResponses } },
    },
    async (r, reply) => {
      await setQuestionDeadline(app, r.auth, r.params.id, r.body.questionDeadline);
      return reply.status(204).send(null);
    },
  );
};
