/** The notifications module's test face: run one reminder at a chosen time. */
export { runReminder } from './reminders.js';
