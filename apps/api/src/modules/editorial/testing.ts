/** The editorial module's test face: its panel calls, for other modules' tests (the search rule's). */
export { article, create } from './editorial-test-helpers.js';
