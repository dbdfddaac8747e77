import type { InvestmentCharacter, OrderScope, OrderSort, OrderStatus } from '@platform/shared';
import { type SQL, sql } from 'drizzle-orm';

/** The resolved filter of a list or count call (ids of trees already expanded to their children). */
export type OrderListFilter = {
  statuses: readonly OrderStatus[];
  owner: { companyId: number } | { createdBy: number } | null;
  /** All-orders for non-staff: orders visible only to industry users need one of these industries. */
  visibleFor?: { companyId: number | null; userId: number; industryIds: number[] };
  /**
   * Words of the search box (letters and digits only), each with its Polish lemmas after it; a word
   * matches when it or one of its lemmas starts a word of the order text (which holds its lemmas too).
   */
  searchWords: string[][];
  /**
   * The same words as the word index is asked for them (see `searchLexemesOf`): per word, the exact words
   * of the order texts its forms start, and its forms (folded) that start too many, asked as prefixes.
   * Absent: every form is asked as a prefix.
   */
  searchLexemes?: SearchWordLexemes[];
  offerDeadlineFrom?: string;
  offerDeadlineTo?: string;
  workMonthFrom?: string;
  workMonthTo?: string;
  industryIds?: number[];
  /** "Search by my company's industries". */
  companyIndustryIds?: number[];
  stageIds?: number[];
  investmentIds?: number[];
  characters?: InvestmentCharacter[];
  sectorIds?: number[];
  scopes?: OrderScope[];
  locationIds?: number[];
  provinceIds?: number[];
  near?: { latitude: number; longitude: number; km: number };
  isApproved?: boolean;
  /** Invitations of a company (spec 2.5): orders it was invited to; `hideSeen` leaves out opened ones. */
  invitedCompany?: { companyId: number; hideSeen: boolean };
  /** Offers of a company (spec 2.5): orders it made an offer on (index `offers_company_idx`). */
  offeredCompany?: { companyId: number };
};

/** One typed word on the word index: any of these words, or any word starting one of the prefixes. */
export type SearchWordLexemes = { exact: string[]; prefixes: string[] };

/** A tsquery element: a word quoted as it is (a cast, not to_tsquery, so nothing is parsed or folded again). */
const tsqueryWord = (word: string) => `'${word.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;

/**
 * The tsquery of all the words (null: a word starts no word of any order, so nothing matches), each word
 * joined to each of `facets` ('@7:' for province 7's words in the word index; none: the words themselves).
 */
const lexemesQuery = (words: SearchWordLexemes[], facets: string[] = ['']): SQL | null => {
  const alternatives = words.map((w) =>
    facets.flatMap((facet) => [
      ...w.exact.map((lexeme) => tsqueryWord(facet + lexeme)),
      ...w.prefixes.map((prefix) => `${tsqueryWord(facet + prefix)}:*`),
    ]),
  );
  if (alternatives.some((a) => a.length === 0)) return null;
  return sql`${alternatives.map((a) => `(${a.join(' | ')})`).join(' & ')}::tsquery`;
};

/** The word index's expression (migration 0031): the words, and each joined to each industry and to the province. */
const WORD_INDEX_VECTOR = sql.raw('order_search_vector(o.search_text, o.industry_ids, o.province_id)');

/** The effective status: a PLANNED order whose time has come is RELEASED (nobody has to act). */
export const EFFECTIVE_STATUS = sql.raw(
  `(case when o.status = 'PLANNED' and o.publish_at <= now() then 'RELEASED' else o.status end)`,
);

const STATUS_CONDITION: Record<OrderStatus, string> = {
  DRAFT: `o.status = 'DRAFT'`,
  PLANNED: `(o.status = 'PLANNED' and o.publish_at > now())`,
  // A RELEASED order was published at its publication date (set, and then locked, on save), so both
  // kinds have a past date; saying so lets a newest-first list start its index walk at now().
  RELEASED: `(o.status in ('RELEASED', 'PLANNED') and o.publish_at <= now())`,
  ARCHIVED: `o.status = 'ARCHIVED'`,
};

export const statusCondition = (statuses: readonly OrderStatus[]): SQL =>
  sql.raw(statuses.length ? `(${statuses.map((s) => STATUS_CONDITION[s]).join(' or ')})` : 'false');

const intArray = (ids: number[]) => sql`${`{${ids.map((n) => Math.trunc(n)).join(',')}}`}::int[]`;
const textArray = (values: string[]) => sql`${`{${values.map((v) => `"${v}"`).join(',')}}`}::text[]`;

/**
 * How the words of the search box are matched. `index`: on the word index `orders_search_facets_idx`
 * (migration 0007), which finds every matching order first — right for words in few orders. `rows`:
 * on each row the list reads anyway (a plain `to_tsvector` of the same text, so both find the same
 * orders), which lets a page of a very common word walk a sort index and stop after a few rows.
 */
export type TextMatch = 'index' | 'rows';

/**
 * Words of the search box, each matching the start of a word of the order text: asked as the exact words
 * it starts when they are known (`searchLexemes`), else as a prefix. With an industry filter the words are
 * looked up on the index joined to each chosen industry ('#4:szkoly':* | '#7:szkoly':*), and with only a
 * province filter joined to each chosen province ('@7:szkoly' | '@7:szkole' | ...): one GIN scan answers
 * the words and that filter exactly, and only matching orders are read from the table.
 * Returns the condition and which filter it answers (`industryIds`, else the company's; `provinces`).
 */
const searchCondition = (
  f: OrderListFilter,
  match: TextMatch,
): { condition: SQL; industries?: 'industryIds' | 'companyIndustryIds'; provinces?: boolean } => {
  const industries = f.industryIds ? 'industryIds' : f.companyIndustryIds ? 'companyIndustryIds' : undefined;
  const lexemes = f.searchLexemes && lexemesQuery(f.searchLexemes);
  if (lexemes === null) return { condition: sql`false`, industries };
  const prefixes = () =>
    sql`to_tsquery('simple'::regconfig, fold_text(${f.searchWords.map((forms) => `(${forms.map((form) => `${form}:*`).join(' | ')})`).join(' & ')}))`;
  if (match === 'rows')
    return {
      condition: sql`to_tsvector('simple'::regconfig, coalesce(o.search_text, '')) @@ ${lexemes ?? prefixes()}`,
    };
  if (!industries) {
    // the province filter alone (no locality or distance beside it, which it would be or-ed with)
    const provinces = f.provinceIds && !f.locationIds && !f.near ? f.provinceIds : undefined;
    const inProvinces =
      provinces &&
      f.searchLexemes &&
      lexemesQuery(
        f.searchLexemes,
        provinces.map((id) => `@${Math.trunc(id)}:`),
      );
    if (inProvinces) return { condition: sql`${WORD_INDEX_VECTOR} @@ ${inProvinces}`, provinces: true };
    return { condition: sql`${WORD_INDEX_VECTOR} @@ ${lexemes ?? prefixes()}` };
  }
  // one element per typed word: its forms space-separated, which the function splits into alternatives
  const words = sql`${`{${f.searchWords.map((forms) => forms.join(' ')).join(',')}}`}::text[]`;
  // A scalar subquery: the planner then estimates the default few thousand rows instead of summing
  // defaults over every prefix of the query (hundreds of thousands), which chose parallel and JIT plans.
  const query = sql`(select order_search_forms_query(${words}, ${intArray(f[industries] ?? [])}))`;
  return { condition: sql`${WORD_INDEX_VECTOR} @@ ${query}`, industries };
};

/** Whether a filter needs the investment's columns (otherwise lists and counts skip the join). */
export const needsInvestment = (f: OrderListFilter): boolean =>
  !!(f.stageIds || f.characters || f.sectorIds || f.near || f.locationIds);

/**
 * The filter's conditions on the investment (alias `i`) and its place; `province` is the column holding
 * the investment's province (the order's copy by default; the map's counts keep their own).
 */
export const investmentConditions = (f: OrderListFilter, province: SQL = sql.raw('o.province_id')): SQL[] => {
  const c: SQL[] = [];
  if (f.stageIds) c.push(sql`i.stage_id = any(${intArray(f.stageIds)})`);
  if (f.characters) c.push(sql`i.character = any(${textArray(f.characters)})`);
  if (f.sectorIds)
    c.push(sql`(i.sector_id = any(${intArray(f.sectorIds)}) or i.subsector_id = any(${intArray(f.sectorIds)}))`);
  if (f.near) {
    const centre = sql`ll_to_earth(${f.near.latitude}::float8, ${f.near.longitude}::float8)`;
    const metres = f.near.km * 1000;
    c.push(sql`earth_box(${centre}, ${metres}::float8) @> ll_to_earth(i.latitude, i.longitude)`);
    c.push(sql`earth_distance(${centre}, ll_to_earth(i.latitude, i.longitude)) <= ${metres}::float8`);
  } else if (f.locationIds || f.provinceIds) {
    const places: SQL[] = [];
    if (f.locationIds) {
      places.push(sql`i.location_id = any(${intArray(f.locationIds)})`);
      places.push(sql`i.road_end_location_id = any(${intArray(f.locationIds)})`);
    }
    // the investment's province kept on the order (migration 0014), so that its index can meet the word index
    if (f.provinceIds) places.push(sql`${province} = any(${intArray(f.provinceIds)})`);
    c.push(sql`(${sql.join(places, sql` or `)})`);
  }
  return c;
};

/** Every condition except the status; the counts group by status over the same conditions. */
export const filterConditions = (f: OrderListFilter, match: TextMatch = 'index'): SQL[] => {
  const c: SQL[] = [sql`not o.removed`];
  if (f.owner && 'companyId' in f.owner) c.push(sql`o.company_id = ${f.owner.companyId}`);
  if (f.owner && 'createdBy' in f.owner) c.push(sql`o.created_by_user_id = ${f.owner.createdBy}`);
  if (f.invitedCompany)
    c.push(sql`o.id in (select n.order_id from order_nominated_companies n
                        where n.company_id = ${f.invitedCompany.companyId} and n.invited_at is not null
                        ${f.invitedCompany.hideSeen ? sql`and n.seen_at is null` : sql``})`);
  if (f.offeredCompany)
    c.push(sql`o.id in (select f.order_id from offers f where f.company_id = ${f.offeredCompany.companyId})`);
  if (f.visibleFor) {
    // as the card (order.policy.ts isHiddenByIndustry): the requester company's people and the creator
    const company = f.visibleFor.companyId ? sql` or o.company_id = ${f.visibleFor.companyId}` : sql``;
    c.push(
      sql`(not o.visible_to_industry_users_only or o.industry_ids && ${intArray(f.visibleFor.industryIds)}${company} or o.created_by_user_id = ${f.visibleFor.userId})`,
    );
  }
  const search = f.searchWords.length ? searchCondition(f, match) : undefined;
  if (search) c.push(search.condition);
  if (f.offerDeadlineFrom) c.push(sql`o.offer_deadline_to >= ${f.offerDeadlineFrom}::date`);
  if (f.offerDeadlineTo) c.push(sql`o.offer_deadline_to <= ${f.offerDeadlineTo}::date`);
  if (f.workMonthFrom)
    c.push(sql`coalesce(o.work_deadline_to, o.work_deadline_from) >= ${`${f.workMonthFrom}-01`}::date`);
  if (f.workMonthTo) c.push(sql`coalesce(o.work_deadline_from, o.work_deadline_to) <= ${`${f.workMonthTo}-01`}::date`);
  // An industry filter answered by the word index is not checked again; any other is checked on the
  // rows the word index found ('||' keeps the planner off the array index, a BitmapAnd costs more).
  const industries = search ? sql.raw(`(o.industry_ids || '{}'::int[])`) : sql.raw('o.industry_ids');
  if (f.industryIds && search?.industries !== 'industryIds') c.push(sql`${industries} && ${intArray(f.industryIds)}`);
  if (f.companyIndustryIds && search?.industries !== 'companyIndustryIds')
    c.push(sql`${industries} && ${intArray(f.companyIndustryIds)}`);
  if (f.investmentIds) c.push(sql`o.investment_id = any(${intArray(f.investmentIds)})`);
  if (f.scopes) c.push(sql`o.scope = any(${textArray(f.scopes)})`);
  // a province filter answered by the word index is checked again on its rows only ('+ 0' keeps the
  // planner off the province index: intersecting its bitmap costs more than the few rows it would save)
  c.push(...investmentConditions(f, search?.provinces ? sql.raw('(o.province_id + 0)') : undefined));
  if (f.isApproved !== undefined) c.push(sql`o.is_approved = ${f.isApproved}`);
  return c;
};

/** The sorted value and direction of each sort; the order id breaks ties. */
const SORT: Record<OrderSort, [value: string, direction: 'asc' | 'desc']> = {
  PUBLISH_DATE_NEWEST: ['o.publish_at', 'desc'],
  PUBLISH_DATE_OLDEST: ['o.publish_at', 'asc'],
  OFFER_DEADLINE_NEAREST: ['o.offer_deadline_to', 'asc'],
  OFFER_DEADLINE_FARTHEST: ['o.offer_deadline_to', 'desc'],
  WORK_DATE_NEAREST: ['coalesce(o.work_deadline_from, o.work_deadline_to)', 'asc'],
  WORK_DATE_FARTHEST: ['coalesce(o.work_deadline_from, o.work_deadline_to)', 'desc'],
};

/**
 * Only drafts may lack a publication date or deadlines, and they come after the dated orders in every
 * sort. Descending sorts put nulls first by default, so lists that can hold drafts add `nulls last`;
 * the others keep the plain order, which the descending sort indexes (nulls first) answer.
 */
export const orderBy = (sort: OrderSort, statuses: readonly OrderStatus[]): SQL => {
  const [value, direction] = SORT[sort];
  const nulls = direction === 'desc' && statuses.includes('DRAFT') ? ' nulls last' : '';
  return sql.raw(`${value} ${direction}${nulls}, o.id ${direction}`);
};
