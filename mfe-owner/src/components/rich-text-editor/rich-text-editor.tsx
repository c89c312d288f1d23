import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';

/** The editor's height of the spec: a blog post's or a message's body; a template body is half of it. */
export const RICH_TEXT_HEIGHT = 500;
export const RICH_TEXT_TEMPLATE_HEIGHT = 250;

export interface RichTextEditorProps {
  /** The document as HTML ('' for an empty one). */
  value: string;
  /** Called with the new HTML on every change ('' once the document is empty). */
  onChange: (html: string) => void;
  /** Called when the editor loses focus (a form marks the field touched). */
  onBlur?: () => void;
  /** Height of the writing area in pixels. */
  height?: number;
  /** Shown label (already translated). */
  label?: string;
  /** The id of the writing area (a label elsewhere can name it). */
  id?: string;
  invalid?: boolean;
  /** The id of the text describing an error, tied to the writing area. */
  describedBy?: string;
  /** Stores an image and answers its URL; without it the toolbar has no image button. */
  onUploadImage?: (file: File) => Promise<string>;
}

const Frame = styled.div<{ $invalid: boolean }>`
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(1)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.primaryLight};
`;

const ToolButton = styled.button`
  font: inherit;
  min-width: 36px;
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.space(2)};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
  }
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.surface};
  }
  &:disabled {
    opacity: 0.4;
    cursor: default;
  }
`;

const Separator = styled.span`
  width: 1px;
  align-self: stretch;
  background: ${({ theme }) => theme.colors.border};
`;

const WritingArea = styled.div<{ $height: number }>`
  .ProseMirror {
    height: ${({ $height }) => $height}px;
    overflow-y: auto;
    padding: ${({ theme }) => theme.space(3)};
    outline: none;
  }
  .ProseMirror:focus-visible {
    box-shadow: inset 0 0 0 3px ${({ theme }) => theme.colors.focus};
  }
  .ProseMirror img {
    max-width: 100%;
    height: auto;
  }
  .ProseMirror blockquote {
    margin: 0 0 0 ${({ theme }) => theme.space(2)};
    padding-left: ${({ theme }) => theme.space(3)};
    border-left: 3px solid ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const HiddenFileInput = styled.input`
  display: none;
`;

const Label = styled.span`
  display: block;
  font-weight: 600;
  margin-bottom: 4px;
`;

const EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto'] },
  }),
  Image,
];

/** What the toolbar shows as pressed, read once per transaction. */
function toolbarState(editor: Editor) {
  return {
    bold: editor.isActive('bold'),
    italic: editor.isActive('italic'),
    underline: editor.isActive('underline'),
    heading2: editor.isActive('heading', { level: 2 }),
    heading3: editor.isActive('heading', { level: 3 }),
    bulletList: editor.isActive('bulletList'),
    orderedList: editor.isActive('orderedList'),
    blockquote: editor.isActive('blockquote'),
    link: editor.isActive('link'),
    canUndo: editor.can().undo(),
    canRedo: editor.can().redo(),
  };
}

/** The editor's HTML, '' for an empty document (so a "required" rule sees it empty). */
function currentHtml(editor: Editor): string {
  return editor.isEmpty ? '' : editor.getHTML();
}

/** Arrow keys, Home and End move between the toolbar's buttons (the ARIA toolbar pattern); Tab leaves it. */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const keys = ['ArrowLeft', 'ArrowRight', 'Home', 'End'];
  if (!keys.includes(event.key)) return;
  const buttons = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('button:not(:disabled)'));
  const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
  if (at < 0 || buttons.length === 0) return;
  event.preventDefault();
  const next =
    event.key === 'Home'
      ? 0
      : event.key === 'End'
        ? buttons.length - 1
        : (at + (event.key === 'ArrowRight' ? 1 : -1) + buttons.length) % buttons.length;
  buttons[next]?.focus();
}

/**
 * The rich-text editor of the back-office (TipTap): bold, italic, underline, headings 2 and 3, lists, quotes, links,
 * images (when `onUploadImage` stores them) and undo/redo. Its value is HTML; the server cleans it again on save.
 */
export function RichTextEditor({
  value,
  onChange,
  onBlur,
  height = RICH_TEXT_HEIGHT,
  label,
  id,
  invalid = false,
  describedBy,
  onUploadImage,
}: RichTextEditorProps) {
  const { t } = useTranslation('owner');
  const generatedId = useId();
  const areaId = id ?? `${generatedId}-area`;
  const labelId = `${areaId}-label`;
  const fileInput = useRef<HTMLInputElement>(null);
  const changed = useRef(onChange);
  changed.current = onChange;
  const blurred = useRef(onBlur);
  blurred.current = onBlur;

  const editor = useEditor({
    extensions: EXTENSIONS,
    content: value,
    // Compared on every render: the label and the error state follow the props.
    editorProps: {
      attributes: {
        id: areaId,
        role: 'textbox',
        'aria-multiline': 'true',
        ...(label ? { 'aria-labelledby': labelId } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      },
    },
    onUpdate: ({ editor: updated }) => changed.current(currentHtml(updated)),
    onBlur: () => blurred.current?.(),
  });

  // A value from outside (a loaded post, a reset form) replaces the document; the editor's own changes do not.
  useEffect(() => {
    if (value !== currentHtml(editor)) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const state = useEditorState({ editor, selector: ({ editor: current }) => toolbarState(current) });

  const askLink = () => {
    const previous = (editor.getAttributes('link').href as string | undefined) ?? '';
    const href = window.prompt(t('blog.editor.linkPrompt'), previous);
    if (href === null) return;
    const chain = editor.chain().focus().extendMarkRange('link');
    if (href.trim() === '') chain.unsetLink().run();
    else chain.setLink({ href: href.trim() }).run();
  };

  const uploadImage = async (file: File | undefined) => {
    if (!file || !onUploadImage) return;
    try {
      const src = await onUploadImage(file);
      editor.chain().focus().setImage({ src, alt: file.name }).run();
    } catch {
      // The uploader reports its own failure (a toast); the document stays as it was.
    }
  };

  const tool = (name: string, pressed: boolean | undefined, run: () => void, text: ReactNode, disabled = false) => (
    <ToolButton
      type="button"
      aria-label={t(`blog.editor.${name}`)}
      title={t(`blog.editor.${name}`)}
      aria-pressed={pressed}
      aria-controls={areaId}
      disabled={disabled}
      onClick={run}
    >
      {text}
    </ToolButton>
  );

  return (
    <div>
      {label ? <Label id={labelId}>{label}</Label> : null}
      <Frame $invalid={invalid}>
        <Toolbar role="toolbar" aria-label={t('blog.editor.toolbar')} onKeyDown={moveFocus}>
          {tool('bold', state.bold, () => editor.chain().focus().toggleBold().run(), <b>B</b>)}
          {tool('italic', state.italic, () => editor.chain().focus().toggleItalic().run(), <i>I</i>)}
          {tool('underline', state.underline, () => editor.chain().focus().toggleUnderline().run(), <u>U</u>)}
          <Separator aria-hidden="true" />
          {tool('heading2', state.heading2, () => editor.chain().focus().toggleHeading({ level: 2 }).run(), 'H2')}
          {tool('heading3', state.heading3, () => editor.chain().focus().toggleHeading({ level: 3 }).run(), 'H3')}
          <Separator aria-hidden="true" />
          {tool('bulletList', state.bulletList, () => editor.chain().focus().toggleBulletList().run(), '•')}
          {tool('orderedList', state.orderedList, () => editor.chain().focus().toggleOrderedList().run(), '1.')}
          {tool('blockquote', state.blockquote, () => editor.chain().focus().toggleBlockquote().run(), '❝')}
          <Separator aria-hidden="true" />
          {tool('link', state.link, askLink, '🔗')}
          {onUploadImage ? tool('image', undefined, () => fileInput.current?.click(), '🖼') : null}
          <Separator aria-hidden="true" />
          {tool('undo', undefined, () => editor.chain().focus().undo().run(), '↶', !state.canUndo)}
          {tool('redo', undefined, () => editor.chain().focus().redo().run(), '↷', !state.canRedo)}
        </Toolbar>
        {onUploadImage ? (
          <HiddenFileInput
            ref={fileInput}
            type="file"
            accept="image/png,image/jpeg,image/gif"
            data-testid="rich-text-image-input"
            tabIndex={-1}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              event.currentTarget.value = '';
              void uploadImage(file);
            }}
          />
        ) : null}
        <WritingArea $height={height}>
          <EditorContent editor={editor} />
        </WritingArea>
      </Frame>
    </div>
  );
}
