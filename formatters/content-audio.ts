// The audio-player formatter: renders the built-in audio-player widget template for an audio item.
import { readFileSync } from 'node:fs';
import { compile } from '../engine/index.js';
import type { FormatterTable, Template } from '../engine/types.js';
import { checkedFormatter, noArgs } from './content-args.js';

// The file ends with a newline like every text file; the widget's markup does not.
const SOURCE = readFileSync(new URL('./templates/audio-player.jsont', import.meta.url), 'utf8').replace(
  /\n$/,
  '',
);

let template: Template | undefined;

// Compiled on first use so pages that never play audio pay nothing. The template only prints
// escaped variables, so the built-in formatters suffice and this module needs no registry (which would
// import it back).
function audioPlayerTemplate(): Template {
  if (template === undefined) {
    const result = compile(SOURCE, { name: 'audio-player.jsont' });
    const problem = result.errors.find((error) => error.severity === 'error');
    // A broken built-in template is our bug; failing loudly beats printing half a player.
    if (problem !== undefined) throw new Error(`audio-player.jsont: ${problem.message}`);
    template = result.template;
  }
  return template;
}

/**
 * `{item|audio-player}`: the audio player markup for an item with
 * `structuredContent.audioAssetUrl`. The template runs in a private frame: it sees only the item.
 */
const audioPlayer = checkedFormatter(
  (value, _args, ctx) => ctx.renderTemplate(audioPlayerTemplate(), value, { private: true }),
  noArgs('audio-player'),
);

/** The audio-player formatter by name. */
export const AUDIO_FORMATTERS: FormatterTable = { 'audio-player': audioPlayer };
