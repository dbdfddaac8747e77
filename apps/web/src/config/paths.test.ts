import { describe, expect, it } from 'vitest';
import { paths, safeRedirectTarget, withQuery } from './paths';

describe('paths', () => {
  it('builds links from the typed paths', () => {
    expect(paths.orders.viewTab.to(12, 'oferty')).toBe('/zlecenie/12/oferty');
    expect(paths.investment.to(345)).toBe('/-345');
    expect(paths.orders.add.to({ investment: 9 })).toBe('/nowe-zlecenie?investment=9');
    expect(paths.temporaryAccess.entry.to('abc', '/edytuj-zlecenie/3')).toBe(
      '/dostep-tymczasowy?token=abc&redirect=%2Fedytuj-zlecenie%2F3',
    );
    expect(paths.errors.payloadIncorrect.to('order', ['name', 'deadline'])).toBe(
      '/payload-incorrect/order/name,deadline',
    );
  });

  it('drops empty query values', () => {
    expect(withQuery('/x', { a: undefined, b: '', c: 0 })).toBe('/x?c=0');
  });

  it('accepts only redirect targets inside the app', () => {
    expect(safeRedirectTarget('/zlecenia?page=2')).toBe('/zlecenia?page=2');
    expect(safeRedirectTarget('/v2/moje-zlecenia')).toBe('/moje-zlecenia');
    expect(safeRedirectTarget('/v2')).toBe('/');
    for (const bad of ['https://evil.example', '//evil.example', 'zlecenia', '/\\evil', '', null]) {
      expect(safeRedirectTarget(bad)).toBeNull();
    }
  });
});
