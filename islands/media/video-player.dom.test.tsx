// Drives the video player as a visitor would: a still and a play link, nothing from YouTube or Vimeo until the press, then their player (or the file's <video>).
import { screen } from '@testing-library/react';
import axe from 'axe-core';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it } from 'vitest';
import { parseVideoLink } from '../../domain/media/video-links.js';
import { renderIsland } from '../test-support/render-island.js';
import { island, VideoPlayer } from './video-player.js';
import type { VideoPlayerProps } from './video-player-props.js';

function propsOf(link: string, extra: Partial<VideoPlayerProps> = {}): VideoPlayerProps {
  const parsed = parseVideoLink(link);
  if (!parsed.ok) throw new Error(parsed.message);
  return island.props(
    { title: 'Workshop tour', source: parsed.source, ...extra },
    { locale: 'en-US' },
  ) as VideoPlayerProps;
}

const STILL = { src: '/files/w/i/still.jpg?format=1000w', width: 1600, height: 900 };

/** Every address the page would load: frames, media, images. */
function loadedAddresses(): string[] {
  return [...document.querySelectorAll('iframe, video, audio, img, script, source')].flatMap((element) =>
    ['src', 'srcset'].map((name) => element.getAttribute(name) ?? '').filter(Boolean),
  );
}

describe('video player (jsdom)', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
  });

  it('shows the site’s still and a play link, and loads nothing from YouTube before the press', async () => {
    const { user } = renderIsland(
      <VideoPlayer {...propsOf('https://youtu.be/dQw4w9WgXcQ', { still: STILL })} />,
    );
    expect(document.querySelector('iframe')).toBeNull();
    expect(loadedAddresses()).toEqual([STILL.src]);
    const play = screen.getByRole('link', { name: 'Play video: Workshop tour' });
    expect(play.getAttribute('href')).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');

    await user.click(play);
    const frame = document.querySelector('iframe');
    expect(frame?.getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0',
    );
    expect(frame?.getAttribute('title')).toBe('Workshop tour (YouTube)');
    expect(frame?.getAttribute('allow')).toContain('autoplay');
    expect(document.activeElement).toBe(frame);
    expect(screen.queryByRole('link', { name: /Play video/ })).toBeNull();
  });

  it('loads Vimeo’s player through player.vimeo.com, with a plain placeholder when there is no still', async () => {
    const { user } = renderIsland(<VideoPlayer {...propsOf('https://vimeo.com/76979871')} />);
    expect(loadedAddresses()).toEqual([]);
    expect(document.querySelector('.video-player__placeholder')).not.toBeNull();
    await user.click(screen.getByRole('link', { name: 'Play video: Workshop tour' }));
    expect(document.querySelector('iframe')?.getAttribute('src')).toBe(
      'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1',
    );
  });

  it('plays an uploaded file in a <video> only once pressed', async () => {
    const { user } = renderIsland(<VideoPlayer {...propsOf('/files/w/v/clip.mp4')} />);
    expect(document.querySelector('video')).toBeNull();
    expect(screen.getByRole('link', { name: 'Play video: Workshop tour' }).getAttribute('href')).toBe(
      '/files/w/v/clip.mp4',
    );
    await user.click(screen.getByRole('link', { name: 'Play video: Workshop tour' }));
    const video = document.querySelector('video');
    expect(video?.getAttribute('src')).toBe('/files/w/v/clip.mp4');
    expect(video?.autoplay).toBe(true);
    expect(video?.hasAttribute('controls')).toBe(true);
  });

  it('renders no frame on the server, and frames only what the link rule allows', () => {
    const html = renderToString(<VideoPlayer {...propsOf('https://youtu.be/dQw4w9WgXcQ')} />);
    expect(html).not.toContain('<iframe');
    expect(html).not.toContain('youtube-nocookie');
    const forged = island.props(
      {
        title: 'x',
        source: {
          kind: 'youtube',
          id: 'dQw4w9WgXcQ',
          embedUrl: 'https://evil.example/embed',
          watchUrl: 'https://evil.example',
        },
        still: { src: 'https://i.ytimg.com/vi/x/0.jpg', width: 10, height: 10 },
      },
      { locale: 'en-US' },
    ) as VideoPlayerProps;
    expect(forged.source?.kind === 'youtube' && forged.source.embedUrl).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0',
    );
    expect(forged.still).toBeUndefined();
    const none = island.props(
      { source: { kind: 'file', url: 'https://evil.example/a.mp4' } },
      { locale: 'en-US' },
    );
    expect(renderToString(<VideoPlayer {...(none as VideoPlayerProps)} />)).toBe('');
  });

  it('has no serious or critical axe finding, before and after the press', async () => {
    const { user } = renderIsland(
      <VideoPlayer {...propsOf('https://vimeo.com/76979871', { still: STILL })} />,
    );
    const check = async () => {
      // The provider's frame is not ours to check (and jsdom loads nothing into it).
      const results = await axe.run(document.body, {
        iframes: false,
        rules: { 'color-contrast': { enabled: false } },
      });
      return results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => violation.id);
    };
    expect(await check()).toEqual([]);
    await user.click(screen.getByRole('link', { name: 'Play video: Workshop tour' }));
    expect(await check()).toEqual([]);
  });
});
