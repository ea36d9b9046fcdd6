// The video player island: a still with a play button; only the press loads the player (YouTube, Vimeo or the uploaded file).
import { useEffect, useRef, useState, type ReactElement } from 'react';
import type { IslandDefinition } from '../island-definition.js';
import { videoPlayerProps, type VideoPlayerProps } from './video-player-props.js';

/** The play button's name, with the video's title when it has one. */
export function playLabel(title: string): string {
  return title === '' ? 'Play video' : `Play video: ${title}`;
}

/**
 * The player. Until the visitor presses play it shows the site's own still (or a plain
 * placeholder) and a play link: nothing is asked of YouTube or Vimeo, not even a thumbnail.
 * Without JavaScript the link leads to the video on its provider's site (or to the file). The
 * press swaps in the provider's player, through youtube-nocookie.com or player.vimeo.com with
 * autoplay, or a `<video>` of the uploaded file, and moves focus to it.
 */
export function VideoPlayer({ title, source, still }: VideoPlayerProps): ReactElement | null {
  const [loaded, setLoaded] = useState(false);
  const player = useRef<HTMLIFrameElement & HTMLVideoElement>(null);

  useEffect(() => {
    if (loaded) player.current?.focus();
  }, [loaded]);

  if (source === undefined) return null;
  const name = title || 'Video';

  if (loaded) {
    return (
      <div className="video-player video-player--playing">
        {source.kind === 'file' ? (
          <video
            ref={player}
            className="video-player__frame"
            src={source.url}
            controls
            autoPlay
            playsInline
            aria-label={name}
            tabIndex={-1}
          />
        ) : (
          <iframe
            ref={player}
            className="video-player__frame"
            src={source.embedUrl}
            title={`${name} (${source.providerName})`}
            allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            tabIndex={-1}
          />
        )}
      </div>
    );
  }

  const href = source.kind === 'file' ? source.url : source.watchUrl;
  return (
    <div className="video-player">
      {still === undefined ? (
        <span className="video-player__placeholder" aria-hidden="true" />
      ) : (
        <img
          className="video-player__still"
          src={still.src}
          srcSet={still.srcset}
          sizes="(max-width: 432px) 100vw, 1000px"
          width={still.width}
          height={still.height}
          alt=""
          loading="lazy"
          decoding="async"
        />
      )}
      <a
        className="video-player__play"
        href={href}
        onClick={(event) => {
          event.preventDefault();
          setLoaded(true);
        }}
      >
        <span className="video-player__play-icon" aria-hidden="true" />
        <span className="visually-hidden">{playLabel(title)}</span>
      </a>
    </div>
  );
}

/** The island: `{video.player|island video-player interaction}`. */
export const island: IslandDefinition<VideoPlayerProps> = {
  component: VideoPlayer,
  props: (value) => videoPlayerProps(value),
};
