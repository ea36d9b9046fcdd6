// One gallery image as an <img>: the stored widths as its srcset (SPEC §9), lazy unless it is the first one seen, never dragged (a drag would cancel a swipe).
import type { ReactElement } from 'react';
import { srcsetCandidates, thumbnailWidth } from '../../domain/images.js';
import type { GalleryImage } from './gallery-props.js';

/** How to draw the image: its class, how wide it is shown (`sizes`), and whether to wait for it. */
export interface GalleryPictureProps {
  readonly image: GalleryImage;
  readonly className: string;
  readonly sizes: string;
  /** About how many CSS pixels wide it is shown, to pick `src` for browsers without srcset. */
  readonly shownWidth: number;
  readonly lazy: boolean;
  /** `''` for a picture beside a text that already names it (a thumbnail's link). */
  readonly alt?: string;
}

/** The image, from the stored width nearest its shown width, with every stored width offered. */
export function GalleryPicture(props: GalleryPictureProps): ReactElement {
  const { image } = props;
  return (
    <img
      className={props.className}
      src={`${image.src}?format=${thumbnailWidth(props.shownWidth)}`}
      srcSet={srcsetCandidates(image.src, image.variants)}
      sizes={props.sizes}
      width={image.width}
      height={image.height}
      alt={props.alt ?? image.alt}
      loading={props.lazy ? 'lazy' : undefined}
      decoding="async"
      draggable={false}
    />
  );
}

/** The caption of an image, as the gallery's options ask: its title, its description, or nothing. */
export function GalleryCaption(props: {
  readonly image: GalleryImage;
  readonly title: boolean;
  readonly body: boolean;
  readonly className: string;
}): ReactElement | null {
  const title = props.title ? props.image.title : '';
  const body = props.body ? props.image.body : '';
  if (title === '' && body === '') return null;
  return (
    <figcaption className={props.className}>
      {title === '' ? null : <span className={`${props.className}-title`}>{title}</span>}
      {body === '' ? null : <span className={`${props.className}-body`}>{body}</span>}
    </figcaption>
  );
}
