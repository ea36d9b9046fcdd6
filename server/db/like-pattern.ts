// LIKE patterns from what someone typed: their `%`, `_` and `\` taken literally.

/** `text` with LIKE's wildcards and escape character escaped (PostgreSQL's default escape is `\`). */
export function likeText(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** A LIKE pattern that matches `text` literally anywhere in a value. */
export function likeContaining(text: string): string {
  return `%${likeText(text)}%`;
}
