import { withProtocol } from '@platform/shared';
import { type Editor, EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, Tooltip } from 'antd';
import { type ReactNode, useEffect, useRef } from 'react';
import { isRichTextEmpty, richTextTextLength, toEditorContent } from './rich-text';

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

type ToolProps = { label: string; active?: boolean; disabled?: boolean; onClick: () => void; children: ReactNode };

const Tool = ({ label, active, disabled, onClick, children }: ToolProps) => (
  <Tooltip title={label} mouseEnterDelay={0.6}>
    <Button
      size="small"
      type={active ? 'primary' : 'text'}
      ghost={active}
      aria-label={label}
      aria-pressed={active}
      disabled={disabled}
      // keep the editor's selection: the toolbar never takes the focus on mouse down
      onMouseDown={(e) => e.preventDefault()}
      onClick={onClick}
      className="rich-text-editor__tool"
    >
      {children}
    </Button>
  </Tooltip>
);

/** A made editor that is not destroyed (a destroyed one has no schema: getHTML and commands throw). */
const isLive = (editor: Editor | null): editor is Editor => !!editor && !editor.isDestroyed;

type ToolbarState = {
  bold: boolean;
  italic: boolean;
  underline: boolean;
  bulletList: boolean;
  orderedList: boolean;
  link: boolean;
  length: number;
};

/** What the toolbar and the counter show; without a live editor the counter counts the value. */
const toolbarState = (editor: Editor | null, value: string | null | undefined, count: boolean): ToolbarState => ({
  bold: !!editor?.isActive('bold'),
  italic: !!editor?.isActive('italic'),
  underline: !!editor?.isActive('underline'),
  bulletList: !!editor?.isActive('bulletList'),
  orderedList: !!editor?.isActive('orderedList'),
  link: !!editor?.isActive('link'),
  length: count ? richTextTextLength(editor ? editor.getHTML() : value) : 0,
});

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

  const setLink = () => {
    if (!live) return;
    const editor = live;
    const previous = (editor.getAttributes('link').href as string | undefined) ?? '';
    const input = window.prompt('Adres linku', previous);
    if (input === null) return;
    const url = input.trim();
    const chain = editor.chain().focus().extendMarkRange('link');
    if (!url) {
      chain.unsetLink().run();
      return;
    }
    const href = withProtocol(url);
    if (editor.state.selection.empty && !editor.isActive('link')) {
      // nothing selected: the address itself becomes the linked text
      chain.insertContent({ type: 'text', text: url, marks: [{ type: 'link', attrs: { href } }] }).run();
    } else {
      chain.setLink({ href }).run();
    }
  };

  const over = maxTextLength !== undefined && state.length > maxTextLength;
  const className = [
    'rich-text-editor',
    status || over ? `rich-text-editor--${over ? 'error' : status}` : '',
    disabled ? 'rich-text-editor--disabled' : '',
  ]
    .filter(Boolean)
    .join(' ');
  // a command needs a live editor (the buttons are disabled without one)
  const run = (command: (e: Editor) => boolean) => () => {
    if (live) command(live);
  };
  const toolDisabled = disabled || !live;

  return (
    <div className={className} data-testid="rich-text-editor">
      <div className="rich-text-editor__toolbar" role="toolbar" aria-label={`Formatowanie: ${ariaLabel}`}>
        <Tool
          label="Pogrubienie"
          active={state.bold}
          disabled={toolDisabled}
          onClick={run((e) => e.chain().focus().toggleBold().run())}
        >
          <strong>B</strong>
        </Tool>
        <Tool
          label="Kursywa"
          active={state.italic}
          disabled={toolDisabled}
          onClick={run((e) => e.chain().focus().toggleItalic().run())}
        >
          <em className="rich-text-editor__serif">I</em>
        </Tool>
        <Tool
          label="Podkreślenie"
          active={state.underline}
          disabled={toolDisabled}
          onClick={run((e) => e.chain().focus().toggleUnderline().run())}
        >
          <u>U</u>
        </Tool>
        <span className="rich-text-editor__separator" aria-hidden="true" />
        <Tool
          label="Lista punktowana"
          active={state.bulletList}
          disabled={toolDisabled}
          onClick={run((e) => e.chain().focus().toggleBulletList().run())}
        >
          <ListIcon ordered={false} />
        </Tool>
        <Tool
          label="Lista numerowana"
          active={state.orderedList}
          disabled={toolDisabled}
          onClick={run((e) => e.chain().focus().toggleOrderedList().run())}
        >
          <ListIcon ordered />
        </Tool>
        <span className="rich-text-editor__separator" aria-hidden="true" />
        <Tool label="Link" active={state.link} disabled={toolDisabled} onClick={setLink}>
          <LinkIcon />
        </Tool>
      </div>
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

const ListIcon = ({ ordered }: { ordered: boolean }) => (
  <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
    {ordered ? (
      <g fill="currentColor" fontSize="5" fontFamily="sans-serif">
        <text x="0" y="5">
          1
        </text>
        <text x="0" y="10">
          2
        </text>
        <text x="0" y="15">
          3
        </text>
      </g>
    ) : (
      <g fill="currentColor">
        <circle cx="2" cy="3.5" r="1.4" />
        <circle cx="2" cy="8" r="1.4" />
        <circle cx="2" cy="12.5" r="1.4" />
      </g>
    )}
    <g stroke="currentColor" strokeWidth="1.5">
      <line x1="5.5" y1="3.5" x2="15" y2="3.5" />
      <line x1="5.5" y1="8" x2="15" y2="8" />
      <line x1="5.5" y1="12.5" x2="15" y2="12.5" />
    </g>
  </svg>
);

const LinkIcon = () => (
  <svg
    width="16"
    height="16"
    viewBox="0 0 16 16"
    aria-hidden="true"
    focusable="false"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.5"
    strokeLinecap="round"
  >
    <path d="M6.5 9.5a3 3 0 0 0 4.2 0l2.3-2.3a3 3 0 0 0-4.2-4.2L7.7 4" />
    <path d="M9.5 6.5a3 3 0 0 0-4.2 0L3 8.8A3 3 0 0 0 7.2 13l1.1-1" />
  </svg>
);
