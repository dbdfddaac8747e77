import { INVESTMENT_SEARCH_SORTS, investmentSearchFromParams } from '@platform/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app.js';
import { searchOrderBy } from './investment-search.queries.js';

const t = useTestApp();
const everything = { ...investmentSearchFromParams(new URLSearchParams()), near: null };

/**
 * Whether a page in this order can be read from an index and stop at its last row: with sorting
 * switched off the planner still sorts when no index holds the order (spelt differently, e.g. desc
 * nulls first where the index has nulls last), and every match is sorted for one page (spec platform
 * 2.3; the investments benchmark).
 */
const pageIsSorted = async (sort: (typeof INVESTMENT_SEARCH_SORTS)[number]) =>
  t.app.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_sort = off`);
    const plan = await tx.execute<{ 'QUERY PLAN': string }>(
      sql`explain select i.id from investments i order by ${searchOrderBy(sort, everything)} limit 20`,
    );
    return plan.rows.map((r) => r['QUERY PLAN']).some((line) => /\bSort\b/.test(line));
  });

describe('the investment search sorts (spec platform 2.3)', () => {
  // the distance sort needs a place, and a place's circle bounds its matches; without one it is the last change
  it.each(INVESTMENT_SEARCH_SORTS)('%s: a page comes from an index, without sorting the matches', async (sort) => {
    expect(await pageIsSorted(sort)).toBe(false);
  });
});
