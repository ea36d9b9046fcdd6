// The lightbox: one image at a time over the page, moved by buttons, arrow keys, Home/End and swipes; Escape closes it.
import { useEffect, type ReactElement } from 'react';
import { imagePosition, stepIndex } from '../../domain/gallery-display.js';
import { ModalDialog } from '../modal-dialog.js';
import { GalleryCaption, GalleryPicture } from './gallery-picture.js';
import type { GalleryProps } from './gallery-props.js';
import { useSwipe } from './use-swipe.js';

/** The gallery, which image is shown (`undefined`: closed), and how to show another or close. */
export interface GalleryLightboxProps {
  readonly gallery: GalleryProps;
  readonly index: number | undefined;
  readonly show: (index: number) => void;
  readonly close: () => void;
}

/** Where each key takes the lightbox from `index` among `count` images; `undefined` for other keys. */
export function keyTarget(key: string, index: number, count: number): number | undefined {
  switch (key) {
    case 'ArrowRight':
      return stepIndex(index, 1, count);
    case 'ArrowLeft':
      return stepIndex(index, -1, count);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}

/** The lightbox dialog (modal-dialog.tsx keeps the focus inside and gives it back on close). */
export function GalleryLightbox(props: GalleryLightboxProps): ReactElement {
  const { gallery, index, show, close } = props;
  const count = gallery.images.length;
  const at = index === undefined || count === 0 ? undefined : Math.min(index, count - 1);
  const open = at !== undefined;
  const swipe = useSwipe((by) => {
    if (at !== undefined) show(stepIndex(at, by, count));
  });

  useEffect(() => {
    if (at === undefined) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      const target = keyTarget(event.key, at, count);
      if (target === undefined) return;
      event.preventDefault();
      show(target);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [at, count, show]);

  const titleId = `tessera-lightbox-${gallery.id}`;
  const image = at === undefined ? undefined : gallery.images[at];
  return (
    <ModalDialog
      open={open}
      close={close}
      titleId={titleId}
      modifier={`tessera-modal--lightbox tessera-lightbox--${gallery.display.lightboxTheme}`}
      dialogClassName="tessera-lightbox"
    >
      <h2 id={titleId} className="tessera-lightbox__title">
        {gallery.title || 'Gallery'}
      </h2>
      <button
        type="button"
        className="tessera-lightbox__close"
        aria-label="Close"
        onClick={close}
        data-autofocus
      >
        <span aria-hidden="true">×</span>
      </button>
      {image === undefined || at === undefined ? null : (
        <>
          <figure className="tessera-lightbox__stage" {...swipe}>
            <GalleryPicture
              key={at}
              image={image}
              className="tessera-lightbox__image"
              sizes="100vw"
              shownWidth={1500}
              lazy={false}
            />
            <GalleryCaption
              image={image}
              title={gallery.display.captionTitle}
              body={gallery.display.captionBody}
              className="tessera-lightbox__caption"
            />
          </figure>
          <p className="tessera-lightbox__position" aria-live="polite" aria-atomic="true">
            {imagePosition(at, count)}
          </p>
          {count > 1 ? (
            <div className="tessera-lightbox__controls">
              <button
                type="button"
                className="tessera-lightbox__step tessera-lightbox__step--prev"
                onClick={() => show(stepIndex(at, -1, count))}
              >
                <span aria-hidden="true">‹</span> Previous image
              </button>
              <button
                type="button"
                className="tessera-lightbox__step tessera-lightbox__step--next"
                onClick={() => show(stepIndex(at, 1, count))}
              >
                Next image <span aria-hidden="true">›</span>
              </button>
            </div>
          ) : null}
        </>
      )}
    </ModalDialog>
  );
}
