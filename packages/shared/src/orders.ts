/** Orders contract (issue: orders). Error-code texts of the orders module are merged into ERROR_CODE_MESSAGES. */
export const ORDER_ERROR_MESSAGES: Record<string, string> = {};
