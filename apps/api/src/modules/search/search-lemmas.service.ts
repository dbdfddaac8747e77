import type { Database } from '../../db/client.js';
import { nameLemmasOf } from '../../lib/name-search.js';
import { withLemmas } from '../../lib/polish-lemmas.js';
import { plainText } from '../../lib/rich-text.js';
import {
  findNamesWithoutLemmas,
  findOrderTextsWithoutLemmas,
  NAMES_WITH_LEMMAS,
  storeNameLemmas,
  storeOrderSearchTexts,
} from './search-lemmas.queries.js';

const BATCH = 1000;

/**
 * Fills the Polish lemmas of rows saved before migration 0012 (SQL cannot lemmatise, so the
 * migration only marks them): names of companies and investments, article titles (0037), search
 * texts of orders. Every
 * save fills them itself, so after the first start this finds nothing. Answers how many rows it filled.
 */
export const backfillSearchLemmas = async (db: Database): Promise<number> => {
  let filled = 0;
  for (const names of NAMES_WITH_LEMMAS) {
    for (let rows = await findNamesWithoutLemmas(db, names, BATCH); rows.length; ) {
      await storeNameLemmas(
        db,
        names,
        rows.map((r) => ({ id: Number(r.id), lemmas: nameLemmasOf(r.name) })),
      );
      filled += rows.length;
      rows = await findNamesWithoutLemmas(db, names, BATCH);
    }
  }
  for (let rows = await findOrderTextsWithoutLemmas(db, BATCH); rows.length; ) {
    const texts = rows.map((r) => ({
      id: Number(r.id),
      text: withLemmas(`${r.text} ${plainText(r.description ?? '')}`.slice(0, 20_000)),
    }));
    await storeOrderSearchTexts(db, texts);
    filled += rows.length;
    rows = await findOrderTextsWithoutLemmas(db, BATCH);
  }
  return filled;
};
