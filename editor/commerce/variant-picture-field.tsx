// A variant's picture, picked among the product's own pictures (the one the product page shows when the variant is chosen), with the chosen picture's alt text warning.
import { useId } from 'react';
import { thumbnailUrl } from '../content/thumbnail.js';
import { PictureAltNotice } from '../files/picture-alt-notice.js';
import type { ProductPicture } from './product-form.js';

/** Props of {@link VariantPictureField}. */
export interface VariantPictureFieldProps {
  /** The product's pictures, in order (those the form holds, saved or not). */
  pictures: readonly ProductPicture[];
  /** The variant's picture now, or null for none of its own. */
  imageId: string | null;
  imageUrl: string | null;
  onChange: (picture: ProductPicture | null) => void;
  error?: string;
}

/** One choice: none of its own, a product picture, or a picture set before that is not among them. */
interface Choice {
  key: string;
  label: string;
  picture: ProductPicture | null;
}

function choicesOf(pictures: readonly ProductPicture[], imageId: string | null, imageUrl: string | null) {
  const choices: Choice[] = [{ key: '', label: 'The product’s main picture', picture: null }];
  pictures.forEach((picture, index) =>
    choices.push({ key: picture.id, label: `Picture ${index + 1}`, picture }),
  );
  // A picture chosen before pictures were picked from the product's own stays choosable.
  if (imageId !== null && !pictures.some((picture) => picture.id === imageId))
    choices.push({
      key: imageId,
      label: 'Its own picture',
      picture: { id: imageId, url: imageUrl, altText: '', savedAltText: '' },
    });
  return choices;
}

/**
 * "Variant picture": the product's pictures as thumbnails to choose from (or none, for the
 * product's main picture); the chosen one is warned about when it has no alt text.
 */
export function VariantPictureField({
  pictures,
  imageId,
  imageUrl,
  onChange,
  error,
}: VariantPictureFieldProps) {
  const id = useId();
  const choices = choicesOf(pictures, imageId, imageUrl);
  const chosen = choices.find((choice) => choice.key === (imageId ?? '')) ?? choices[0];
  return (
    <fieldset
      className={`field variant-pictures${error ? ' field--invalid' : ''}`}
      aria-describedby={`${id}-help${error ? ` ${id}-error` : ''}`}
    >
      <legend className="field__label">Variant picture</legend>
      <p className="field__help" id={`${id}-help`}>
        {pictures.length === 0
          ? 'Add pictures to the product first: the product page shows the chosen variant’s picture.'
          : 'The product page shows this picture when a shopper chooses the variant.'}
      </p>
      <div className="variant-pictures__choices">
        {choices.map((choice) => (
          <label key={choice.key} className="variant-pictures__choice">
            <input
              type="radio"
              name={`${id}-picture`}
              value={choice.key}
              checked={choice === chosen}
              onChange={() => onChange(choice.picture)}
            />
            {choice.picture?.url ? (
              <img className="variant-pictures__thumb" src={thumbnailUrl(choice.picture.url)} alt="" />
            ) : null}
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
      {chosen.picture !== null ? (
        <PictureAltNotice imageId={chosen.picture.id} label="the variant picture" />
      ) : null}
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
