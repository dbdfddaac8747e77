/** The conversations feature's keys are shared with the shell and the order card (lib/query-keys). */
export { conversationKeys } from '@/lib/query-keys';
