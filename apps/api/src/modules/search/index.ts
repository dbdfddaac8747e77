/**
 * The search module's face: the one search rule (spec: search with inflection, Polish letters
 * optional). A searched text stores the lemmas of its words (`nameLemmasOf`, `withLemmas`); a search
 * takes the typed words with their forms (`typedSearchTerms`) and matches them in SQL
 * (`foldedTextMatches`, `nameMatches`), as the browser does with the shared `matchesSearchTerms`.
 */
export { foldedTextMatches, nameLemmasOf, nameMatches } from '../../lib/name-search.js';
export { withLemmas } from '../../lib/polish-lemmas.js';
export { searchModule } from './search.module.js';
export { backfillSearchLemmas } from './search-lemmas.service.js';
export { typedSearchTerms } from './search-rule.js';
