// Rich-text editing of stored HTML (text blocks, post bodies, excerpts) with Tiptap: a labelled editable area and its toolbar.
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import { StarterKit } from '@tiptap/starter-kit';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { Button, ToggleButton, Toolbar } from 'react-aria-components';
import { linkProblem } from '../../domain/owner-api/common-rules.js';
import { DialogFormActions, EditorDialog } from './dialog.js';
import { LinkField } from './link-field.js';

/** Props of {@link RichTextEditor}: HTML in, HTML out (the server sanitizes what it stores). */
export interface RichTextEditorProps {
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string;
  /** Hides the label visually (it is still read out). */
  hideLabel?: boolean;
  /** A smaller toolbar (excerpts): bold, italic and links only. */
  compact?: boolean;
  /** Puts the cursor at the end of the text once the editor is ready (a block just added). */
  autoFocus?: boolean;
}

/**
 * What the editor keeps: what the site's sanitizer keeps of text structure. Code blocks and rules
 * are left out because the toolbar offers neither; links are edited through the link dialog, so a
 * click in the editor places the cursor instead of following them.
 */
const EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    code: false,
    codeBlock: false,
    horizontalRule: false,
    link: { openOnClick: false, autolink: true, HTMLAttributes: { target: null, rel: null } },
  }),
];

/** How many of its own reports the editor remembers while waiting for them to come back as its value. */
const MAX_UNCONFIRMED = 200;

/** The HTML of the editor's document; an empty document is the empty string, as stored. */
function htmlOf(editor: Editor): string {
  return editor.isEmpty ? '' : editor.getHTML();
}

/** The rich-text editor. */
export function RichTextEditor({
  label,
  value,
  onChange,
  error,
  hideLabel,
  compact,
  autoFocus,
}: RichTextEditorProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  // The last HTML this editor reported (or was given): a value equal to it is our own echo, not a change from outside.
  const known = useRef(value);
  // What it reported before that and has not seen come back as `value` yet, oldest first. A render
  // made before the latest keystrokes can run its effect after them and hand back one of these: our
  // own echo, late, not a change from outside; setting it would drop what was typed since.
  const unconfirmed = useRef<string[]>([]);
  const attributes = useMemo(
    () => ({
      role: 'textbox',
      'aria-multiline': 'true',
      'aria-labelledby': labelId,
      ...(error ? { 'aria-invalid': 'true', 'aria-describedby': errorId } : {}),
      class: 'rich-text__content',
    }),
    [labelId, errorId, error],
  );
  // Kept the same object between renders: Tiptap re-applies its options whenever one of them changes.
  const editorProps = useMemo(() => ({ attributes }), [attributes]);
  const editor = useEditor({
    extensions: EXTENSIONS,
    // Tiptap would add its base styles in a <style> element, which the Content-Security-Policy
    // refuses; editor.css carries them ("Rich text: ProseMirror's own rules").
    injectCSS: false,
    content: value,
    autofocus: autoFocus ? 'end' : false,
    editorProps,
    onUpdate: ({ editor: current }) => {
      const html = htmlOf(current);
      if (html === known.current) return;
      unconfirmed.current.push(known.current);
      // A parent that never hands values back (uncontrolled use) must not make this grow forever.
      if (unconfirmed.current.length > MAX_UNCONFIRMED) unconfirmed.current.shift();
      known.current = html;
      onChange(html);
    },
  });

  // A value from outside (the block history's undo, the latest version loaded) replaces the text;
  // the cursor stays where it was as far as the new text allows.
  useEffect(() => {
    if (editor === null || editor.isDestroyed) return;
    if (value === known.current) {
      unconfirmed.current = [];
      return;
    }
    const late = unconfirmed.current.lastIndexOf(value);
    if (late !== -1) {
      unconfirmed.current = unconfirmed.current.slice(late + 1);
      return;
    }
    unconfirmed.current = [];
    known.current = value;
    if (value === htmlOf(editor)) return;
    const { from, to } = editor.state.selection;
    editor.commands.setContent(value, { emitUpdate: false });
    if (editor.isFocused) {
      const end = editor.state.doc.content.size;
      editor.commands.setTextSelection({ from: Math.min(from, end), to: Math.min(to, end) });
    }
  }, [editor, value]);

  return (
    <div className={`field rich-text${error ? ' field--invalid' : ''}`}>
      <span
        id={labelId}
        className={hideLabel ? 'visually-hidden' : 'field__label'}
        onClick={() => editor?.commands.focus()}
      >
        {label}
      </span>
      {editor !== null ? <RichTextToolbar editor={editor} label={label} compact={compact ?? false} /> : null}
      <EditorContent editor={editor} className="rich-text__area" />
      {error ? (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The formatting buttons, each with its name and pressed state, moved between with the arrow keys. */
function RichTextToolbar({ editor, label, compact }: { editor: Editor; label: string; compact: boolean }) {
  const [linking, setLinking] = useState(false);
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      h2: current.isActive('heading', { level: 2 }),
      h3: current.isActive('heading', { level: 3 }),
      bullets: current.isActive('bulletList'),
      numbers: current.isActive('orderedList'),
      quote: current.isActive('blockquote'),
      link: current.isActive('link'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
  const run = (command: (chain: ReturnType<Editor['chain']>) => ReturnType<Editor['chain']>) =>
    command(editor.chain().focus()).run();
  const toggle = (name: string, isSelected: boolean, action: () => void) => (
    <ToggleButton className="rich-text__button" isSelected={isSelected} onChange={action}>
      {name}
    </ToggleButton>
  );
  return (
    <>
      <Toolbar className="rich-text__toolbar" aria-label={`Formatting of ${label}`}>
        {toggle('Bold', active.bold, () => run((c) => c.toggleBold()))}
        {toggle('Italic', active.italic, () => run((c) => c.toggleItalic()))}
        {compact ? null : (
          <>
            {toggle('Heading 2', active.h2, () => run((c) => c.toggleHeading({ level: 2 })))}
            {toggle('Heading 3', active.h3, () => run((c) => c.toggleHeading({ level: 3 })))}
            {toggle('Bulleted list', active.bullets, () => run((c) => c.toggleBulletList()))}
            {toggle('Numbered list', active.numbers, () => run((c) => c.toggleOrderedList()))}
            {toggle('Quote', active.quote, () => run((c) => c.toggleBlockquote()))}
          </>
        )}
        {toggle('Link', active.link, () => setLinking(true))}
        <Button
          className="rich-text__button"
          isDisabled={!active.link}
          onPress={() => run((c) => c.extendMarkRange('link').unsetLink())}
        >
          Remove link
        </Button>
        {compact ? null : (
          <>
            <Button
              className="rich-text__button"
              isDisabled={!active.canUndo}
              onPress={() => run((c) => c.undo())}
            >
              Undo typing
            </Button>
            <Button
              className="rich-text__button"
              isDisabled={!active.canRedo}
              onPress={() => run((c) => c.redo())}
            >
              Redo typing
            </Button>
          </>
        )}
      </Toolbar>
      <LinkDialog editor={editor} isOpen={linking} onClose={() => setLinking(false)} />
    </>
  );
}

/** Asks for a link's address and puts it on the selected text (or inserts the address as a link). */
function LinkDialog({ editor, isOpen, onClose }: { editor: Editor; isOpen: boolean; onClose: () => void }) {
  const [href, setHref] = useState('');
  const [error, setError] = useState<string | undefined>();
  useEffect(() => {
    if (!isOpen) return;
    setHref(String(editor.getAttributes('link').href ?? ''));
    setError(undefined);
  }, [editor, isOpen]);

  function apply(event: FormEvent) {
    event.preventDefault();
    const problem = linkProblem(href);
    if (problem !== undefined) return setError(problem);
    const link = href.trim();
    const chain = editor.chain().focus();
    if (editor.state.selection.empty && !editor.isActive('link')) {
      chain
        .insertContent({ type: 'text', text: link, marks: [{ type: 'link', attrs: { href: link } }] })
        .run();
    } else {
      chain.extendMarkRange('link').setLink({ href: link }).run();
    }
    onClose();
  }

  return (
    <EditorDialog title="Link" isOpen={isOpen} onClose={onClose} size="small">
      <form onSubmit={apply} noValidate>
        <LinkField label="Link address" value={href} onChange={setHref} error={error} />
        <DialogFormActions onCancel={onClose} submitLabel="Apply link" />
      </form>
    </EditorDialog>
  );
}
