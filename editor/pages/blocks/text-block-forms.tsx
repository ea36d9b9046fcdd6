// The forms of the words on a page: text (rich text, or HTML the text editor cannot keep), heading, and button.
import { useState } from 'react';
import { CheckboxField, SelectField, TextArea, TextField } from '../../ui/field.js';
import { LinkField } from '../../ui/link-field.js';
import type { BlockOf } from './block-catalog.js';
import type { BlockFormProps } from './block-form-props.js';
import { LazyRichTextEditor } from '../../ui/lazy-rich-text.js';

/**
 * Elements the text editor has no place for. Opening such HTML in it would drop them at the first
 * keystroke, so that text is edited as HTML instead and nothing of it is lost.
 */
const FOREIGN_ELEMENTS =
  'img, table, figure, iframe, video, audio, sub, sup, pre, hr, h1, h5, h6, [style], [class]';

/** Whether the rich-text editor keeps everything of `html`. */
export function richTextKeeps(html: string): boolean {
  if (html === '') return true;
  return new DOMParser().parseFromString(html, 'text/html').body.querySelector(FOREIGN_ELEMENTS) === null;
}

/** A text or HTML block. */
export function TextBlockForm({
  block,
  change,
  errors,
  autoFocus,
}: BlockFormProps<BlockOf<'text'> | BlockOf<'html'>>) {
  // Decided once per block shown, so a text never switches editor while the owner types.
  const [rich] = useState(() => richTextKeeps(block.html));
  if (rich) {
    return (
      <LazyRichTextEditor
        label="Text"
        value={block.html}
        onChange={(html) => change({ html }, 'html')}
        error={errors.html}
        autoFocus={autoFocus}
      />
    );
  }
  return (
    <TextArea
      label="Text (HTML)"
      value={block.html}
      onChange={(html) => change({ html }, 'html')}
      error={errors.html}
      rows={10}
      description="This text has pictures, tables or styles the text editor cannot keep, so it is edited as HTML. Scripts and styles are removed when it is saved."
    />
  );
}

/** A heading. */
export function HeadingBlockForm({ block, change, errors }: BlockFormProps<BlockOf<'heading'>>) {
  return (
    <>
      <TextField
        label="Heading"
        value={block.text}
        onChange={(text) => change({ text }, 'text')}
        error={errors.text}
      />
      <SelectField
        label="Size"
        value={String(block.level)}
        onChange={(level) => change({ level: level === '3' ? 3 : 2 })}
        options={[
          { value: '2', label: 'Section heading (H2)' },
          { value: '3', label: 'Subheading (H3)' },
        ]}
        error={errors.level}
      />
    </>
  );
}

/** A button (a link that looks like a button). */
export function ButtonBlockForm({ block, change, errors }: BlockFormProps<BlockOf<'button'>>) {
  return (
    <>
      <TextField
        label="Button text"
        value={block.label}
        onChange={(label) => change({ label }, 'label')}
        error={errors.label}
      />
      <LinkField
        label="Link"
        value={block.href}
        onChange={(href) => change({ href }, 'href')}
        error={errors.href}
      />
      <CheckboxField
        label="Open in a new window"
        checked={block.newWindow}
        onChange={(newWindow) => change({ newWindow })}
      />
    </>
  );
}
