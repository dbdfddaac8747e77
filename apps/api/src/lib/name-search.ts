import { SEARCH_WORDS_MAX, type SearchTerms } from '@platform/shared';
import { type SQL, sql } from 'drizzle-orm';
import { lemmaText, searchTerms } from './polish-lemmas.js';
import { likeContains } from './sql-text.js';

/** What a save stores in `name_lemmas` beside a searched name (companies, investments, article titles). */
export const nameLemmasOf = (name: string): string => lemmaText(name);

/**
 * The search rule in SQL (`matchesSearchTerms` of the shared search rule): every typed word, or one
 * of its forms, is found anywhere in the folded target, on a trigram index of that expression.
 */
export const foldedTextMatches = (folded: SQL, terms: SearchTerms): SQL => {
  if (!terms.length) return sql`true`;
  const word = (forms: string[]) =>
    sql`(${sql.join(
      forms.map((form) => sql`${folded} like fold_text(${likeContains(form)})`),
      sql` or `,
    )})`;
  return sql`(${sql.join(terms.map(word), sql` and `)})`;
};

/**
 * A name search in Polish inflected forms (companies, investments, article titles): the folded name
 * with the lemmas of its words (`name_lemmas`, filled on save; trigram index of that expression,
 * migration 0012), so 'Krakowie' and 'Krakowa' find 'Kraków', 'wodociagi' finds 'Wodociągów'.
 */
export const nameMatches = (name: SQL, nameLemmas: SQL, text: string): SQL =>
  foldedTextMatches(sql`fold_text(${name} || ' ' || coalesce(${nameLemmas}, ''))`, searchTerms(text, SEARCH_WORDS_MAX));
