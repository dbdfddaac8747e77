import { withProtocol } from '@platform/shared';
import type { Editor } from '@tiptap/react';
import { Button, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { richTextTextLength } from './rich-text';
import { LinkIcon, ListIcon } from './toolbar-icons';

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

export type ToolbarState = {
  bold: boolean;
  italic: boolean;
  underline: boolean;
  bulletList: boolean;
  orderedList: boolean;
  link: boolean;
  length: number;
};

/** What the toolbar and the counter show; without a live editor the counter counts the value. */
export const toolbarState = (
  editor: Editor | null,
  value: string | null | undefined,
  count: boolean,
): ToolbarState => ({
  bold: !!editor?.isActive('bold'),
  italic: !!editor?.isActive('italic'),
  underline: !!editor?.isActive('underline'),
  bulletList: !!editor?.isActive('bulletList'),
  orderedList: !!editor?.isActive('orderedList'),
  link: !!editor?.isActive('link'),
  length: count ? richTextTextLength(editor ? editor.getHTML() : value) : 0,
});

/** Asks for the address: an empty one removes the link, and with nothing selected the address is the text. */
const promptLink = (editor: Editor) => {
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

type Props = { editor: Editor | null; state: ToolbarState; disabled: boolean; ariaLabel: string };

/** Bold, italic, underline, the two lists and a link; `editor` is the live editor or null. */
export const EditorToolbar = ({ editor: live, state, disabled, ariaLabel }: Props) => {
  // a command needs a live editor (the buttons are disabled without one)
  const run = (command: (e: Editor) => boolean) => () => {
    if (live) command(live);
  };
  const toolDisabled = disabled || !live;

  return (
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
      <Tool label="Link" active={state.link} disabled={toolDisabled} onClick={() => live && promptLink(live)}>
        <LinkIcon />
      </Tool>
    </div>
  );
};
