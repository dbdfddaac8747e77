import { describe, expect, it } from 'vitest';
import { countOf, NOUNS, plural } from './plural.js';

describe('the Polish plural rule', () => {
  it('picks one, few or many as Polish counts', () => {
    const forms = NOUNS.realizacja;
    const cases: [number, string][] = [
      [0, 'realizacji'],
      [1, 'realizacja'],
      [2, 'realizacje'],
      [4, 'realizacje'],
      [5, 'realizacji'],
      [12, 'realizacji'],
      [14, 'realizacji'],
      [21, 'realizacji'],
      [22, 'realizacje'],
      [62, 'realizacje'],
      [101, 'realizacji'],
      [112, 'realizacji'],
      [124, 'realizacje'],
    ];
    for (const [n, word] of cases) expect(`${n} ${plural(n, forms)}`).toBe(`${n} ${word}`);
  });

  it('writes the count with its noun, thousands grouped', () => {
    expect(countOf(62, NOUNS.realizacja)).toBe('62 realizacje');
    expect(countOf(3, NOUNS.nieprzeczytanaWiadomoscAcc)).toBe('3 nieprzeczytane wiadomości');
    expect(countOf(1, NOUNS.nieprzeczytanaWiadomoscAcc)).toBe('1 nieprzeczytaną wiadomość');
    expect(countOf(5, NOUNS.nieprzeczytanaWiadomoscAcc)).toBe('5 nieprzeczytanych wiadomości');
    expect(countOf(1, NOUNS.dzien)).toBe('1 dzień');
    expect(countOf(1250, NOUNS.firma)).toBe('1\u00a0250 firm');
  });
});
