import { webPaths, webUrl } from '@platform/shared';
import { describe, expect, it } from 'vitest';
import { MASKED_TOKEN, maskOneTimeLink, maskOneTimeLinks } from './one-time-links.js';
import { escapeHtml } from './templates/layout.js';

const ORIGIN = 'https://platforma.example.pl';
const TOKEN = 'Zm9vYmFyLXRva2VuLTEyMw_-x';
const url = (link: string) => webUrl(ORIGIN, link);

describe('one-time links in e-mail previews', () => {
  it.each([
    ['activation', webPaths.accountActivation.to(TOKEN)],
    ['invitation answer', webPaths.invitationIntent.to(TOKEN)],
    ['unsubscribe', webPaths.unsubscribe.to(TOKEN)],
    ['temporary access', webPaths.temporaryAccess.to(TOKEN, webPaths.orderEdit.to(12))],
  ])('masks the token of a %s link, in text and in an HTML attribute', (_, link) => {
    const masked = maskOneTimeLink(url(link));
    expect(masked).not.toContain(TOKEN);
    expect(masked).toContain(MASKED_TOKEN);
    const html = `<a href="${escapeHtml(url(link))}">Otwórz</a>`;
    expect(maskOneTimeLinks(html)).not.toContain(TOKEN);
    expect(maskOneTimeLinks(`Link: ${url(link)}\nPozdrawiamy`)).toBe(`Link: ${masked}\nPozdrawiamy`);
  });

  it('keeps the rest of a temporary-access link (where it leads) readable', () => {
    const link = url(webPaths.temporaryAccess.to(TOKEN, webPaths.orderEdit.to(12)));
    expect(maskOneTimeLink(link)).toBe(
      `${ORIGIN}/v2/dostep-tymczasowy?token=${MASKED_TOKEN}&redirect=%2Fedytuj-zlecenie%2F12`,
    );
  });

  it('leaves links without a one-time token alone', () => {
    for (const link of [
      url(webPaths.orderView.to(12)),
      url(webPaths.notificationSettings.to()),
      url(webPaths.conversation.to(3, 4)),
      'https://example.com/aktywuj-konto/abc',
    ]) {
      expect(maskOneTimeLink(link)).toBe(link);
    }
  });
});
