/**
 * A rich-text field for staff (admin.md §3: a product's description is rich-text HTML): Tiptap's
 * editor with a toolbar of bold, italic, bulleted and numbered lists and links, the kinds of
 * markup the API keeps (docs/decisions.md "Product writes"). Only the admin area imports it, so
 * the store's bundle does not carry the editor.
 */
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useState } from 'react';
import { Button, Input, Label, TextField, ToggleButton, Toolbar } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../styles/visually-hidden.css.js';
import * as styles from './RichTextEditor.css.js';

export interface RichTextEditorProps {
  readonly label: string;
  /** The HTML shown; a new value from outside replaces the editor's content. */
  readonly value: string;
  readonly onChange: (html: string) => void;
  /** Shows the content without the toolbar, not editable. @default false */
  readonly isReadOnly?: boolean;
  /** A problem to show under the field, read as its error. */
  readonly errorMessage?: string;
}

/** What the toolbar shows as pressed, read from the editor on each change of selection. */
const NOTHING_ACTIVE = {
  bold: false,
  italic: false,
  bulletList: false,
  orderedList: false,
  link: false,
};

/**
 * @example
 * <RichTextEditor label="Description" value={html} onChange={setHtml} />
 */
export function RichTextEditor({
  label,
  value,
  onChange,
  isReadOnly = false,
  errorMessage,
}: RichTextEditorProps) {
  const { t } = useTranslation('staff');
  const labelId = useId();
  const errorId = useId();
  const [linkOpen, setLinkOpen] = useState(false);
  const [linkUrl, setLinkUrl] = useState('');
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: false,
        blockquote: false,
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        underline: false,
        link: { openOnClick: false, protocols: ['mailto'], defaultProtocol: 'https' },
      }),
    ],
    content: value,
    editable: !isReadOnly,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(errorMessage && { 'aria-invalid': 'true', 'aria-describedby': errorId }),
        ...(isReadOnly && { 'aria-readonly': 'true' }),
      },
    },
    onUpdate: ({ editor: changed }) => onChange(changed.isEmpty ? '' : changed.getHTML()),
  });
  const active =
    useEditorState({
      editor,
      selector: ({ editor: current }) =>
        current === null
          ? NOTHING_ACTIVE
          : {
              bold: current.isActive('bold'),
              italic: current.isActive('italic'),
              bulletList: current.isActive('bulletList'),
              orderedList: current.isActive('orderedList'),
              link: current.isActive('link'),
            },
    }) ?? NOTHING_ACTIVE;

  // A value from outside (a product loaded, a form reset) replaces the content.
  useEffect(() => {
    if (editor === null) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (value !== current) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    editor?.setEditable(!isReadOnly, false);
  }, [editor, isReadOnly]);

  const chain = () => editor?.chain().focus();
  const openLink = () => {
    setLinkUrl((editor?.getAttributes('link').href as string | undefined) ?? '');
    setLinkOpen(true);
  };
  const applyLink = () => {
    const href = linkUrl.trim();
    if (href === '') chain()?.extendMarkRange('link').unsetLink().run();
    else chain()?.extendMarkRange('link').setLink({ href }).run();
    setLinkOpen(false);
  };

  return (
    <div className={styles.editor} data-readonly={isReadOnly || undefined}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <div className={styles.frame} data-invalid={errorMessage ? true : undefined}>
        {!isReadOnly && (
          <Toolbar aria-label={t('richText.toolbar')} className={styles.toolbar}>
            <ToggleButton
              className={styles.tool}
              isSelected={active.bold}
              onChange={() => chain()?.toggleBold().run()}
            >
              <strong aria-hidden>B</strong>
              <span className={visuallyHidden}>{t('richText.bold')}</span>
            </ToggleButton>
            <ToggleButton
              className={styles.tool}
              isSelected={active.italic}
              onChange={() => chain()?.toggleItalic().run()}
            >
              <em aria-hidden>I</em>
              <span className={visuallyHidden}>{t('richText.italic')}</span>
            </ToggleButton>
            <ToggleButton
              className={styles.tool}
              isSelected={active.bulletList}
              onChange={() => chain()?.toggleBulletList().run()}
            >
              <span aria-hidden>•</span>
              <span className={visuallyHidden}>{t('richText.bulletList')}</span>
            </ToggleButton>
            <ToggleButton
              className={styles.tool}
              isSelected={active.orderedList}
              onChange={() => chain()?.toggleOrderedList().run()}
            >
              <span aria-hidden>1.</span>
              <span className={visuallyHidden}>{t('richText.orderedList')}</span>
            </ToggleButton>
            <ToggleButton
              className={styles.tool}
              isSelected={active.link || linkOpen}
              onChange={() => (linkOpen ? setLinkOpen(false) : openLink())}
            >
              {t('richText.link')}
            </ToggleButton>
          </Toolbar>
        )}
        {linkOpen && !isReadOnly && (
          <form
            className={styles.linkForm}
            onSubmit={(event) => {
              event.preventDefault();
              applyLink();
            }}
          >
            <TextField value={linkUrl} onChange={setLinkUrl} type="url" autoFocus>
              <Label>{t('richText.linkUrl')}</Label>
              <Input />
            </TextField>
            <Button type="submit" className={styles.tool}>
              {t('richText.applyLink')}
            </Button>
            {active.link && (
              <Button
                className={styles.tool}
                onPress={() => {
                  chain()?.extendMarkRange('link').unsetLink().run();
                  setLinkOpen(false);
                }}
              >
                {t('richText.removeLink')}
              </Button>
            )}
          </form>
        )}
        <EditorContent editor={editor} className={styles.content} />
      </div>
      {errorMessage && (
        <span id={errorId} className={styles.problem}>
          {errorMessage}
        </span>
      )}
    </div>
  );
}
