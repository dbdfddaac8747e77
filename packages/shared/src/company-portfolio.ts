/** Company e-portfolio contract (issue: e-portfolio). Its error-code texts are merged into ERROR_CODE_MESSAGES. */
export const COMPANY_ERROR_MESSAGES: Record<string, string> = {};
