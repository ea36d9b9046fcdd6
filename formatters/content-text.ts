// Small text formatters of the content group (JSONT §10.2): AbsUrl, capitalize and humanizeDuration.
import type { FormatterTable } from '../engine/types.js';
import { asNumber, asString } from '../engine/values.js';
import { formatDuration } from '../domain/media/duration.js';
import { checkedFormatter, noArgs } from './content-args.js';

const BASE_URL_PATH = ['base-url'];

/** `{path|AbsUrl}`: the context's `base-url`, a slash, then the value. */
const absUrl = checkedFormatter(
  (value, _args, ctx) => `${asString(ctx.resolve(BASE_URL_PATH))}/${asString(value)}`,
  noArgs('AbsUrl'),
);

/** `{text|capitalize}`: the whole text upper-cased (the reference's behaviour, despite the name). */
const capitalize = checkedFormatter((value) => asString(value).toUpperCase(), noArgs('capitalize'));

/**
 * `{ms|humanizeDuration}`: milliseconds as minutes and seconds, `2:05` (SPEC §9), whole seconds
 * only; a negative duration keeps its sign in front (`-2:05`); a value that is not a finite
 * number prints nothing.
 */
const humanizeDuration = checkedFormatter(
  (value) => formatDuration(asNumber(value)),
  noArgs('humanizeDuration'),
);

/** The text formatters by name. */
export const TEXT_FORMATTERS: FormatterTable = {
  AbsUrl: absUrl,
  capitalize,
  humanizeDuration,
};
