import { describe, expect, it } from 'vitest';
import {
  foldText,
  formatNip,
  formatZipCode,
  hasValidNipChecksum,
  isEmail,
  isForeignPhone,
  isInvitePhone,
  isNipFormatted,
  isPolishPhone,
  isStrongPassword,
  isWebsite,
  isZipCode,
  parseTurnover,
  withProtocol,
} from './validators.js';

describe('NIP', () => {
  it('accepts the 000-000-00-00 pattern only', () => {
    expect(isNipFormatted('526-000-12-46')).toBe(true);
    expect(isNipFormatted('5260001246')).toBe(false);
    expect(isNipFormatted('526-00-012-46')).toBe(false);
  });
  it('checks the control digit', () => {
    expect(hasValidNipChecksum('526-000-12-46')).toBe(true);
    expect(hasValidNipChecksum('526-000-12-47')).toBe(false);
    expect(hasValidNipChecksum('123-456-78-90')).toBe(false);
  });
  it('formats digits', () => expect(formatNip('5260001246')).toBe('526-000-12-46'));
});

describe('website (spec 5 "Text and links")', () => {
  it.each(['https://budowa.pl', 'http://www.firma-budowlana.com.pl/oferta', 'firma.pl', 'żółw.pl'])(
    '%s is valid',
    (v) => expect(isWebsite(v)).toBe(true),
  );
  it.each([
    'ftp://firma.pl',
    'firma',
    'biuro@firma.pl',
    '/firma.pl',
    '.firma.pl',
    'firma .pl',
    'https://fir_ma.pl',
    '',
  ])('%s is invalid', (v) => expect(isWebsite(v)).toBe(false));
  it('adds https to links without a protocol', () => {
    expect(withProtocol('firma.pl')).toBe('https://firma.pl');
    expect(withProtocol('http://firma.pl')).toBe('http://firma.pl');
  });
});

describe('phones', () => {
  it('invite phone: 5 to 15 digits with +, parentheses and spaces', () => {
    expect(isInvitePhone('+48 (22) 123 45 67')).toBe(true);
    expect(isInvitePhone('1234')).toBe(false);
    expect(isInvitePhone('1234567890123456')).toBe(false);
    expect(isInvitePhone('601-234-567')).toBe(false);
  });
  it('home-country formats', () => {
    expect(isPolishPhone('+48 (22) 123 45 67')).toBe(true);
    expect(isPolishPhone('601 234 567')).toBe(true);
    expect(isPolishPhone('601234567')).toBe(false);
  });
  it('foreign phones have no letters', () => {
    expect(isForeignPhone('+49 30 1234567')).toBe(true);
    expect(isForeignPhone('+49 30 abc')).toBe(false);
  });
});

describe('other validators', () => {
  it('zip code 00-000', () => {
    expect(isZipCode('00-950')).toBe(true);
    expect(isZipCode('00950')).toBe(false);
    expect(formatZipCode('00950')).toBe('00-950');
    expect(formatZipCode('00-9')).toBe('00-9');
    expect(formatZipCode('00')).toBe('00');
  });
  it('e-mail', () => {
    expect(isEmail('jan@firma.pl')).toBe(true);
    expect(isEmail('jan@firma')).toBe(false);
  });
  it('turnover with a comma', () => {
    expect(parseTurnover('12,5')).toBe(12.5);
    expect(parseTurnover('1 200')).toBe(1200);
    expect(parseTurnover('abc')).toBeNull();
  });
  it('folds Polish letters', () => expect(foldText('Łódź Żółć Ęą')).toBe('lodz zolc ea'));
  it('password strength', () => {
    expect(isStrongPassword('Demo123!')).toBe(true);
    expect(isStrongPassword('krotkie')).toBe(false);
    expect(isStrongPassword('bezcyfrowe')).toBe(false);
  });
});
