import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/** Checks shared by the API tests of every module. */

export const countRows = async (app: FastifyInstance, table: string): Promise<number> => {
  const result = await app.database.db.execute<{ n: string }>(sql`select count(*) as n from ${sql.identifier(table)}`);
  return Number(result.rows[0]!.n);
};

/** An error answer: its status and its catalogue code. */
export const expectError = (response: { statusCode: number; body: string }, status: number, code: string) => {
  expect(response.statusCode, response.body).toBe(status);
  expect(JSON.parse(response.body).code).toBe(code);
};
