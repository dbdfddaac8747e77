import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { idParamsSchema } from './common.js';
import { findUnsafeInput, isSafeText, JSON_DEPTH_MAX, text } from './text.js';

describe('text', () => {
  it('refuses NUL and lone surrogates with a Polish message, keeps real characters', () => {
    expect(text().safeParse('a\u0000b').error?.issues[0]?.message).toBe('Tekst zawiera niedozwolone znaki.');
    expect(isSafeText('\ud800x')).toBe(false);
    expect(isSafeText('x\udc00')).toBe(false);
    expect(isSafeText('Zażółć gęślą jaźń 🏗️')).toBe(true);
  });

  it('finds unsafe text in nested values and keys, and stops at the depth limit', () => {
    expect(findUnsafeInput({ a: [{ b: 'ok' }], c: 1 })).toBeNull();
    expect(findUnsafeInput({ a: [{ b: '\ud800x' }] })).toBe('characters');
    expect(findUnsafeInput({ 'k\u0000': 1 })).toBe('characters');
    let deep: unknown = 'x';
    for (let i = 0; i < 3000; i++) deep = [deep];
    expect(findUnsafeInput(deep)).toBe('depth');
    let fine: unknown = 'x';
    for (let i = 0; i < JSON_DEPTH_MAX - 1; i++) fine = { a: fine };
    expect(findUnsafeInput(fine)).toBeNull();
  });

  it('is the only string schema of the contract', () => {
    const root = path.dirname(fileURLToPath(import.meta.url));
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
      (f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'text.ts',
    );
    const offenders = files.filter((f) =>
      /\bz\s*\.string\([^)]*\)(?!\s*\.regex\()/.test(readFileSync(path.join(root, f), 'utf8')),
    );
    expect(offenders).toEqual([]);
  });
});

describe('path ids', () => {
  it('reads decimal digits only', () => {
    expect(idParamsSchema.parse({ id: '42' })).toEqual({ id: 42 });
    for (const id of ['0x1', '1e0', '+1', ' 1', '0001', '1.0', '0', '-1', '2147483648', '', '1 ']) {
      expect(idParamsSchema.safeParse({ id }).success, id).toBe(false);
    }
  });
});
