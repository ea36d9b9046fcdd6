// The audio player island: play and pause, a seek slider, the time as minutes:seconds (SPEC §9), and an album's track list.
import { useEffect, useRef, useState, type ReactElement } from 'react';
import { formatMediaTime } from '../../domain/media/duration.js';
import type { IslandDefinition } from '../island-definition.js';
import { audioPlayerProps, type AudioPlayerValue } from './audio-player-props.js';

/** What the player's controls say. */
export const AUDIO_PLAYER_TEXT = {
  region: 'Audio player',
  play: 'Play',
  pause: 'Pause',
  seek: 'Seek',
  tracks: 'Tracks',
} as const;

/**
 * The player. On the server and before hydration it is a native `<audio controls>` (playable
 * without JavaScript) and a list of links to the tracks' files. Once hydrated the native controls
 * give way to a play/pause button, an accessible range slider that seeks, and the elapsed time and
 * duration as minutes:seconds; the track list's links then choose the track and play it, and a
 * track that ends starts the next.
 */
export function AudioPlayer({ title, artist, tracks }: AudioPlayerValue): ReactElement | null {
  const audio = useRef<HTMLAudioElement>(null);
  const [enhanced, setEnhanced] = useState(false);
  const [current, setCurrent] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(0);
  const playNext = useRef(false);

  useEffect(() => {
    setEnhanced(true);
    // A visitor may have started the native player before it hydrated.
    const element = audio.current;
    if (element !== null) {
      setPlaying(!element.paused);
      setTime(element.currentTime || 0);
      if (Number.isFinite(element.duration)) setDuration(element.duration);
    }
  }, []);

  useEffect(() => {
    const element = audio.current;
    if (element === null || !playNext.current) return;
    playNext.current = false;
    void element.play()?.catch(() => setPlaying(false));
  }, [current]);

  if (tracks.length === 0) return null;
  const track = tracks[Math.min(current, tracks.length - 1)];
  const label = title || track.title || AUDIO_PLAYER_TEXT.region;

  function choose(at: number) {
    setTime(0);
    setDuration(0);
    if (at === current) {
      void audio.current?.play()?.catch(() => setPlaying(false));
      return;
    }
    playNext.current = true;
    setCurrent(at);
  }

  function toggle() {
    const element = audio.current;
    if (element === null) return;
    if (element.paused) void element.play()?.catch(() => setPlaying(false));
    else element.pause();
  }

  function seek(to: number) {
    const element = audio.current;
    if (element === null || !Number.isFinite(to)) return;
    element.currentTime = to;
    setTime(to);
  }

  const elapsed = formatMediaTime(time);
  const length = formatMediaTime(duration);
  return (
    <section className="audio-player" aria-label={label}>
      {title || artist ? (
        <header className="audio-player__header">
          {title ? <p className="audio-player__title">{title}</p> : null}
          {artist ? <p className="audio-player__artist">{artist}</p> : null}
        </header>
      ) : null}
      <p className="audio-player__now">{track.title}</p>
      <audio
        ref={audio}
        className="audio-player__media"
        src={track.url}
        controls={!enhanced}
        preload="metadata"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onTimeUpdate={(event) => setTime(event.currentTarget.currentTime)}
        onLoadedMetadata={(event) => setDuration(event.currentTarget.duration)}
        onDurationChange={(event) => setDuration(event.currentTarget.duration)}
        onEnded={() => {
          setPlaying(false);
          if (current < tracks.length - 1) choose(current + 1);
        }}
      >
        <a href={track.url}>{track.title}</a>
      </audio>
      {enhanced ? (
        <div className="audio-player__controls">
          <button
            type="button"
            className="audio-player__toggle"
            aria-label={`${playing ? AUDIO_PLAYER_TEXT.pause : AUDIO_PLAYER_TEXT.play}: ${track.title}`}
            onClick={toggle}
          >
            <span
              aria-hidden="true"
              className={playing ? 'audio-player__icon--pause' : 'audio-player__icon--play'}
            />
          </button>
          <span className="audio-player__time" aria-hidden="true">
            {elapsed}
          </span>
          <input
            type="range"
            className="audio-player__seek"
            aria-label={AUDIO_PLAYER_TEXT.seek}
            min={0}
            max={Math.max(duration, 0) || 0}
            step={1}
            value={Math.min(time, duration || 0)}
            aria-valuetext={`${elapsed} of ${length}`}
            disabled={!(duration > 0)}
            onChange={(event) => seek(Number(event.currentTarget.value))}
          />
          <span className="audio-player__time audio-player__duration" aria-hidden="true">
            {length}
          </span>
        </div>
      ) : null}
      {tracks.length > 1 ? (
        <ol className="audio-player__tracks" aria-label={AUDIO_PLAYER_TEXT.tracks}>
          {tracks.map((entry, at) => (
            <li key={`${at}-${entry.url}`}>
              <a
                className="audio-player__track"
                href={entry.url}
                aria-current={at === current ? 'true' : undefined}
                onClick={(event) => {
                  if (!enhanced) return;
                  event.preventDefault();
                  choose(at);
                }}
              >
                {entry.title}
              </a>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}

/** The island: `{audio.player|island audio-player interaction}`. */
export const island: IslandDefinition<AudioPlayerValue> = {
  component: AudioPlayer,
  props: (value) => audioPlayerProps(value),
};
