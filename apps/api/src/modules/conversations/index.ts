/** The conversations module's face: the module as the app registers it. */
export { conversationsModule } from './conversations.module.js';
