import { createRequire } from 'node:module';
import { foldSearchText, polishSpellingsOf, searchWordsOf, strippedStemOf } from '@platform/shared';
import dictionary from 'dictionary-pl';
import type { Nodehun as NodehunType } from 'nodehun';

/**
 * Base forms (lemmas) of Polish words, from Hunspell with the Polish dictionary (SJP), so that a
 * search for 'hala' finds 'hali' and 'Krakowie' finds 'Kraków'. PostgreSQL ships no Polish
 * stemmer and PGlite cannot load Hunspell dictionaries, so the server lemmatises: the words of a
 * stored text get their lemmas appended on save, the words of a search get theirs on the query.
 */

// nodehun is a native addon (CommonJS); its class is not visible to ESM's named-export detection.
const { Nodehun } = createRequire(import.meta.url)('nodehun') as { Nodehun: typeof NodehunType };

let hunspell: NodehunType | undefined;
const capitalise = (word: string) => word.charAt(0).toLocaleUpperCase('pl') + word.slice(1);
const speller = () => {
  hunspell ??= new Nodehun(Buffer.from(dictionary.aff), Buffer.from(dictionary.dic));
  return hunspell;
};

/** Words of a text as the search sees them: runs of letters and digits (the shared search rule). */
export const wordsOf = searchWordsOf;

// Texts repeat the same words (investment names, industry titles, phrases of the bench), and a
// Hunspell look-up costs ~40 µs; the cache is cleared when it grows past its cap.
const CACHE_CAP = 100_000;
const cache = new Map<string, string[]>();

/**
 * Lemmas of one word, lower case, other than the word itself. Proper names are in the dictionary
 * capitalised ('Krakowie' → 'Kraków'), so a word typed in lower case is also looked up capitalised.
 */
export const lemmasOf = (word: string): string[] => {
  const lower = word.toLocaleLowerCase('pl');
  const known = cache.get(lower);
  if (known) return known;
  if (/\p{N}/u.test(lower) || lower.length < 2) return [];
  const found = new Set([...speller().stemSync(lower), ...speller().stemSync(capitalise(lower))]);
  const lemmas = [...found]
    .map((l) => l.toLocaleLowerCase('pl'))
    .filter((l, i, all) => l !== lower && /^\p{L}+$/u.test(l) && all.indexOf(l) === i);
  if (cache.size >= CACHE_CAP) cache.clear();
  cache.set(lower, lemmas);
  return lemmas;
};

/** The lemmas of a text's words not already in it, space-separated (appended to a searched text). */
export const lemmaText = (text: string): string => {
  const words = new Set(wordsOf(text).map((w) => w.toLocaleLowerCase('pl')));
  const lemmas = new Set<string>();
  for (const word of words) for (const lemma of lemmasOf(word)) if (!words.has(lemma)) lemmas.add(lemma);
  return [...lemmas].join(' ');
};

/** A text with the lemmas of its words appended: what the search indexes hold. */
export const withLemmas = (text: string): string => {
  const lemmas = lemmaText(text);
  return lemmas ? `${text} ${lemmas}` : text;
};

const typedCache = new Map<string, string[]>();

// A spelling costs two look-ups (~15 µs each): at most 64 spellings of a word ('instalacji' has 64,
// 'wodociagi' 16) for the first 4 words of a search keep a search under ~1,000 look-ups whatever is typed.
const SPELLINGS_MAX = 64;
const RESTORED_WORDS = 4;

/**
 * Lemmas of a typed word, also when it was typed without Polish letters: every spelling with the
 * letters put back that the dictionary knows gives its lemmas ('wodociagi' → 'wodociąg'); a word with
 * none gets its stem without the ending ('Wroclawiu' → 'wroclaw'). Only for searches: a spelling costs two look-ups, too many for every word of a saved
 * text, whose words keep the letters they were written with.
 */
export const typedLemmasOf = (word: string, restoreLetters = true): string[] => {
  const lower = word.toLocaleLowerCase('pl');
  const key = `${restoreLetters ? '+' : '-'}${lower}`;
  const known = typedCache.get(key);
  if (known) return known;
  const lemmas = new Set(lemmasOf(lower));
  if (restoreLetters && !/\p{N}/u.test(lower) && lower.length >= 2)
    for (const spelling of polishSpellingsOf(lower, SPELLINGS_MAX).slice(1)) {
      const found = [...speller().stemSync(spelling), ...speller().stemSync(capitalise(spelling))];
      for (const lemma of found) if (/^\p{L}+$/u.test(lemma)) lemmas.add(lemma.toLocaleLowerCase('pl'));
    }
  // a spelling the dictionary lists as a word of its own ('Wrocławiu') is no base form
  const folded = foldSearchText(lower);
  const found = [...lemmas].filter((lemma) => foldSearchText(lemma) !== folded);
  const stem = found.length ? null : strippedStemOf(lower);
  const result = stem ? [stem] : found;
  if (typedCache.size >= CACHE_CAP) typedCache.clear();
  typedCache.set(key, result);
  return result;
};

/**
 * Forms that another of them starts are left out: a text holding 'dachu' at the start of a word (or
 * anywhere) holds 'dach' there too, so 'dach' alone finds the same, and the word index then walks one
 * prefix instead of two overlapping ones ('dachu' | 'dach' at 1M orders: 92-117 ms of index scan, 'dach'
 * alone 59-61 ms, measured). Compared folded, as every match compares ('wrocławiu' | 'wroclawiu': one).
 */
const withoutCoveredForms = (forms: string[]): string[] => {
  const lower = forms.map(foldSearchText);
  return forms.filter(
    (_, i) =>
      lower.indexOf(lower[i]!) === i &&
      !lower.some((other, j) => j !== i && other !== lower[i] && lower[i]!.startsWith(other)),
  );
};

/**
 * Each word of a search with its lemmas: the typed word first, then the base forms it may stand for,
 * Polish letters left out or not (a form another one starts is left out, see `withoutCoveredForms`).
 */
export const searchTerms = (text: string, maxWords: number): string[][] =>
  wordsOf(text)
    .slice(0, maxWords)
    .map((word, i) => withoutCoveredForms([word, ...typedLemmasOf(word, i < RESTORED_WORDS)]));
