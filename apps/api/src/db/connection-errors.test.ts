import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './connection-errors.js';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
const wrapped = (cause: unknown) => new Error('Failed query: select 1', { cause });

describe('which failures mean the database is away (503)', () => {
  it.each([
    ['a refused connection, wrapped by Drizzle', wrapped(withCode('connect ECONNREFUSED', 'ECONNREFUSED'))],
    ['every address refused', wrapped(new AggregateError([withCode('refused', 'ECONNREFUSED')]))],
    ['the server shutting down', withCode('terminating connection due to administrator command', '57P01')],
    ['the server starting up', withCode('the database system is starting up', '57P03')],
    ['a connection exception', withCode('connection failure', '08006')],
    ['a broken connection', wrapped(new Error('Connection terminated unexpectedly'))],
    ['a pool wait that ran out', new Error('timeout exceeded when trying to connect')],
  ])('%s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a syntax error', wrapped(withCode('syntax error at or near', '42601'))],
    ['a unique violation', wrapped(withCode('duplicate key value', '23505'))],
    ['a plain bug', new TypeError('x is undefined')],
    ['not an error', 'ECONNREFUSED'],
  ])('not %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
