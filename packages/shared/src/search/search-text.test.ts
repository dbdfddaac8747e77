import { describe, expect, it } from 'vitest';
import {
  foldSearchText,
  matchesSearchTerms,
  plainSearchTerms,
  polishSpellingsOf,
  SEARCH_WORDS_MAX,
  strippedStemOf,
} from './search-text.js';

describe('the search rule', () => {
  it('folds case and Polish letters as the database does', () => {
    expect(foldSearchText('Łódź Żółć ĄĘŚ')).toBe('lodz zolc aes');
  });

  it('puts Polish letters back where Polish spelling allows them', () => {
    expect(polishSpellingsOf('wodociagi')).toContain('wodociągi');
    expect(polishSpellingsOf('wroclawiu')).toContain('wrocławiu');
    expect(polishSpellingsOf('zolw')).toContain('żółw');
    expect(polishSpellingsOf('pokryc')).toContain('pokryć');
    expect(polishSpellingsOf('lodzi')[0]).toBe('lodzi');
    // digraphs keep their letters, soft consonants before a vowel are written with 'i', no word starts with 'ą'
    expect(polishSpellingsOf('szczecinie')).toHaveLength(4);
    expect(polishSpellingsOf('cisza')).not.toContain('ćisza');
    expect(polishSpellingsOf('ale')).not.toContain('ąle');
    // too many guesses: the word alone
    expect(polishSpellingsOf('zazolcaneelelesnaoaca')).toEqual(['zazolcaneelelesnaoaca']);
  });

  it('strips an ending when four letters are left', () => {
    expect(strippedStemOf('Wroclawiu')).toBe('wroclaw');
    expect(strippedStemOf('wodociągami')).toBe('wodociąg');
    expect(strippedStemOf('hali')).toBeNull();
  });

  it('matches when every word, or one of its forms, is in the folded text', () => {
    const title = 'Instalacje elektryczne instalacja elektryczny';
    expect(
      matchesSearchTerms(title, [
        ['instalacji', 'instalacja'],
        ['elektrycznych', 'elektryczny'],
      ]),
    ).toBe(true);
    expect(matchesSearchTerms(title, [['instalacji']])).toBe(false);
    expect(matchesSearchTerms('Pokrycia dachowe pokrycie dachowy', [['pokryc', 'pokrycie']])).toBe(true);
    expect(matchesSearchTerms('Konstrukcje stalowe', [['KONSTRUKCJE'], ['stal']])).toBe(true);
    expect(matchesSearchTerms('Konstrukcje stalowe', [['konstrukcje'], ['drewno']])).toBe(false);
    expect(matchesSearchTerms('Łódź', plainSearchTerms('lodz'))).toBe(true);
  });

  it('takes at most the first words of a search', () => {
    expect(plainSearchTerms('a b c d e f g h i j')).toHaveLength(SEARCH_WORDS_MAX);
    expect(plainSearchTerms(' , ')).toEqual([]);
  });
});
