/**
 * The one search rule of the platform, the pure part that the server and the browser share: a text
 * matches a search when every typed word, or one of its forms, occurs in the text folded (case,
 * Polish letters and other accents ignored). The forms of a word (its base forms, also when typed
 * without Polish letters: 'Wroclawiu' → 'Wrocław') come from the server's dictionary
 * (`GET /api/v2/search/terms`); searched texts carry the base forms of their words beside them.
 */

/** Words a search takes from what was typed; the rest is ignored. */
export const SEARCH_WORDS_MAX = 8;

/** A text as every search compares it: lower case, no accents, 'ł' as 'l' (SQL `fold_text`). */
export const foldSearchText = (text: string): string =>
  text
    .toLocaleLowerCase('pl')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/ł/g, 'l');

/** Words of a text as the search sees them: runs of letters and digits. */
export const searchWordsOf = (text: string): string[] => text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/** Each typed word with the forms it may stand for, the typed word first. */
export type SearchTerms = string[][];

/** The typed words alone (no forms yet): what a list filters by until the forms arrive. */
export const plainSearchTerms = (text: string): SearchTerms =>
  searchWordsOf(text)
    .slice(0, SEARCH_WORDS_MAX)
    .map((word) => [word]);

/** Does the text (with the base forms of its words) hold every term, one of its forms each? */
export const matchesSearchTerms = (text: string, terms: SearchTerms): boolean => {
  const folded = foldSearchText(text);
  return terms.every((forms) => forms.some((form) => folded.includes(foldSearchText(form))));
};

// Endings of Polish nouns and adjectives, longer ones first ('-iu' before '-u').
const ENDINGS = [
  'owie',
  'iami',
  'iach',
  'ami',
  'ach',
  'iem',
  'owi',
  'iom',
  'ych',
  'ich',
  'ymi',
  'imi',
  'ego',
  'emu',
  'iej',
  'om',
  'em',
  'ie',
  'iu',
  'ia',
  'ów',
  'ow',
  'ej',
  'ym',
  'im',
  'ą',
  'ę',
  'a',
  'e',
  'i',
  'o',
  'u',
  'y',
];

/**
 * The word without its ending, when at least four letters are left ('wroclawiu' → 'wroclaw'): the
 * form of a word the dictionary gives no base form of (names it lists form by form, as 'Wrocławiu').
 */
export const strippedStemOf = (word: string): string | null => {
  const lower = word.toLocaleLowerCase('pl');
  const ending = ENDINGS.find((e) => lower.endsWith(e) && lower.length - e.length >= 4);
  return ending ? lower.slice(0, -ending.length) : null;
};

// Letters that may have lost their Polish mark when typed on a keyboard without Polish letters.
const MARKED: Record<string, string> = { a: 'ą', c: 'ć', e: 'ę', l: 'ł', n: 'ń', o: 'ó', s: 'ś', z: 'źż' };
const VOWEL = /[aeiouyąęó]/;

/** Which marked letters may stand at `i` of a lower-case word under Polish spelling. */
const markedAt = (word: string, i: number): string => {
  const letter = word[i]!;
  const next = word[i + 1] ?? '';
  const previous = word[i - 1] ?? '';
  const marks = MARKED[letter] ?? '';
  // 'ch', 'cz', 'sz', 'rz' are digraphs; 'ć', 'ń', 'ś', 'ź' are written 'ci', 'ni', 'si', 'zi' before a vowel
  if ((letter === 'c' || letter === 's') && (next === 'z' || next === 'h')) return '';
  if (letter === 'z' && (previous === 'c' || previous === 's' || previous === 'r')) return '';
  if ('cnsz'.includes(letter) && VOWEL.test(next)) return marks.replace(/[ćńśź]/g, '');
  // no Polish word starts with 'ą' or 'ę'
  if (i === 0) return marks.replace(/[ąę]/g, '');
  return marks;
};

/**
 * The spellings of a lower-case word with Polish letters put back where they may have been left out
 * ('wodociagi' → 'wodociągi' among others), the word itself first. A word with more spellings than
 * `max` gets none but itself (too long to guess; the server looks each spelling up).
 */
export const polishSpellingsOf = (word: string, max = 256): string[] => {
  let spellings = [''];
  for (let i = 0; i < word.length; i++) {
    const letters = word[i]! + markedAt(word, i);
    spellings = spellings.flatMap((start) => [...letters].map((letter) => start + letter));
    if (spellings.length > max) return [word];
  }
  return spellings;
};
