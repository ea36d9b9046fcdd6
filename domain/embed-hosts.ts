// The hosts an embed block may frame: the sanitizer keeps only their iframes, and the CSP lets only them in.

/** Hosts whose players and maps embed blocks may show, over https only. */
export const EMBED_HOSTS: readonly string[] = [
  'www.youtube.com',
  'www.youtube-nocookie.com',
  'player.vimeo.com',
  'www.google.com',
  'maps.google.com',
  'calendar.google.com',
  'open.spotify.com',
  'w.soundcloud.com',
  'www.openstreetmap.org',
  'bandcamp.com',
];

/** Whether `src` is an https address on one of {@link EMBED_HOSTS}. */
export function isEmbeddableUrl(src: string): boolean {
  try {
    const url = new URL(src);
    return url.protocol === 'https:' && EMBED_HOSTS.includes(url.hostname);
  } catch {
    return false;
  }
}
