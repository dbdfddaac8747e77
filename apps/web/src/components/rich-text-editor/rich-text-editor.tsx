import { type Editor, EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useRef } from 'react';
import { EditorToolbar, toolbarState } from './editor-toolbar';
import { isRichTextEmpty, toEditorContent } from './rich-text';

export type RichTextEditorProps = {
  /** HTML (null or '' when empty); plain text of older records is shown as paragraphs */
  value?: string | null;
  /** the HTML, or null when the text is empty (spec 5) */
  onChange?: (html: string | null) => void;
  onBlur?: () => void;
  /** id of the editable area (antd's Form.Item passes the field's id) */
  id?: string;
  /** accessible name of the editable area (the field's label) */
  'aria-label': string;
  /** shows "n / max" of the plain text; above it the counter and the border turn red */
  maxTextLength?: number;
  /** error state (red border), like antd inputs' `status` */
  status?: 'error' | 'warning';
  /** height of the editable area in px */
  minHeight?: number;
  disabled?: boolean;
};

/** A made editor that is not destroyed (a destroyed one has no schema: getHTML and commands throw). */
const isLive = (editor: Editor | null): editor is Editor => !!editor && !editor.isDestroyed;

/** The content box until the editor is made (the moment after the first render). */
const Pending = ({ minHeight }: { minHeight: number }) => (
  <div className="rich-text-editor__content" aria-busy="true" style={{ minHeight }} />
);

/** Rich text edited with Tiptap: bold, italic, underline, lists and links (the tags the server keeps). */
export const RichTextEditor = ({
  value,
  onChange,
  onBlur,
  id,
  'aria-label': ariaLabel,
  maxTextLength,
  status,
  minHeight = 120,
  disabled = false,
}: RichTextEditorProps) => {
  // what the editor last reported (or was given): a value prop equal to it is not set again
  const lastHtml = useRef(value ?? '');
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const onBlurRef = useRef(onBlur);
  onBlurRef.current = onBlur;

  const editor = useEditor({
    // Made by useEditor's mount effect, not during the render. useEditor destroys an editor made
    // during a render whose effects have not run within 1 ms, and React often runs them later (the
    // Suspense retry after this lazy chunk arrives; StrictMode in development): the old code then
    // read that destroyed editor, getHTML threw "reading 'cached'" and the page showed 'Ups...'.
    immediatelyRender: false,
    // the toolbar and the counter are read from the editor while rendering (`toolbarState`)
    shouldRerenderOnTransaction: true,
    extensions: [
      StarterKit.configure({
        // only what the server's sanitiser keeps (apps/api/src/lib/rich-text.ts)
        code: false,
        codeBlock: false,
        horizontalRule: false,
        heading: { levels: [2, 3, 4] },
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          HTMLAttributes: { target: '_blank', rel: 'noopener noreferrer' },
        },
      }),
    ],
    // read when the editor is made: the latest value then
    content: toEditorContent(value),
    editable: !disabled,
    editorProps: {
      attributes: {
        ...(id ? { id } : {}),
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': ariaLabel,
        class: 'rich-text-editor__content',
        style: `min-height: ${minHeight}px`,
      },
    },
    onUpdate: ({ editor: e }) => {
      const html = e.getHTML();
      const next = isRichTextEmpty(html) ? null : html;
      lastHtml.current = next ?? '';
      onChangeRef.current?.(next);
    },
    onBlur: () => onBlurRef.current?.(),
  });
  // null until mounted; a destroyed one may still be seen for one render while useEditor replaces it
  const live = isLive(editor) ? editor : null;

  // a value set from outside (a form reset, an inserted text) replaces the content
  useEffect(() => {
    if (!isLive(editor)) return; // the next editor is made with the latest value
    const incoming = value ?? '';
    if (incoming === lastHtml.current) return;
    lastHtml.current = incoming;
    if (isRichTextEmpty(incoming) && editor.isEmpty) return;
    if (incoming === editor.getHTML()) return;
    editor.commands.setContent(toEditorContent(incoming), { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    // without an update event: only the user's edits are reported
    if (isLive(editor) && editor.isEditable === disabled) editor.setEditable(!disabled, false);
  }, [editor, disabled]);

  const state = toolbarState(live, value, maxTextLength !== undefined);

  const over = maxTextLength !== undefined && state.length > maxTextLength;
  const className = [
    'rich-text-editor',
    status || over ? `rich-text-editor--${over ? 'error' : status}` : '',
    disabled ? 'rich-text-editor--disabled' : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={className} data-testid="rich-text-editor">
      <EditorToolbar editor={live} state={state} disabled={disabled} ariaLabel={ariaLabel} />
      <EditorContent editor={live} />
      {/* until the editor is made: its box, so the form does not jump */}
      {!live && <Pending minHeight={minHeight} />}
      {maxTextLength !== undefined && (
        <div className="rich-text-editor__count" aria-live="polite">
          {state.length} / {maxTextLength}
        </div>
      )}
    </div>
  );
};
