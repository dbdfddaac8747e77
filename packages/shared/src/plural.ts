import { formatNumber } from './format.js';

/**
 * The one Polish plural rule of the platform: every count shown in the web or written in an e-mail
 * picks its noun form here. Polish has three forms for whole numbers (CLDR, which
 * Intl.PluralRules('pl') implements): `one` for 1, `few` for 2-4, 22-24, 102-104 … (not 12-14),
 * `many` for the rest (0, 5-21, 25-31 …). Counts are whole numbers; a fraction (CLDR 'other', which
 * Polish says with the genitive singular: '1,5 dnia') is never counted here and gets `many`.
 */
export type PluralForms = { one: string; few: string; many: string };

const RULES = new Intl.PluralRules('pl');

/** The noun form for a count: plural(5, NOUNS.realizacja) → 'realizacji'. */
export const plural = (count: number, forms: PluralForms): string => {
  const category = RULES.select(count);
  return category === 'one' ? forms.one : category === 'few' ? forms.few : forms.many;
};

/** The count with its noun: countOf(62, NOUNS.realizacja) → '62 realizacje'; thousands grouped ('1 250 firm'). */
export const countOf = (count: number, forms: PluralForms): string => `${formatNumber(count)} ${plural(count, forms)}`;

/**
 * The counted nouns, each in the case its sentences need (nominative after a bare count: '3 realizacje';
 * accusative after 'masz', 'przeniesiono': '1 nieprzeczytaną wiadomość', '1 inwestycję').
 */
export const NOUNS = {
  realizacja: { one: 'realizacja', few: 'realizacje', many: 'realizacji' },
  dzien: { one: 'dzień', few: 'dni', many: 'dni' },
  plik: { one: 'plik', few: 'pliki', many: 'plików' },
  powiadomienie: { one: 'powiadomienie', few: 'powiadomienia', many: 'powiadomień' },
  wiadomosc: { one: 'wiadomość', few: 'wiadomości', many: 'wiadomości' },
  /** accusative: 'masz 1 nieprzeczytaną wiadomość', '… 3 nieprzeczytane wiadomości', '… 5 nieprzeczytanych wiadomości' */
  nieprzeczytanaWiadomoscAcc: {
    one: 'nieprzeczytaną wiadomość',
    few: 'nieprzeczytane wiadomości',
    many: 'nieprzeczytanych wiadomości',
  },
  inwestycja: { one: 'inwestycja', few: 'inwestycje', many: 'inwestycji' },
  /** genitive: 'dostęp do 1 inwestycji', '… do 25 inwestycji' */
  inwestycjaGen: { one: 'inwestycji', few: 'inwestycji', many: 'inwestycji' },
  /** accusative: 'przeniesiono 1 inwestycję' */
  inwestycjaAcc: { one: 'inwestycję', few: 'inwestycje', many: 'inwestycji' },
  /** accusative of a masculine-personal noun: 'przeniesiono 1 użytkownika', '… 2 użytkowników' */
  uzytkownikAcc: { one: 'użytkownika', few: 'użytkowników', many: 'użytkowników' },
  /** accusative: 'przeniesiono 1 obserwację' */
  obserwacjaAcc: { one: 'obserwację', few: 'obserwacje', many: 'obserwacji' },
  /** genitive after 'z': 'Pokazano 3 z 22 zleceń', '… z 1 zlecenia' */
  zlecenieGen: { one: 'zlecenia', few: 'zleceń', many: 'zleceń' },
  firma: { one: 'firma', few: 'firmy', many: 'firm' },
  /** 'e-wizytówka firmy': '25 e-wizytówek firm' */
  eWizytowka: { one: 'e-wizytówka', few: 'e-wizytówki', many: 'e-wizytówek' },
  /** genitive: 'dostęp do 1 e-wizytówki', '… do 2 e-wizytówek' */
  eWizytowkaGen: { one: 'e-wizytówki', few: 'e-wizytówek', many: 'e-wizytówek' },
  znak: { one: 'znak', few: 'znaki', many: 'znaków' },
  branza: { one: 'branża', few: 'branże', many: 'branż' },
} as const satisfies Record<string, PluralForms>;
