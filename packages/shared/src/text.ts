import { z } from 'zod';
import { MESSAGES } from './messages.js';

/**
 * PostgreSQL cannot store U+0000, and a lone UTF-16 surrogate is not a character at all (jsonb
 * refuses it, UTF-8 cannot encode it): both are refused before they reach the database.
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const isSafeText = (value: string): boolean => !value.includes('\u0000') && !LONE_SURROGATE.test(value);

/** Deepest nesting a request body or stored JSON may have; the forms of the spec need about 5. */
export const JSON_DEPTH_MAX = 32;

export type UnsafeInput = 'characters' | 'depth';

/**
 * Walks a parsed value (keys included) and names the first thing that must not reach the database.
 * Recursion stops at the depth limit, so a hostile nesting cannot overflow the stack.
 */
export const findUnsafeInput = (value: unknown, depth = 0): UnsafeInput | null => {
  if (typeof value === 'string') return isSafeText(value) ? null : 'characters';
  if (typeof value !== 'object' || value === null) return null;
  if (depth >= JSON_DEPTH_MAX) return 'depth';
  if (ArrayBuffer.isView(value)) return null;
  const entries = Array.isArray(value) ? value : Object.entries(value).flat();
  for (const item of entries) {
    const found = findUnsafeInput(item, depth + 1);
    if (found) return found;
  }
  return null;
};

/** The string of the contract: every text a user sends goes through it (a pattern-checked string needs not). */
export const text = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine(isSafeText, { error: MESSAGES.forbiddenCharacters });

/**
 * A one-line field (a name, title, position, phone, e-mail, NIP, address, file name) reaches e-mail
 * subjects and headers and other companies' e-mails: line breaks, tabs, the other C0 and C1 control
 * characters and the Unicode line and paragraph separators are refused. A pattern, so the OpenAPI
 * document shows it on every such field (`test/one-line-fields.test.ts` in the API walks them).
 */
const BREAKS_AND_CONTROLS = '\\u0000-\\u001f\\u007f-\\u009f\\u2028\\u2029';
export const ONE_LINE_PATTERN = new RegExp(`^[^${BREAKS_AND_CONTROLS}]*$`);
const BREAK_RUNS = new RegExp(`[${BREAKS_AND_CONTROLS}]+`, 'g');

export const isOneLine = (value: string): boolean => ONE_LINE_PATTERN.test(value);

/** For output built from stored text (an e-mail's subject): each run of breaks and controls becomes a space. */
export const toOneLine = (value: string): string => value.replace(BREAK_RUNS, ' ');

/**
 * The OpenAPI mark of a one-line field whose whitespace is collapsed rather than refused (a location's
 * name, spec 5: "whitespace collapsed before saving"): breaks and tabs become one space, then `line()`.
 */
export const WHITESPACE_COLLAPSED = { 'x-whitespace': 'collapsed' } as const;

/** The string of a one-line field; multi-line texts (descriptions, messages, notes) stay `text()`. */
export const line = (params?: Parameters<typeof z.string>[0]) =>
  text(params).regex(ONE_LINE_PATTERN, { error: MESSAGES.oneLine });
