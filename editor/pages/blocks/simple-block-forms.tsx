// The forms of the blocks with a few plain fields: newsletter sign-up, spacer and embed.
import { EMBED_HOSTS } from '../../../domain/embed-hosts.js';
import { SelectField, TextArea, TextField } from '../../ui/field.js';
import type { BlockOf } from './block-catalog.js';
import type { BlockFormProps } from './block-form-props.js';

/** A newsletter sign-up. */
export function NewsletterBlockForm({ block, change, errors }: BlockFormProps<BlockOf<'newsletter'>>) {
  return (
    <>
      <TextField
        label="Title"
        value={block.title}
        onChange={(title) => change({ title }, 'title')}
        error={errors.title}
      />
      <TextArea
        label="Description"
        value={block.description}
        onChange={(description) => change({ description }, 'description')}
        error={errors.description}
        rows={3}
      />
      <TextField
        label="Button text"
        value={block.buttonText}
        onChange={(buttonText) => change({ buttonText }, 'buttonText')}
        error={errors.buttonText}
      />
    </>
  );
}

/** Space between blocks. */
export function SpacerBlockForm({ block, change, errors }: BlockFormProps<BlockOf<'spacer'>>) {
  return (
    <SelectField
      label="Height"
      value={block.size}
      onChange={(size) => change({ size: size as BlockOf<'spacer'>['size'] })}
      options={[
        { value: 'small', label: 'Small' },
        { value: 'medium', label: 'Medium' },
        { value: 'large', label: 'Large' },
      ]}
      error={errors.size}
    />
  );
}

/** Pasted embed code: a video or music player, a map, a calendar. */
export function EmbedBlockForm({ block, change, errors }: BlockFormProps<BlockOf<'embed'>>) {
  return (
    <>
      <TextArea
        label="Embed code"
        value={block.html}
        onChange={(html) => change({ html }, 'html')}
        error={errors.html}
        rows={5}
        spellCheck={false}
        description={
          <>
            Paste the code the site offers under “Share” or “Embed”. Only players and maps from these sites
            are kept when the page is saved; anything else is removed: {EMBED_HOSTS.join(', ')}.
          </>
        }
      />
      <TextField
        label="Caption"
        value={block.caption}
        onChange={(caption) => change({ caption }, 'caption')}
        error={errors.caption}
      />
    </>
  );
}
