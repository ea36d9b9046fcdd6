// The forms of the picture blocks: one image (inline, or a hero with text and a button over it) and a gallery of several.
import { useId, useState } from 'react';
import type { FileView } from '../../../domain/owner-api/files.js';
import { thumbnailUrl } from '../../content/thumbnail.js';
import { IMAGE_CROPS, type ImageCrop } from '../../../domain/images.js';
import { FilePickerDialog } from '../../files/file-picker.js';
import { ImageDetailsDialog, NO_ALT_TEXT_WARNING } from '../../files/image-details-dialog.js';
import { CheckboxField, SelectField, TextField } from '../../ui/field.js';
import { LinkField } from '../../ui/link-field.js';
import type { BlockOf } from './block-catalog.js';
import type { BlockFormProps } from './block-form-props.js';
import { useImageFiles } from './image-files.js';
import { LazyRichTextEditor } from '../../ui/lazy-rich-text.js';

/** How the crop presets are named in the form. */
const CROP_LABELS: Record<ImageCrop, string> = {
  original: 'Original shape',
  square: 'Square',
  '4:3': '4:3',
  '16:9': '16:9 (wide)',
};

/** The most pictures a gallery holds (the block schema's limit). */
const MAX_GALLERY_IMAGES = 60;

/** A picture's thumbnail when its file is known, else a placeholder that still says a picture is set. */
function Thumbnail({ file, alt }: { file: FileView | undefined; alt: string }) {
  if (file === undefined) return <span className="image-pick__none" aria-hidden="true" />;
  return <img className="image-pick__thumb" src={thumbnailUrl(file.url)} alt={alt} />;
}

/** One picture. */
export function ImageBlockForm({ block, change, errors }: BlockFormProps<BlockOf<'image'>>) {
  const id = useId();
  const [picking, setPicking] = useState(false);
  const [describing, setDescribing] = useState<FileView | undefined>();
  const images = useImageFiles();
  const file = block.imageId === '' ? undefined : images.fileOf(block.imageId);
  const hero = block.design === 'hero';
  const button = block.button ?? { label: '', href: '' };

  function pick(files: FileView[]) {
    const chosen = files.find((candidate) => candidate.imageId !== null);
    if (chosen?.imageId == null) return;
    images.remember([chosen]);
    // Only the picture changes: caption, link, design and crop stay as they were.
    change({ imageId: chosen.imageId });
  }

  function changeButton(next: { label: string; href: string }, field: string) {
    // No button at all when both are empty: the site shows a button only with text and a link.
    change({ button: next.label === '' && next.href === '' ? undefined : next }, field);
  }

  return (
    <>
      <div
        className={`field image-pick${errors.imageId ? ' field--invalid' : ''}`}
        role="group"
        aria-labelledby={`${id}-label`}
      >
        <p className="field__label" id={`${id}-label`}>
          Image
        </p>
        <div className="image-pick__row">
          {block.imageId === '' ? (
            <p className="field__help">No image chosen.</p>
          ) : (
            <>
              <Thumbnail file={file} alt={file?.altText || (file?.name ?? 'The chosen image')} />
              <span className="image-pick__name">{file?.name ?? 'An image is chosen.'}</span>
            </>
          )}
          <button type="button" className="button button--small" onClick={() => setPicking(true)}>
            {block.imageId === '' ? 'Choose image' : 'Replace image'}
          </button>
        </div>
        {file?.altText === '' ? <p className="image-warning">{NO_ALT_TEXT_WARNING}</p> : null}
        {file !== undefined ? (
          <button type="button" className="button button--small" onClick={() => setDescribing(file)}>
            {file.altText === '' ? 'Add alt text and focal point' : 'Edit alt text and focal point'}
          </button>
        ) : null}
        {errors.imageId ? <p className="field__error">{errors.imageId}</p> : null}
      </div>
      <ImageDetailsDialog
        file={describing}
        onClose={() => setDescribing(undefined)}
        onSaved={(saved) => images.remember([saved])}
      />
      <FilePickerDialog
        isOpen={picking}
        onClose={() => setPicking(false)}
        onPick={pick}
        imagesOnly
        title="Choose the image"
      />
      <TextField
        label="Caption"
        value={block.caption}
        onChange={(caption) => change({ caption }, 'caption')}
        error={errors.caption}
      />
      <LinkField
        label="Link (optional)"
        value={block.link}
        onChange={(link) => change({ link }, 'link')}
        error={errors.link}
      />
      <SelectField
        label="Design"
        value={block.design}
        onChange={(design) => change({ design: design === 'hero' ? 'hero' : 'inline' })}
        options={[
          { value: 'inline', label: 'Picture with a caption' },
          { value: 'hero', label: 'Hero: a heading, text and a button over the picture' },
        ]}
        error={errors.design}
      />
      {hero ? null : (
        <SelectField
          label="Crop"
          value={block.crop ?? 'original'}
          onChange={(crop) =>
            change({ crop: IMAGE_CROPS.find((candidate) => candidate === crop) ?? 'original' }, 'crop')
          }
          options={IMAGE_CROPS.map((crop) => ({ value: crop, label: CROP_LABELS[crop] }))}
          description="Cropped pictures are cut around their focal point."
          error={errors.crop}
        />
      )}
      {hero ? (
        <fieldset className="field-group">
          <legend>Over the picture</legend>
          <TextField
            label="Hero heading"
            value={block.heading ?? ''}
            onChange={(heading) => change({ heading }, 'heading')}
            error={errors.heading}
          />
          <LazyRichTextEditor
            label="Hero text"
            value={block.body ?? ''}
            onChange={(body) => change({ body }, 'body')}
            error={errors.body}
            compact
          />
          <TextField
            label="Button text"
            value={button.label}
            onChange={(label) => changeButton({ ...button, label }, 'button.label')}
            error={errors['button.label'] ?? errors.button}
          />
          <LinkField
            label="Button link"
            value={button.href}
            onChange={(href) => changeButton({ ...button, href }, 'button.href')}
            error={errors['button.href']}
          />
        </fieldset>
      ) : null}
    </>
  );
}

/** Several pictures in a grid. */
export function GalleryBlockForm({ block, change, errors }: BlockFormProps<BlockOf<'gallery'>>) {
  const id = useId();
  const [picking, setPicking] = useState(false);
  const images = useImageFiles();

  function pick(files: FileView[]) {
    images.remember(files);
    const added = files.map((file) => file.imageId).filter((imageId): imageId is string => imageId !== null);
    const imageIds = [...block.imageIds, ...added.filter((imageId) => !block.imageIds.includes(imageId))];
    change({ imageIds: imageIds.slice(0, MAX_GALLERY_IMAGES) });
  }

  return (
    <>
      <div
        className={`field image-pick${errors.imageIds ? ' field--invalid' : ''}`}
        role="group"
        aria-labelledby={`${id}-label`}
      >
        <p className="field__label" id={`${id}-label`}>
          Images ({block.imageIds.length} of at most {MAX_GALLERY_IMAGES})
        </p>
        {block.imageIds.length === 0 ? <p className="field__help">No images chosen.</p> : null}
        <ul className="image-pick__list">
          {block.imageIds.map((imageId, at) => {
            const file = images.fileOf(imageId);
            const name = file?.name ?? `Image ${at + 1}`;
            return (
              <li key={imageId} className="image-pick__item">
                <Thumbnail file={file} alt={name} />
                <button
                  type="button"
                  className="button button--small"
                  onClick={() => change({ imageIds: block.imageIds.filter((other) => other !== imageId) })}
                >
                  Remove<span className="visually-hidden">{` ${name}`}</span>
                </button>
              </li>
            );
          })}
        </ul>
        <button
          type="button"
          className="button button--small"
          onClick={() => setPicking(true)}
          disabled={block.imageIds.length >= MAX_GALLERY_IMAGES}
        >
          Add images
        </button>
        {errors.imageIds ? <p className="field__error">{errors.imageIds}</p> : null}
      </div>
      <FilePickerDialog
        isOpen={picking}
        onClose={() => setPicking(false)}
        onPick={pick}
        multiple
        imagesOnly
        title="Choose the gallery’s images"
      />
      <SelectField
        label="Columns"
        value={String(block.columns)}
        onChange={(columns) => change({ columns: Number(columns) })}
        options={[1, 2, 3, 4, 5, 6].map((n) => ({ value: String(n), label: String(n) }))}
        error={errors.columns}
      />
      <CheckboxField
        label="Show captions"
        checked={block.captions}
        onChange={(captions) => change({ captions })}
      />
    </>
  );
}
