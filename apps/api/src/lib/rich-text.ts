import { withProtocol } from '@platform/shared';
import sanitizeHtml from 'sanitize-html';

/**
 * The href a link keeps: http(s) and mailto as they are, a bare address with https (spec 5), nothing
 * for any other scheme. Browsers ignore whitespace and control characters inside a scheme
 * (`java\tscript:`), so they are removed before it is read; entities are already decoded here.
 */
const safeHref = (href: string): string | null => {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
  const compact = href.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (/^(https?:\/\/|mailto:)/i.test(compact)) return compact;
  const hostWithPort = /^[^:/?#]+:\d*(?:[/?#]|$)/.test(compact);
  if (/^[a-z][a-z\d+.-]*:/i.test(compact) && !hostWithPort) return null;
  return compact ? withProtocol(compact) : null;
};

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
      a: (tagName, attribs) => {
        const href = attribs.href ? safeHref(attribs.href) : null;
        return { tagName, attribs: { ...(href ? { href } : {}), target: '_blank', rel: 'noopener noreferrer' } };
      },
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
