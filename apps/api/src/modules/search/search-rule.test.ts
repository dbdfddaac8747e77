import {
  companySearchPageSchema,
  type IndustryNode,
  industryTreeSchema,
  matchesSearchTerms,
  searchTermsSchema,
} from '@platform/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildCompany } from '../../test/factories/index.js';
import { useTestApp } from '../../test/use-test-app.js';
import { article, create } from '../editorial/testing.js';
import { backfillSearchLemmas } from './search-lemmas.service.js';

const t = useTestApp({ logins: ['klient', 'superadmin'] });

const get = async (url: string, headers: Record<string, string> = t.headers.klient) => {
  const response = await t.app.inject({ url, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const termsOf = async (text: string) =>
  searchTermsSchema.parse(await get(`/api/v2/search/terms?text=${encodeURIComponent(text)}`, {})).terms;

describe('the forms of typed words (GET /search/terms)', () => {
  it('gives each word its base forms, also typed without Polish letters', async () => {
    const forms = (await termsOf('Wodociagi, Wroclawiu instalacji 12')).map((word) => word.map((f) => f.toLowerCase()));
    expect(forms[0]).toContain('wodociąg');
    expect(forms[1]).toContain('wroclaw');
    expect(forms[2]).toContain('instalacja');
    expect(forms[3]).toEqual(['12']);
    expect(await termsOf(' , ')).toEqual([]);
  });

  it('refuses a text past 200 characters with a Polish message', async () => {
    const response = await t.app.inject({ url: `/api/v2/search/terms?text=${'a'.repeat(201)}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_ERROR');
  });
});

describe('the industry pickers (the tree filtered in the browser by the shared rule)', () => {
  const titlesFound = (nodes: IndustryNode[], terms: string[][]): string[] =>
    nodes.flatMap((node) => [
      ...(matchesSearchTerms([node.title, ...node.keywords, node.searchLemmas ?? ''].join(' '), terms)
        ? [node.title]
        : []),
      ...titlesFound(node.children, terms),
    ]);

  it.each([
    ['instalacji', 'Instalacje elektryczne'],
    ['elektrycznych', 'Instalacje elektryczne'],
    ['pokryć dachowych', 'Pokrycia dachowe'],
    ['pokryc dachowych', 'Pokrycia dachowe'],
    ['konstrukcji stalowych', 'Konstrukcje stalowe'],
  ])('%s finds %s', async (text, title) => {
    const tree = industryTreeSchema.parse(await get('/api/v2/industries', {}));
    expect(titlesFound(tree, await termsOf(text))).toContain(title);
  });
});

describe('company search', () => {
  it('finds the same companies for a word typed with or without Polish letters', async () => {
    const ids = [];
    for (const name of ['Wodociągi Podhalańskie', 'Zakład Wodociągów Mazurskich', 'Wodociąg Śląski', 'Wodociągami Sp.'])
      ids.push((await buildCompany(t.app.db, { name })).id);
    const found = async (text: string) =>
      companySearchPageSchema
        .parse(await get(`/api/v2/companies/search?size=50&search=${encodeURIComponent(text)}`))
        .content.map((c) => c.id);
    const withLetters = await found('Wodociągi');
    expect(withLetters).toEqual(expect.arrayContaining(ids));
    expect(await found('wodociagi')).toEqual(withLetters);
    // another form, no name starting with it: the same companies in the order of their names
    expect((await found('WODOCIAGOW')).sort()).toEqual([...withLetters].sort());
  });
});

describe('article search in the editors panel', () => {
  const titles = async (text: string) =>
    (
      await get(`/api/v2/editorial/articles?page=0&search=${encodeURIComponent(text)}`, t.headers.superadmin)
    ).content.map((a: { title: string }) => a.title);

  it('finds a title by another form of its words', async () => {
    const title = 'Budowy hal magazynowych ruszają pod Łodzią';
    await create(t.app, t.headers.superadmin, 'articles', article({ title }));
    for (const text of ['hali', 'budowa', 'hala magazynowa', 'Łódź', 'lodz', 'budowy hal']) {
      expect(await titles(text), text).toContain(title);
    }
    expect(await titles('budowa mostu')).not.toContain(title);
  });

  it('fills the lemmas of titles saved before at start-up', async () => {
    const title = 'Przetarg na dwie hale sportowe w Gdańsku';
    const { id } = await create(t.app, t.headers.superadmin, 'articles', article({ title }));
    await t.app.db.execute(sql`update articles set title_lemmas = null where id = ${id}`);
    expect(await titles('hala')).not.toContain(title);
    await backfillSearchLemmas(t.app.db);
    expect(await titles('hala')).toContain(title);
  });
});
