// Drives the audio player as a listener would, on a stubbed HTMLMediaElement (jsdom plays nothing): play, pause, seek, the time as minutes:seconds, an album's tracks.
import { act, fireEvent, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderIsland } from '../test-support/render-island.js';
import { AudioPlayer, island } from './audio-player.js';
import type { AudioPlayerValue } from './audio-player-props.js';

interface MediaState {
  paused: boolean;
  time: number;
  duration: number;
  plays: number;
}

const states = new WeakMap<HTMLMediaElement, MediaState>();
function state(element: HTMLMediaElement): MediaState {
  let found = states.get(element);
  if (found === undefined) {
    found = { paused: true, time: 0, duration: Number.NaN, plays: 0 };
    states.set(element, found);
  }
  return found;
}

const proto = HTMLMediaElement.prototype;
const saved = ['paused', 'currentTime', 'duration', 'play', 'pause'].map(
  (name) => [name, Object.getOwnPropertyDescriptor(proto, name)] as const,
);

/** A media element that keeps its state and sends the events a browser sends. */
function stubMedia(): void {
  Object.defineProperty(proto, 'paused', { configurable: true, get: () => undefined });
  Object.defineProperties(proto, {
    paused: {
      configurable: true,
      get(this: HTMLMediaElement) {
        return state(this).paused;
      },
    },
    currentTime: {
      configurable: true,
      get(this: HTMLMediaElement) {
        return state(this).time;
      },
      set(this: HTMLMediaElement, value: number) {
        state(this).time = value;
      },
    },
    duration: {
      configurable: true,
      get(this: HTMLMediaElement) {
        return state(this).duration;
      },
    },
    play: {
      configurable: true,
      value(this: HTMLMediaElement) {
        const s = state(this);
        s.paused = false;
        s.plays += 1;
        this.dispatchEvent(new Event('play'));
        return Promise.resolve();
      },
    },
    pause: {
      configurable: true,
      value(this: HTMLMediaElement) {
        state(this).paused = true;
        this.dispatchEvent(new Event('pause'));
      },
    },
  });
}

const ALBUM: AudioPlayerValue = {
  title: 'Harbor Sessions',
  artist: 'The Pines',
  tracks: [
    { title: 'Morning', url: '/files/w/1/morning.mp3' },
    { title: 'Tide', url: '/files/w/2/tide.mp3' },
    { title: 'Night', url: '/files/w/3/night.mp3' },
  ],
};

function media(): HTMLAudioElement {
  const element = document.querySelector('audio');
  if (element === null) throw new Error('no <audio>');
  return element;
}

/** The media element reports what a browser reports as it loads and plays. */
function report(
  element: HTMLMediaElement,
  event: 'loadedmetadata' | 'timeupdate' | 'ended',
  patch: Partial<MediaState>,
) {
  act(() => {
    Object.assign(state(element), patch);
    element.dispatchEvent(new Event(event));
  });
}

describe('audio player (jsdom)', () => {
  beforeAll(stubMedia);
  afterAll(() => {
    for (const [name, descriptor] of saved) {
      if (descriptor === undefined) delete (proto as unknown as Record<string, unknown>)[name];
      else Object.defineProperty(proto, name, descriptor);
    }
  });
  beforeEach(() => {
    document.body.innerHTML = '';
  });

  it('is a native <audio controls> with links to the tracks before JavaScript', () => {
    const html = renderToString(<AudioPlayer {...ALBUM} />);
    expect(html).toContain('<audio class="audio-player__media" src="/files/w/1/morning.mp3" controls=""');
    expect(html).toContain('href="/files/w/2/tide.mp3"');
    expect(html).not.toContain('type="range"');
  });

  it('plays and pauses, shows the time as minutes:seconds, and seeks with the slider', async () => {
    const { user } = renderIsland(<AudioPlayer {...ALBUM} />);
    const audio = media();
    expect(audio.hasAttribute('controls')).toBe(false);
    const slider = screen.getByRole('slider', { name: 'Seek' });
    expect((slider as HTMLInputElement).disabled).toBe(true);

    report(audio, 'loadedmetadata', { duration: 125 });
    expect(screen.getByText('2:05')).toBeTruthy();
    expect((slider as HTMLInputElement).disabled).toBe(false);
    expect(slider.getAttribute('max')).toBe('125');

    await user.click(screen.getByRole('button', { name: 'Play: Morning' }));
    expect(state(audio).plays).toBe(1);
    expect(screen.getByRole('button', { name: 'Pause: Morning' })).toBeTruthy();

    report(audio, 'timeupdate', { time: 65.7 });
    expect(screen.getByText('1:05')).toBeTruthy();
    expect(slider.getAttribute('aria-valuetext')).toBe('1:05 of 2:05');

    fireEvent.change(slider, { target: { value: '90' } });
    expect(audio.currentTime).toBe(90);
    expect(slider.getAttribute('aria-valuetext')).toBe('1:30 of 2:05');

    await user.click(screen.getByRole('button', { name: 'Pause: Morning' }));
    expect(state(audio).paused).toBe(true);
    expect(screen.getByRole('button', { name: 'Play: Morning' })).toBeTruthy();
  });

  it('plays the track chosen from the list, and the next one when a track ends', async () => {
    const { user } = renderIsland(<AudioPlayer {...ALBUM} />);
    const list = screen.getByRole('list', { name: 'Tracks' });
    expect(list.querySelectorAll('li')).toHaveLength(3);
    await user.click(within(list).getByRole('link', { name: 'Tide' }));
    const audio = media();
    expect(audio.getAttribute('src')).toBe('/files/w/2/tide.mp3');
    expect(state(audio).plays).toBe(1);
    expect(within(list).getByRole('link', { name: 'Tide' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('button', { name: 'Pause: Tide' })).toBeTruthy();

    report(audio, 'ended', { paused: true });
    expect(audio.getAttribute('src')).toBe('/files/w/3/night.mp3');
    expect(state(audio).plays).toBe(2);
    expect(screen.getByText('Night', { selector: '.audio-player__now' })).toBeTruthy();
  });

  it('keeps only uploaded audio files, at most 60, from what the server gives', () => {
    const props = island.props(
      {
        title: 'Mixed',
        tracks: [
          { title: 'Fine', url: '/files/w/1/a.mp3' },
          { title: 'Elsewhere', url: 'https://example.com/b.mp3' },
          { title: 'Script', url: 'javascript:alert(1)' },
          ...Array.from({ length: 70 }, (_, at) => ({ title: `T${at}`, url: `/files/w/t/${at}.m4a` })),
        ],
      },
      { locale: 'en-US' },
    ) as AudioPlayerValue;
    expect(props.tracks).toHaveLength(60);
    expect(props.tracks[0]).toEqual({ title: 'Fine', url: '/files/w/1/a.mp3' });
    expect(props.tracks.some((track) => !track.url.startsWith('/files/'))).toBe(false);
  });

  it('has no serious or critical axe finding', async () => {
    renderIsland(<AudioPlayer {...ALBUM} />);
    const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    const serious = results.violations.filter(
      (violation) => violation.impact === 'serious' || violation.impact === 'critical',
    );
    expect(serious.map((violation) => violation.id)).toEqual([]);
  });
});
