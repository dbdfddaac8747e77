import type { ApiModule } from '../api-module.js';
import { consultantQuestionsRoutes } from './consultant-questions.routes.js';

/** 'Pytania': users' questions to the platform's consultants and the staff queue (spec 6 menu). */
export const consultantQuestionsModule: ApiModule = {
  name: 'consultant-questions',
  routes: [{ prefix: '/api/v2', plugin: consultantQuestionsRoutes }],
};
