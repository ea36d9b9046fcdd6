// The form of one block, chosen by its type; the demo's other kinds are shown as they are and kept untouched.
import type { Block, BlockType } from '../../../domain/owner-api/blocks.js';
import { BLOCK_LABELS, type BlockOf } from './block-catalog.js';
import type { BlockFormProps } from './block-form-props.js';
import { FormBlockForm, ProductBlockForm } from './choice-block-forms.js';
import { DatasetBlockForm } from './dataset-block-form.js';
import { DonationBlockForm } from './donation-block-form.js';
import { GalleryBlockForm, ImageBlockForm } from './image-block-forms.js';
import { AudioBlockForm, VideoBlockForm } from './media-block-forms.js';
import { EmbedBlockForm, NewsletterBlockForm, SpacerBlockForm } from './simple-block-forms.js';
import { ButtonBlockForm, HeadingBlockForm, TextBlockForm } from './text-block-forms.js';

/** The fields each form shows a message beside; a message for any other field is listed under the form. */
const PLACED_FIELDS: Readonly<Record<BlockType, readonly string[]>> = {
  text: ['html'],
  html: ['html'],
  heading: ['text', 'level'],
  image: ['imageId', 'caption', 'link', 'design', 'heading', 'body', 'button', 'button.label', 'button.href'],
  button: ['label', 'href'],
  form: ['formId', 'buttonText'],
  newsletter: ['title', 'description', 'buttonText'],
  product: ['productIds', 'heading', 'layout'],
  gallery: ['imageIds', 'columns'],
  spacer: ['size'],
  embed: ['html', 'caption'],
  dataset: ['datasetId', 'caption'],
  quote: [],
  collection: [],
  summary: [],
  map: [],
  accordion: [],
  audio: ['title', 'artist', 'tracks'],
  video: ['url', 'imageId', 'title', 'caption'],
  donation: ['title', 'text', 'amounts', 'buttonText'],
};

/** The block's fields, with their messages; messages with no field of their own listed at the end. */
export function BlockForm({ block, change, errors, autoFocus }: BlockFormProps) {
  // A field's own parts (`tracks.3.url`) show where the field is.
  const placed = (field: string) =>
    PLACED_FIELDS[block.type].some((name) => field === name || field.startsWith(`${name}.`));
  const others = Object.entries(errors).filter(([field]) => !placed(field));
  return (
    <>
      <FormOf block={block} change={change} errors={errors} autoFocus={autoFocus} />
      {others.length > 0 ? (
        <ul className="block-card__errors">
          {others.map(([field, message]) => (
            <li key={field} className="field__error">
              {message}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

function FormOf({ block, change, errors, autoFocus }: BlockFormProps) {
  // Each form changes only its own type's fields; the casts tell TypeScript what the switch knows.
  const props = <T extends Block>(of: T) => ({
    block: of,
    change: change as BlockFormProps<T>['change'],
    errors,
    autoFocus,
  });
  switch (block.type) {
    case 'text':
    case 'html':
      return <TextBlockForm {...props(block)} />;
    case 'heading':
      return <HeadingBlockForm {...props(block)} />;
    case 'image':
      return <ImageBlockForm {...props(block)} />;
    case 'button':
      return <ButtonBlockForm {...props(block)} />;
    case 'form':
      return <FormBlockForm {...props(block)} />;
    case 'newsletter':
      return <NewsletterBlockForm {...props(block)} />;
    case 'product':
      return <ProductBlockForm {...props(block)} />;
    case 'gallery':
      return <GalleryBlockForm {...props(block)} />;
    case 'spacer':
      return <SpacerBlockForm {...props(block)} />;
    case 'embed':
      return <EmbedBlockForm {...props(block)} />;
    case 'dataset':
      return <DatasetBlockForm {...props(block)} />;
    case 'audio':
      return <AudioBlockForm {...props(block)} />;
    case 'video':
      return <VideoBlockForm {...props(block)} />;
    case 'donation':
      return <DonationBlockForm {...props(block)} />;
    default:
      return <KeptBlock block={block} />;
  }
}

/** A block of a kind the editor does not change yet: what it holds, kept exactly as it is when the page is saved. */
function KeptBlock({ block }: { block: BlockOf<'quote' | 'collection' | 'summary' | 'map' | 'accordion'> }) {
  return (
    <div className="kept-block">
      <p className="field__help">
        {BLOCK_LABELS[block.type]} blocks cannot be changed here yet. It stays on the page as it is; you can
        move or remove it.
      </p>
      <KeptDetails block={block} />
    </div>
  );
}

function KeptDetails({
  block,
}: {
  block: BlockOf<'quote' | 'collection' | 'summary' | 'map' | 'accordion'>;
}) {
  switch (block.type) {
    case 'quote':
      return (
        <blockquote className="kept-block__quote">
          <p>{block.text}</p>
          {block.source ? <footer>{block.source}</footer> : null}
        </blockquote>
      );
    case 'collection':
    case 'summary':
      return (
        <dl className="kept-block__details">
          <dt>Title</dt>
          <dd>{block.title || block.heading || '(the collection’s title)'}</dd>
          <dt>Items shown</dt>
          <dd>{block.limit ?? 4}</dd>
          {block.filter ? (
            <>
              <dt>Events</dt>
              <dd>{block.filter === 'past' ? 'Past' : 'Upcoming'}</dd>
            </>
          ) : null}
        </dl>
      );
    case 'map':
      return (
        <address className="kept-block__details">
          {[
            block.location?.addressTitle,
            block.location?.addressLine1,
            block.location?.addressLine2,
            block.location?.addressCountry,
          ]
            .filter(Boolean)
            .map((line) => (
              <span key={line} className="kept-block__line">
                {line}
              </span>
            ))}
        </address>
      );
    case 'accordion':
      return (
        <ul className="kept-block__details">
          {(block.items ?? []).map((item, at) => (
            <li key={at}>{item.title}</li>
          ))}
        </ul>
      );
  }
}
