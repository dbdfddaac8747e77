import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './rich-text.js';

const hrefOf = (html: string) => sanitizeRichText(`<p><a href="${html}">link</a></p>`)?.match(/href="([^"]*)"/)?.[1];

describe('sanitizeRichText links', () => {
  it('drops script-bearing schemes however they are written, keeping the text', () => {
    for (const href of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'java&#x09;script:alert(1)',
      '&#106;avascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
    ]) {
      expect(hrefOf(href), href).toBeUndefined();
    }
    expect(sanitizeRichText('<p><a href="javascript:alert(1)">tekst</a></p>')).toContain('tekst');
  });

  it('keeps web and mail links, adding https to a bare address', () => {
    expect(hrefOf('https://firma.pl/a?b=1')).toBe('https://firma.pl/a?b=1');
    expect(hrefOf('mailto:biuro@firma.pl')).toBe('mailto:biuro@firma.pl');
    expect(hrefOf('firma.pl')).toBe('https://firma.pl');
    expect(hrefOf('firma.pl:8080/oferta')).toBe('https://firma.pl:8080/oferta');
  });
});
