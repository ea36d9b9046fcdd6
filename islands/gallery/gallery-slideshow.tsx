// The slideshow design: one image at a time with its thumbnails strip, controls, autoplay and keyboard; every image without JavaScript.
import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactElement } from 'react';
import { imagePosition, stepIndex } from '../../domain/gallery-display.js';
import { keyTarget } from './gallery-lightbox.js';
import { GalleryCaption, GalleryPicture } from './gallery-picture.js';
import type { GalleryProps } from './gallery-props.js';
import { useReducedMotion } from './use-reduced-motion.js';
import { useSwipe } from './use-swipe.js';

/** The gallery, whether the island is live yet, and how to open an image in the lightbox. */
export interface GallerySlideshowProps {
  readonly gallery: GalleryProps;
  /** `false` on the server and at hydration: every slide shows, in a strip that scrolls. */
  readonly live: boolean;
  /** Opens the lightbox at an image (only when the gallery has one). */
  readonly openLightbox?: (index: number, from: HTMLElement) => void;
  /** While the lightbox is open the slideshow does not move by itself. */
  readonly lightboxOpen: boolean;
}

/** Whether slide `at` is the shown one or next to it (going round): those load before they are shown. */
function near(at: number, index: number, count: number): boolean {
  return at === index || at === stepIndex(index, 1, count) || at === stepIndex(index, -1, count);
}

function slideId(galleryId: string, index: number): string {
  return `gallery-${galleryId}-slide-${index + 1}`;
}

/**
 * The slideshow. Before it is live (no JavaScript, or not hydrated yet) every slide is in a
 * horizontal strip that scrolls and snaps, and each thumbnail links to its slide. Live, one slide
 * shows; ←/→, Home and End, the buttons, the thumbnails and swipes move it; autoplay moves it every
 * few seconds unless the visitor prefers reduced motion, paused it, or points or focuses inside it.
 */
export function GallerySlideshow(props: GallerySlideshowProps): ReactElement {
  const { gallery, live, openLightbox, lightboxOpen } = props;
  const { display, images } = gallery;
  const count = images.length;
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [choice, setChoice] = useState<'play' | 'pause' | undefined>(undefined);
  const reduced = useReducedMotion();
  const paused = choice === undefined ? reduced : choice === 'pause';
  const playing = live && display.autoplay && count > 1 && !paused && !hovered && !focused && !lightboxOpen;

  useEffect(() => {
    if (!playing) return undefined;
    const timer = setTimeout(
      () => setIndex((now) => stepIndex(now, 1, count)),
      display.autoplaySeconds * 1000,
    );
    return () => clearTimeout(timer);
  }, [playing, index, count, display.autoplaySeconds]);

  // A slide link that had the focus is hidden when the slide changes: the new slide's link takes it.
  const refocus = useRef(false);
  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    document.getElementById(slideId(gallery.id, index))?.querySelector<HTMLElement>('a')?.focus();
  }, [gallery.id, index]);

  const swipe = useSwipe((by) => setIndex((now) => stepIndex(now, by, count)));
  const onKeyDown = (event: KeyboardEvent) => {
    if (!live || event.altKey || event.ctrlKey || event.metaKey) return;
    const target = keyTarget(event.key, index, count);
    if (target === undefined) return;
    event.preventDefault();
    refocus.current =
      event.target instanceof Element && event.target.closest('.gallery-slideshow__slide') !== null;
    setIndex(target);
  };
  const onSlideClick = (event: MouseEvent<HTMLAnchorElement>, at: number) => {
    if (!live || openLightbox === undefined || event.button !== 0 || event.metaKey || event.ctrlKey) return;
    event.preventDefault();
    openLightbox(at, event.currentTarget);
  };
  const onThumbClick = (event: MouseEvent<HTMLAnchorElement>, at: number) => {
    if (!live) return;
    event.preventDefault();
    setIndex(at);
  };
  const linkTarget = display.newWindow && openLightbox === undefined ? '_blank' : undefined;

  return (
    <section
      className={`gallery-slideshow ${display.classes}${live ? ' gallery-slideshow--live' : ''}`}
      aria-roledescription="carousel"
      aria-label={gallery.title || 'Gallery'}
      data-motion={reduced ? 'reduced' : 'full'}
    >
      <div
        className="gallery-slideshow__viewer"
        onKeyDown={onKeyDown}
        onPointerEnter={() => setHovered(true)}
        onPointerLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={(event) => {
          if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) {
            setFocused(false);
          }
        }}
      >
        <div className="gallery-slideshow__stage" {...(live ? swipe : {})}>
          {images.map((image, at) => (
            <div
              key={image.href || at}
              id={slideId(gallery.id, at)}
              className="gallery-slideshow__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={imagePosition(at, count)}
              hidden={live && at !== index}
            >
              <figure className="gallery-slideshow__figure">
                <a
                  className="gallery-slideshow__link"
                  href={image.href}
                  target={linkTarget}
                  rel={linkTarget === undefined ? undefined : 'noopener'}
                  draggable={false}
                  onClick={(event) => onSlideClick(event, at)}
                >
                  <GalleryPicture
                    image={image}
                    className="gallery-slideshow__image"
                    sizes="(max-width: 432px) 100vw, 1000px"
                    shownWidth={1000}
                    lazy={!(at === 0 || (live && near(at, index, count)))}
                  />
                </a>
                <GalleryCaption
                  image={image}
                  title={display.captionTitle}
                  body={display.captionBody}
                  className="gallery-slideshow__caption"
                />
              </figure>
            </div>
          ))}
        </div>
        {live && display.controls && count > 1 ? (
          <div className="gallery-slideshow__controls">
            <button
              type="button"
              className="gallery-slideshow__step gallery-slideshow__step--prev"
              aria-controls={slideId(gallery.id, index)}
              onClick={() => setIndex(stepIndex(index, -1, count))}
            >
              <span aria-hidden="true">‹</span> Previous image
            </button>
            <button
              type="button"
              className="gallery-slideshow__step gallery-slideshow__step--next"
              aria-controls={slideId(gallery.id, index)}
              onClick={() => setIndex(stepIndex(index, 1, count))}
            >
              Next image <span aria-hidden="true">›</span>
            </button>
          </div>
        ) : null}
        {display.thumbnails && count > 1 ? (
          <ul className={`gallery-slideshow__thumbs ${display.stripClasses}`} aria-label="Thumbnails">
            {images.map((image, at) => (
              <li key={image.href || at} className="gallery-strip__item">
                <a
                  className="gallery-strip__link"
                  href={`#${slideId(gallery.id, at)}`}
                  aria-label={`${imagePosition(at, count)}: ${image.alt || image.title}`}
                  aria-current={live && at === index ? 'true' : undefined}
                  onClick={(event) => onThumbClick(event, at)}
                >
                  <GalleryPicture
                    image={image}
                    className="gallery-strip__image"
                    sizes="200px"
                    shownWidth={200}
                    lazy
                    alt=""
                  />
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {live ? (
        <p className="gallery-slideshow__position" aria-live={playing ? 'off' : 'polite'} aria-atomic="true">
          {imagePosition(index, count)}
        </p>
      ) : null}
      {live && display.autoplay && count > 1 ? (
        <button
          type="button"
          className="gallery-slideshow__play"
          onClick={() => setChoice(paused ? 'play' : 'pause')}
        >
          {paused ? 'Play slideshow' : 'Pause slideshow'}
        </button>
      ) : null}
    </section>
  );
}
