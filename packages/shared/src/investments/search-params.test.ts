import { describe, expect, it } from 'vitest';
import { EMPTY_INVESTMENT_SEARCH, investmentSearchFromParams, investmentSearchToParams } from './search-params.js';

describe('investment search parameters (address bar, API, saved searches)', () => {
  it('reads a full address and writes it back the same', () => {
    const address =
      'q=hala+magazynowa&miejsce=123%3AKrak%C3%B3w&km=100&woj=6%2C12&sektory=2&etapy=9&typy=CONSTRUCTION' +
      '&charakter=PUBLIC&wartoscOd=1000000&startOd=2025-01-01&firma=7&branze=401&stan=aktywne&sort=wartosc-malejaco&strona=2';
    const params = investmentSearchFromParams(new URLSearchParams(address));
    expect(params).toMatchObject({
      q: 'hala magazynowa',
      miejsce: { id: 123, label: 'Kraków' },
      km: 100,
      woj: [6, 12],
    });
    expect(investmentSearchToParams(params).toString()).toBe(address);
  });

  it('falls back to the default for each malformed parameter, keeping the good ones', () => {
    const params = investmentSearchFromParams(
      new URLSearchParams(
        'q=dom&km=33&woj=1,99&etapy=32768&firma=abc&sort=x&strona=-1&startOd=2025-02-30x&stan=aktywne,x',
      ),
    );
    expect(params).toEqual({ ...EMPTY_INVESTMENT_SEARCH, q: 'dom' });
  });

  it('leaves the defaults and a distance without a place out of the address', () => {
    expect(investmentSearchToParams({ ...EMPTY_INVESTMENT_SEARCH, km: 100 }).toString()).toBe('');
  });
});
