// The gallery island (SPEC §3 gallery options): the slideshow design and the lightbox, one accessible island.
import { useCallback, useEffect, useState, type ReactElement } from 'react';
import type { IslandDefinition } from '../island-definition.js';
import { LIGHTBOX_TRIGGER } from '../island-triggers.js';
import { GalleryLightbox } from './gallery-lightbox.js';
import { galleryProps, type GalleryProps } from './gallery-props.js';
import { GallerySlideshow } from './gallery-slideshow.js';

/**
 * Where the lightbox opens from: the slideshow's own slides, or the theme's links to each image's
 * page that carry `data-tessera-lightbox="<gallery id>"` (grid, slider and stacked designs). Such a
 * link still leads to the image's page without JavaScript or with a modifier key held.
 */
export function Gallery(props: GalleryProps): ReactElement {
  const { display, images, id } = props;
  const [live, setLive] = useState(false);
  const [viewing, setViewing] = useState<number | undefined>(undefined);
  useEffect(() => setLive(true), []);

  const open = useCallback((index: number, from: HTMLElement) => {
    // The lightbox gives the focus back to what had it when it opened: the link that opened it.
    from.focus();
    setViewing(index);
  }, []);
  const close = useCallback(() => setViewing(undefined), []);

  useEffect(() => {
    if (!display.lightbox || display.design === 'slideshow') return undefined;
    const onClick = (event: MouseEvent) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link =
        event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(LIGHTBOX_TRIGGER) : null;
      if (link === null || link.getAttribute('data-tessera-lightbox') !== id) return;
      const index = images.findIndex((image) => image.href === link.getAttribute('href'));
      if (index < 0) return;
      event.preventDefault();
      open(index, link);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [display.lightbox, display.design, id, images, open]);

  return (
    <>
      {display.design === 'slideshow' ? (
        <GallerySlideshow
          gallery={props}
          live={live}
          openLightbox={display.lightbox ? open : undefined}
          lightboxOpen={viewing !== undefined}
        />
      ) : null}
      {display.lightbox ? (
        <GalleryLightbox gallery={props} index={viewing} show={setViewing} close={close} />
      ) : null}
    </>
  );
}

/**
 * `{@|island gallery load}` on a slideshow gallery's page, `{@|island gallery click}` beside any
 * other design with the lightbox on (it hydrates at the first click on an image).
 */
export const island: IslandDefinition<GalleryProps> = { component: Gallery, props: galleryProps };
