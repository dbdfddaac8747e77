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
