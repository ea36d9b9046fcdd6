// The message the site in the preview frame posts to move the frame (runtime: islands/editor-frame.ts sends it).

/** SPEC §2: the pill cart inside the editor frame asks the editor to show this URL. */
export interface SetFrameUrlMessage {
  readonly type: 'tessera:set-frame-url';
  readonly url: string;
}

/** Whether `data` is a {@link SetFrameUrlMessage}. */
export function isSetFrameUrlMessage(data: unknown): data is SetFrameUrlMessage {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Record<string, unknown>;
  return message.type === 'tessera:set-frame-url' && typeof message.url === 'string';
}
