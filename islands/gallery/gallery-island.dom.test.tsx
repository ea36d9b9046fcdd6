// Drives the gallery island as a visitor: the slideshow by keys, buttons, thumbnails, swipes and autoplay; the lightbox opened from the theme's links.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { galleryDisplay } from '../../domain/gallery-display.js';
import { renderIsland } from '../test-support/render-island.js';
import { Gallery } from './gallery-island.js';
import type { GalleryImage, GalleryProps } from './gallery-props.js';

const IMAGES: GalleryImage[] = ['Fog', 'Buoys', 'Ridge'].map((title, at) => ({
  src: `/files/w/${at}/${title.toLowerCase()}.jpg`,
  variants: '100w,300w,500w,750w,1000w,1500w,1600x1200',
  width: 1600,
  height: 1200,
  alt: `${title} at dawn`,
  title,
  body: `About ${title}.`,
  href: `/gallery/${title.toLowerCase()}`,
}));

function gallery(options: Record<string, string | number | boolean>): GalleryProps {
  return { id: 'g1', title: 'Along the Waterfront', display: galleryDisplay(options), images: IMAGES };
}

const SLIDESHOW = {
  design: 'slideshow',
  controls: true,
  thumbnails: true,
  'show-meta': true,
  'show-meta-basic': true,
  'autoplay-duration': 3,
};

/** The slide the visitor sees (the others are hidden once the island is live). */
function shownSlide(): HTMLElement {
  const shown = screen.getAllByRole('group').filter((slide) => !slide.hidden);
  expect(shown).toHaveLength(1);
  return shown[0];
}

/** A swipe by a finger from `fromX` to `toX` on `element`. */
function swipe(element: HTMLElement, fromX: number, toX: number): void {
  fireEvent.pointerDown(element, { pointerId: 7, pointerType: 'touch', clientX: fromX, clientY: 200 });
  fireEvent.pointerUp(element, { pointerId: 7, pointerType: 'touch', clientX: toX, clientY: 210 });
}

/** `prefers-reduced-motion: reduce` as the visitor's browser answers it. */
function preferReducedMotion(reduce: boolean): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

afterEach(() => {
  vi.useRealTimers();
});

describe('gallery slideshow (jsdom)', () => {
  it('hydrates over its server HTML without a mismatch, then shows one slide', async () => {
    const props = gallery({ ...SLIDESHOW, autoplay: true, lightbox: true });
    const root = document.createElement('div');
    root.innerHTML = renderToString(<Gallery {...props} />);
    document.body.append(root);
    // Without JavaScript: every slide, no buttons; only the first slide's image loads at once.
    expect(root.querySelectorAll('.gallery-slideshow__slide:not([hidden])')).toHaveLength(3);
    expect(root.querySelectorAll('.gallery-slideshow__image[loading="lazy"]')).toHaveLength(2);
    expect(root.querySelector('button.gallery-slideshow__step')).toBeNull();
    const errors: unknown[] = [];
    let hydrated: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      hydrated = hydrateRoot(root, <Gallery {...props} />, {
        onRecoverableError: (error) => errors.push(error),
      });
    });
    expect(errors).toEqual([]);
    expect(root.querySelectorAll('.gallery-slideshow__slide:not([hidden])')).toHaveLength(1);
    expect(root.querySelector('button.gallery-slideshow__step')).not.toBeNull();
    act(() => hydrated?.unmount());
    root.remove();
  });

  it('shows one image at a time, moved by the arrow keys, Home and End, and says which it is', async () => {
    const { user } = renderIsland(<Gallery {...gallery(SLIDESHOW)} />);
    const carousel = screen.getByRole('region', { name: 'Along the Waterfront' });
    expect(shownSlide().getAttribute('aria-label')).toBe('Image 1 of 3');
    expect(within(shownSlide()).getByRole('img', { name: 'Fog at dawn' }).getAttribute('loading')).toBeNull();
    expect(within(carousel).getByText('Image 1 of 3', { selector: 'p' })).toBeTruthy();

    await user.tab();
    expect(document.activeElement).toBe(within(shownSlide()).getByRole('link'));
    await user.keyboard('{ArrowRight}');
    expect(shownSlide().getAttribute('aria-label')).toBe('Image 2 of 3');
    expect(within(carousel).getByText('Image 2 of 3', { selector: 'p' }).getAttribute('aria-live')).toBe(
      'polite',
    );
    // The focus follows onto the new slide's link, so the keys keep working.
    expect(document.activeElement).toBe(within(shownSlide()).getByRole('link'));
    await user.keyboard('{End}');
    expect(shownSlide().getAttribute('aria-label')).toBe('Image 3 of 3');
    await user.keyboard('{ArrowRight}');
    expect(shownSlide().getAttribute('aria-label')).toBe('Image 1 of 3');
    await user.keyboard('{ArrowLeft}');
    expect(shownSlide().getAttribute('aria-label')).toBe('Image 3 of 3');
    await user.keyboard('{Home}');
    expect(shownSlide().getAttribute('aria-label')).toBe('Image 1 of 3');
  });

  it('moves with its buttons and thumbnails, and captions each image with its title and description', async () => {
    const { user } = renderIsland(<Gallery {...gallery(SLIDESHOW)} />);
    await user.click(screen.getByRole('button', { name: 'Next image' }));
    expect(within(shownSlide()).getByText('Buoys')).toBeTruthy();
    expect(within(shownSlide()).getByText('About Buoys.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(within(shownSlide()).getByText('Fog')).toBeTruthy();

    const thumbnails = screen.getByRole('list', { name: 'Thumbnails' });
    await user.click(within(thumbnails).getByRole('link', { name: 'Image 3 of 3: Ridge at dawn' }));
    expect(within(shownSlide()).getByText('Ridge')).toBeTruthy();
    expect(
      within(thumbnails)
        .getByRole('link', { name: 'Image 3 of 3: Ridge at dawn' })
        .getAttribute('aria-current'),
    ).toBe('true');
    // The thumbnails wait until they are near the viewport; the shown slide and those either side
    // of it (here all three) load at once, so a step shows its image without a wait.
    const lazy = Array.from(document.querySelectorAll('img')).filter(
      (image) => image.getAttribute('loading') === 'lazy',
    );
    expect(lazy.map((image) => image.className)).toEqual(IMAGES.map(() => 'gallery-strip__image'));
    expect(within(shownSlide()).getByRole('img').getAttribute('srcset')).toContain(
      '/files/w/2/ridge.jpg?format=1500w 1500w',
    );
  });

  it('moves on a swipe to the left and back on a swipe to the right, not on a short or upward drag', () => {
    renderIsland(<Gallery {...gallery(SLIDESHOW)} />);
    const stage = shownSlide().parentElement as HTMLElement;
    swipe(stage, 300, 120);
    expect(shownSlide().getAttribute('aria-label')).toBe('Image 2 of 3');
    swipe(stage, 100, 300);
    expect(shownSlide().getAttribute('aria-label')).toBe('Image 1 of 3');
    swipe(stage, 300, 280);
    fireEvent.pointerDown(stage, { pointerId: 8, pointerType: 'touch', clientX: 300, clientY: 400 });
    fireEvent.pointerUp(stage, { pointerId: 8, pointerType: 'touch', clientX: 240, clientY: 100 });
    expect(shownSlide().getAttribute('aria-label')).toBe('Image 1 of 3');
  });

  it('plays every autoplay-duration seconds, holds while pointed at or paused, and goes on when played', () => {
    vi.useFakeTimers();
    renderIsland(<Gallery {...gallery({ ...SLIDESHOW, autoplay: true })} />);
    act(() => vi.advanceTimersByTime(2_999));
    expect(shownSlide().getAttribute('aria-label')).toBe('Image 1 of 3');
    act(() => vi.advanceTimersByTime(1));
    expect(shownSlide().getAttribute('aria-label')).toBe('Image 2 of 3');
    // While it plays, each change is not read out.
    expect(screen.getByText('Image 2 of 3', { selector: 'p' }).getAttribute('aria-live')).toBe('off');

    const viewer = shownSlide().closest('.gallery-slideshow__viewer') as HTMLElement;
    fireEvent.pointerEnter(viewer);
    act(() => vi.advanceTimersByTime(10_000));
    expect(shownSlide().getAttribute('aria-label')).toBe('Image 2 of 3');
    fireEvent.pointerLeave(viewer);
    act(() => vi.advanceTimersByTime(3_000));
    expect(shownSlide().getAttribute('aria-label')).toBe('Image 3 of 3');

    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    act(() => vi.advanceTimersByTime(10_000));
    expect(shownSlide().getAttribute('aria-label')).toBe('Image 3 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
    act(() => vi.advanceTimersByTime(3_000));
    expect(shownSlide().getAttribute('aria-label')).toBe('Image 1 of 3');
  });

  it('holds while the focus is inside it', () => {
    vi.useFakeTimers();
    renderIsland(<Gallery {...gallery({ ...SLIDESHOW, autoplay: true })} />);
    act(() => within(shownSlide()).getByRole('link').focus());
    act(() => vi.advanceTimersByTime(10_000));
    expect(shownSlide().getAttribute('aria-label')).toBe('Image 1 of 3');
  });

  it('neither plays nor animates for a visitor who prefers reduced motion, until asked to play', () => {
    vi.useFakeTimers();
    preferReducedMotion(true);
    renderIsland(<Gallery {...gallery({ ...SLIDESHOW, autoplay: true })} />);
    const carousel = screen.getByRole('region', { name: 'Along the Waterfront' });
    expect(carousel.getAttribute('data-motion')).toBe('reduced');
    act(() => vi.advanceTimersByTime(20_000));
    expect(shownSlide().getAttribute('aria-label')).toBe('Image 1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
    act(() => vi.advanceTimersByTime(3_000));
    expect(shownSlide().getAttribute('aria-label')).toBe('Image 2 of 3');
  });
});

/** The theme's grid links (templates/collections/gallery.list) beside the island. */
function renderGrid(options: Record<string, string | number | boolean>) {
  return renderIsland(
    <>
      <ul>
        {IMAGES.map((image) => (
          <li key={image.href}>
            <a href={image.href} data-tessera-lightbox="g1">
              <img src={image.src} alt={image.alt} />
            </a>
          </li>
        ))}
      </ul>
      <Gallery {...gallery(options)} />
    </>,
  );
}

describe('gallery lightbox (jsdom)', () => {
  it("opens at the image pressed, named for the gallery, with the focus inside and the image's position", async () => {
    const { user } = renderGrid({ design: 'grid', lightbox: true, lightboxTheme: 'light' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('img', { name: 'Buoys at dawn' }));

    const dialog = screen.getByRole('dialog', { name: 'Along the Waterfront' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(within(dialog).getByText('Image 2 of 3')).toBeTruthy();
    const shown = within(dialog).getByRole('img', { name: 'Buoys at dawn' });
    expect(shown.getAttribute('loading')).toBeNull();
    expect(shown.getAttribute('sizes')).toBe('100vw');
    expect(dialog.closest('.tessera-modal')?.classList.contains('tessera-lightbox--light')).toBe(true);
  });

  it('moves by the arrow keys, Home and End, closes with Escape and gives the focus back to the link', async () => {
    const { user } = renderGrid({ design: 'grid', lightbox: true });
    const link = screen.getByRole('link', { name: 'Fog at dawn' });
    await user.click(link);
    const dialog = screen.getByRole('dialog', { name: 'Along the Waterfront' });
    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByText('Image 2 of 3')).toBeTruthy();
    await user.keyboard('{End}');
    expect(within(dialog).getByRole('img', { name: 'Ridge at dawn' })).toBeTruthy();
    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByText('Image 1 of 3')).toBeTruthy();
    await user.keyboard('{ArrowLeft}');
    expect(within(dialog).getByText('Image 3 of 3')).toBeTruthy();
    await user.keyboard('{Home}');
    expect(within(dialog).getByText('Image 1 of 3')).toBeTruthy();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(link);
  });

  it('keeps Tab inside the open lightbox', async () => {
    // jsdom lays nothing out; give every element a box so the dialog's Tab stops are its buttons.
    vi.spyOn(HTMLElement.prototype, 'getClientRects').mockReturnValue([{}] as unknown as DOMRectList);
    const { user } = renderGrid({ design: 'grid', lightbox: true });
    await user.click(screen.getByRole('link', { name: 'Ridge at dawn' }));
    const dialog = screen.getByRole('dialog', { name: 'Along the Waterfront' });
    const close = within(dialog).getByRole('button', { name: 'Close' });
    expect(document.activeElement).toBe(close);
    await user.tab();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Previous image' }));
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(close);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Next image' }));
    vi.restoreAllMocks();
  });

  it('moves on a swipe, and closes with its Close button', async () => {
    const { user } = renderGrid({ design: 'grid', lightbox: true });
    const link = screen.getByRole('link', { name: 'Fog at dawn' });
    await user.click(link);
    const dialog = screen.getByRole('dialog', { name: 'Along the Waterfront' });
    const stage = within(dialog).getByRole('figure');
    swipe(stage, 400, 100);
    expect(within(dialog).getByText('Image 2 of 3')).toBeTruthy();
    swipe(stage, 100, 400);
    swipe(stage, 100, 400);
    expect(within(dialog).getByText('Image 3 of 3')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(link);
  });

  it("leaves a modified click alone, so the image's page opens in a new tab", () => {
    renderGrid({ design: 'grid', lightbox: true });
    let prevented: boolean | undefined;
    // Heard after the island's own listener; it stops jsdom's navigation once it has looked.
    const afterIsland = (event: MouseEvent) => {
      prevented = event.defaultPrevented;
      event.preventDefault();
    };
    window.addEventListener('click', afterIsland);
    fireEvent.click(screen.getByRole('link', { name: 'Fog at dawn' }), { ctrlKey: true });
    window.removeEventListener('click', afterIsland);
    expect(prevented).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not follow the slide a mouse swipe ended on', () => {
    renderIsland(<Gallery {...gallery({ ...SLIDESHOW, lightbox: true })} />);
    const link = within(shownSlide()).getByRole('link');
    fireEvent.pointerDown(link, {
      pointerId: 1,
      pointerType: 'mouse',
      button: 0,
      clientX: 400,
      clientY: 200,
    });
    fireEvent.pointerUp(link, { pointerId: 1, pointerType: 'mouse', button: 0, clientX: 100, clientY: 200 });
    expect(fireEvent.click(link)).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(shownSlide().getAttribute('aria-label')).toBe('Image 2 of 3');
    // The next plain click opens the lightbox as before.
    fireEvent.click(within(shownSlide()).getByRole('link'));
    expect(screen.getByRole('dialog', { name: 'Along the Waterfront' })).toBeTruthy();
  });

  it('opens from the slideshow when the slideshow has the lightbox on, and holds the autoplay while open', async () => {
    const { user } = renderIsland(<Gallery {...gallery({ ...SLIDESHOW, lightbox: true })} />);
    await user.click(within(shownSlide()).getByRole('link'));
    const dialog = screen.getByRole('dialog', { name: 'Along the Waterfront' });
    expect(within(dialog).getByText('Image 1 of 3')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(document.activeElement).toBe(within(shownSlide()).getByRole('link'));
  });
});
