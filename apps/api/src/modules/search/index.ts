/** The search module's face: the Polish lemmas in the stored search texts (spec: search with inflection). */
export { backfillSearchLemmas } from './search-lemmas.service.js';
