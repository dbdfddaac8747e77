/**
 * Failures that mean "the database cannot be reached right now" rather than "this query is wrong":
 * the server is down or restarting, the connection broke, or a pool/statement timeout ran out.
 * They answer 503, so a client retries instead of reporting a bug.
 */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** SQLSTATE classes 08 (connection exception) and 57P (operator intervention: shutdown, restart). */
const isUnavailableSqlState = (code: string) =>
  code.startsWith('08') || ['57P01', '57P02', '57P03', '57014', '53300'].includes(code);

const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'Client has encountered a connection error',
  'Cannot use a pool after calling end',
];

const isUnavailable = (error: unknown): boolean => {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || isUnavailableSqlState(code))) return true;
  return UNAVAILABLE_MESSAGES.some((text) => error.message.includes(text));
};

/** Drizzle wraps the driver's error (`cause`); an AggregateError lists one per address tried. */
export const isDatabaseUnavailable = (error: unknown, depth = 0): boolean => {
  if (depth > 5 || !(error instanceof Error)) return false;
  if (isUnavailable(error)) return true;
  if (error instanceof AggregateError && error.errors.some((e) => isDatabaseUnavailable(e, depth + 1))) return true;
  return isDatabaseUnavailable(error.cause, depth + 1);
};
