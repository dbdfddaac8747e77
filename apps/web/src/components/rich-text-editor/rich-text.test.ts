import { describe, expect, it } from 'vitest';
import {
  appendPlainText,
  isRichTextEmpty,
  plainTextToRichText,
  richTextTextLength,
  toEditorContent,
} from './rich-text';

describe('rich text helpers', () => {
  it('rich text that is only an empty paragraph or has no text is empty (spec 5)', () => {
    expect(isRichTextEmpty(null)).toBe(true);
    expect(isRichTextEmpty('')).toBe(true);
    expect(isRichTextEmpty('<p></p>')).toBe(true);
    expect(isRichTextEmpty('<p> &nbsp;</p><ul><li><p></p></li></ul>')).toBe(true);
    expect(isRichTextEmpty('<p>a</p>')).toBe(false);
  });

  it('counts the plain text, not the tags', () => {
    expect(richTextTextLength('<p><strong>Ala</strong> ma &amp; kota</p>')).toBe('Ala ma & kota'.length);
    expect(richTextTextLength(null)).toBe(0);
  });

  it('plain text becomes escaped paragraphs; HTML is kept as is', () => {
    expect(plainTextToRichText('a <b>\nc\n\nd')).toBe('<p>a &lt;b&gt;<br>c</p><p>d</p>');
    expect(toEditorContent('Stary opis & więcej')).toBe('<p>Stary opis &amp; więcej</p>');
    expect(toEditorContent('<p>Nowy</p>')).toBe('<p>Nowy</p>');
    expect(toEditorContent(null)).toBe('');
  });

  it('appends plain text as paragraphs', () => {
    expect(appendPlainText('<p>Opis</p>', 'Moc: 5 kW')).toBe('<p>Opis</p><p>Moc: 5 kW</p>');
    expect(appendPlainText('<p></p>', 'Moc: 5 kW')).toBe('<p>Moc: 5 kW</p>');
    expect(appendPlainText(null, '  ')).toBeNull();
  });
});
