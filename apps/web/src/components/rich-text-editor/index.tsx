import { lazy, Suspense } from 'react';
import type { RichTextEditorProps } from './rich-text-editor';
import './rich-text-editor.css';

export type { RichTextEditorProps } from './rich-text-editor';

/** The editor (Tiptap and ProseMirror) is its own chunk: only pages with a rich-text field load it. */
const LazyEditor = lazy(() => import('./rich-text-editor').then((m) => ({ default: m.RichTextEditor })));

/** Until the editor's chunk arrives: a box of the editor's size, so the form does not jump. */
const Placeholder = ({ minHeight = 120 }: { minHeight?: number }) => (
  <div className="rich-text-editor rich-text-editor--loading" aria-busy="true" style={{ minHeight: minHeight + 42 }} />
);

/**
 * Rich-text field (value: HTML; onChange: HTML, or null when it has no text). Works as a child of
 * antd's Form.Item (takes its value, onChange and id) or as a controlled input.
 */
export const RichTextEditor = (props: RichTextEditorProps) => (
  <Suspense fallback={<Placeholder minHeight={props.minHeight} />}>
    <LazyEditor {...props} />
  </Suspense>
);
