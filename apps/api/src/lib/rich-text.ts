import { withProtocol } from '@platform/shared';
import sanitizeHtml from 'sanitize-html';

/**
 * Rich text (order descriptions, the company card and offer), cleaned on the server: formatting
 * tags only, links with a protocol (https added when missing, spec 5) that open in a new tab; tabs
 * and non-breaking spaces normalised. Rich text without any text ('<p></p>') becomes null.
 */
export const sanitizeRichText = (html: string | null | undefined): string | null => {
  if (!html) return null;
  const clean = sanitizeHtml(html, {
    allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'a', 'h2', 'h3', 'h4', 'blockquote'],
    allowedAttributes: { a: ['href', 'target', 'rel'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    transformTags: {
      a: (tagName, attribs) => ({
        tagName,
        attribs: {
          ...(attribs.href
            ? { href: attribs.href.startsWith('mailto:') ? attribs.href : withProtocol(attribs.href) }
            : {}),
          target: '_blank',
          rel: 'noopener noreferrer',
        },
      }),
    },
  })
    .replace(/\t/g, ' ')
    .replace(/\u00a0/g, '&nbsp;')
    .trim();
  return plainText(clean) ? clean : null;
};

/** The text of rich text, for search and the empty check. */
export const plainText = (html: string | null | undefined): string =>
  html
    ? sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
        .replace(/&nbsp;/g, ' ')
        .replace(/\s+/g, ' ')
        .trim()
    : '';
