/**
 * The order-questions module's face: the module, and the question deadlines in force (the planner
 * shows them beside the offer deadlines).
 */

export { orderQuestionsModule } from './order-questions.module.js';
export { questionDeadlinesFor } from './question-deadline.service.js';
