import { describe, expect, it } from 'vitest';
import {
  NO_VIDEO_MESSAGE,
  parseVideoLink,
  startSeconds,
  UNSUPPORTED_VIDEO_MESSAGE,
  VIMEO_BASIC_MESSAGE,
} from './video-links.js';

const ID = 'dQw4w9WgXcQ';

describe('parseVideoLink: YouTube', () => {
  it.each([
    `https://www.youtube.com/watch?v=${ID}`,
    `https://youtube.com/watch?v=${ID}&list=PL123&index=2`,
    `https://m.youtube.com/watch?v=${ID}`,
    `https://music.youtube.com/watch?v=${ID}`,
    `https://youtu.be/${ID}`,
    `https://youtu.be/${ID}?si=abc`,
    `https://www.youtube.com/shorts/${ID}`,
    `https://www.youtube.com/embed/${ID}`,
    `https://www.youtube.com/live/${ID}`,
    `https://www.youtube-nocookie.com/embed/${ID}`,
    `www.youtube.com/watch?v=${ID}`,
    `  http://youtu.be/${ID}  `,
  ])('%s plays through youtube-nocookie.com', (link) => {
    const result = parseVideoLink(link);
    expect(result).toEqual({
      ok: true,
      source: {
        kind: 'youtube',
        id: ID,
        providerName: 'YouTube',
        embedUrl: `https://www.youtube-nocookie.com/embed/${ID}?autoplay=1&rel=0`,
        watchUrl: `https://www.youtube.com/watch?v=${ID}`,
      },
    });
  });

  it('keeps a start time', () => {
    const result = parseVideoLink(`https://youtu.be/${ID}?t=1m30s`);
    expect(result.ok && result.source.kind === 'youtube' && result.source.embedUrl).toBe(
      `https://www.youtube-nocookie.com/embed/${ID}?autoplay=1&rel=0&start=90`,
    );
    expect(startSeconds('90')).toBe(90);
    expect(startSeconds('90s')).toBe(90);
    expect(startSeconds('1h2m3s')).toBe(3723);
    expect(startSeconds('soon')).toBeUndefined();
    expect(startSeconds(null)).toBeUndefined();
  });

  it.each([
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/channel/UC123',
    'https://www.youtube.com/',
    'https://youtu.be/',
    `https://www.youtube.com/watch?v=${ID}"><script>`,
    'https://www.youtube-nocookie.com/watch?v=dQw4w9WgXcQ',
  ])('refuses %s', (link) => {
    expect(parseVideoLink(link)).toEqual({ ok: false, message: UNSUPPORTED_VIDEO_MESSAGE });
  });
});

describe('parseVideoLink: Vimeo', () => {
  it.each([
    ['https://vimeo.com/76979871', '76979871', undefined],
    ['https://www.vimeo.com/76979871', '76979871', undefined],
    ['https://vimeo.com/76979871/8272103f6e', '76979871', '8272103f6e'],
    ['https://vimeo.com/76979871?h=8272103f6e', '76979871', '8272103f6e'],
    ['https://player.vimeo.com/video/76979871', '76979871', undefined],
    ['https://player.vimeo.com/video/76979871?h=8272103f6e', '76979871', '8272103f6e'],
    ['https://vimeo.com/channels/staffpicks/76979871', '76979871', undefined],
    ['https://vimeo.com/groups/shortfilms/videos/76979871', '76979871', undefined],
    ['https://vimeo.com/showcase/1234/video/76979871', '76979871', undefined],
  ])('%s plays through player.vimeo.com', (link, id, hash) => {
    const result = parseVideoLink(link);
    expect(result).toEqual({
      ok: true,
      source: {
        kind: 'vimeo',
        id,
        providerName: 'Vimeo',
        embedUrl: `https://player.vimeo.com/video/${id}?autoplay=1&dnt=1${hash ? `&h=${hash}` : ''}`,
        watchUrl: `https://vimeo.com/${id}${hash ? `/${hash}` : ''}`,
      },
    });
  });

  it.each([
    'https://vimeo.com/user12345/review/76979871/8272103f6e',
    'https://vimeo.com/manage/videos/76979871',
  ])('%s is a private video: SPEC §8 Vimeo Basic message', (link) => {
    expect(parseVideoLink(link)).toEqual({ ok: false, message: VIMEO_BASIC_MESSAGE });
  });

  it.each(['https://vimeo.com/', 'https://vimeo.com/someone', 'https://player.vimeo.com/api/player.js'])(
    'refuses %s',
    (link) => {
      expect(parseVideoLink(link)).toEqual({ ok: false, message: UNSUPPORTED_VIDEO_MESSAGE });
    },
  );
});

describe('parseVideoLink: files and everything else', () => {
  it('plays an uploaded video of the site', () => {
    expect(parseVideoLink('/files/w1/f1/clip.MP4')).toEqual({
      ok: true,
      source: { kind: 'file', providerName: '', url: '/files/w1/f1/clip.MP4' },
    });
  });

  it.each([
    '/files/w1/f1/notes.pdf',
    '/files/../secret.mp4',
    '/elsewhere/clip.mp4',
    'https://example.com/clip.mp4',
    'javascript:alert(1)',
    'ftp://youtube.com/watch?v=dQw4w9WgXcQ',
    'not a link at all',
  ])('refuses %s', (link) => {
    expect(parseVideoLink(link)).toEqual({ ok: false, message: UNSUPPORTED_VIDEO_MESSAGE });
  });

  it('asks for something when empty', () => {
    expect(parseVideoLink('  ')).toEqual({ ok: false, message: NO_VIDEO_MESSAGE });
  });
});
