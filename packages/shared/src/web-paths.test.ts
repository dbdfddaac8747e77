import { describe, expect, it } from 'vitest';
import { webPaths, webUrl } from './web-paths';

describe('web paths', () => {
  it('builds the e-mailed temporary-access link to an order card', () => {
    const link = webPaths.temporaryAccess.to('abc', webPaths.orderView.to(12));
    expect(webUrl('https://platforma.example/', link)).toBe(
      'https://platforma.example/v2/dostep-tymczasowy?token=abc&redirect=%2Fzlecenie%2F12',
    );
  });

  it('builds the login link with an optional redirect', () => {
    expect(webPaths.login.to()).toBe('/auth/login');
    expect(webPaths.login.to('/firma/3')).toBe('/auth/login?redirect=%2Ffirma%2F3');
    expect(webPaths.company.to(3)).toBe('/firma/3');
    expect(webPaths.orderEdit.to(4)).toBe('/edytuj-zlecenie/4');
  });
});
