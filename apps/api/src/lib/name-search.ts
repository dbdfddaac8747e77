import { type SQL, sql } from 'drizzle-orm';
import { lemmaText, searchTerms } from './polish-lemmas.js';
import { likeContains } from './sql-text.js';

/**
 * A name search in Polish inflected forms (companies, investments): every typed word, or one of its
 * lemmas, is found anywhere in the folded name with the lemmas of its words (`name_lemmas`, filled on
 * save), on the trigram index of that expression (migration 0012), so 'Krakowie' finds 'Kraków'.
 */
/** What a save stores in `name_lemmas` beside a searched name (companies, investments). */
export const nameLemmasOf = (name: string): string => lemmaText(name);

export const nameMatches = (name: SQL, nameLemmas: SQL, text: string): SQL => {
  const terms = searchTerms(text, 8);
  if (!terms.length) return sql`true`;
  const target = sql`fold_text(${name} || ' ' || coalesce(${nameLemmas}, ''))`;
  const word = (forms: string[]) =>
    sql`(${sql.join(
      forms.map((form) => sql`${target} like fold_text(${likeContains(form)})`),
      sql` or `,
    )})`;
  return sql`(${sql.join(terms.map(word), sql` and `)})`;
};
