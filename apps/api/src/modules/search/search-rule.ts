import { SEARCH_WORDS_MAX, type SearchTerms } from '@platform/shared';
import { searchTerms } from '../../lib/polish-lemmas.js';

/**
 * The one search rule of the platform, the server's half (the shared `search-text.ts` is the pure
 * half): the words of a search with the forms each may stand for. Every search asks it: the orders and
 * investments lists, company names, places, article titles, and the browser's pickers through
 * `GET /search/terms`.
 */
export const typedSearchTerms = (text: string): SearchTerms => searchTerms(text, SEARCH_WORDS_MAX);
