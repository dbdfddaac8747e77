/** The consultant-questions module's face ('Pytania'): what other modules may use of it. */

export { consultantQuestionsModule } from './consultant-questions.module.js';
