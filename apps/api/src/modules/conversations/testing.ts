/** The conversations module's test face: threads other modules' tests start. */
export { api, buildScene, type Headers, startThread } from './conversation-test-helpers.js';
