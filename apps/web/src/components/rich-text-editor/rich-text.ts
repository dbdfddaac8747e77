import { richTextLength, richTextToPlain } from '@platform/shared';

/** Rich text with no text at all (`<p></p>`, empty list items, only spaces) counts as empty (spec 5). */
export const isRichTextEmpty = (html: string | null | undefined): boolean => !html || richTextToPlain(html) === '';

/** The length limits of rich-text fields count its plain text (the shared rule the server applies). */
export const richTextTextLength = (html: string | null | undefined): number => (html ? richTextLength(html) : 0);

/** Stored rich text uses these tags; any other '<…>' is plain text ('Drugi <akapit>'). */
const looksLikeHtml = (value: string) =>
  /<\/?(p|br|strong|b|em|i|u|s|ul|ol|li|a|h[1-6]|blockquote|div|span)(\s[^>]*)?\/?>/i.test(value);

/**
 * Plain text (older records, an investment's construction description) as paragraphs of rich text:
 * blank lines separate paragraphs, single line breaks become `<br>`. The DOM escapes the text.
 */
export const plainTextToRichText = (text: string): string => {
  const doc = document.implementation.createHTMLDocument('');
  return text
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((paragraph) => {
      const p = doc.createElement('p');
      paragraph.split('\n').forEach((line, i) => {
        if (i > 0) p.append(doc.createElement('br'));
        p.append(line);
      });
      return p.outerHTML;
    })
    .join('');
};

/** A stored value as the editor's content: HTML as is, plain text as paragraphs. */
export const toEditorContent = (value: string | null | undefined): string =>
  !value ? '' : looksLikeHtml(value) ? value : plainTextToRichText(value);

/** Rich text with plain-text paragraphs appended (the order form's "insert" buttons). */
export const appendPlainText = (html: string | null | undefined, text: string): string | null => {
  const added = plainTextToRichText(text);
  const current = isRichTextEmpty(html) ? '' : toEditorContent(html);
  return current + added || null;
};
