// The JSON-T `island` formatter: `{cart|island cart-pill}` renders an island from the value as props.
import type { Formatter, FormatterTable } from '../../engine/types.js';
import { HYDRATE_MODES, isHydrateMode } from '../../islands/island-definition.js';
import { isIslandName, ISLAND_NAMES } from '../../islands/registry.js';
import { renderIsland } from './islands.js';

/** Compile-time check of `island NAME [load|idle|visible]`; a message when the arguments are wrong. */
function checkIslandArgs(args: string[]): string | undefined {
  const [name, hydrate, ...extra] = args;
  if (name === undefined) return `island needs the island's name: one of ${ISLAND_NAMES.join(', ')}`;
  if (!isIslandName(name)) return `Unknown island "${name}"; known islands: ${ISLAND_NAMES.join(', ')}`;
  if (hydrate !== undefined && !isHydrateMode(hydrate)) {
    return `island hydrate mode "${hydrate}" is not one of ${HYDRATE_MODES.join(', ')}`;
  }
  if (extra.length > 0) return 'island takes at most two arguments: the name and the hydrate mode';
  return undefined;
}

/**
 * `{value|island NAME}` or `{value|island NAME MODE}`: the island's server-rendered HTML in its
 * marker, with `value` as its props and MODE (`load`, `idle` or `visible`; default `load`) saying
 * when the browser hydrates it. An unknown island, or one that fails to render, prints nothing and
 * reports an error.
 */
export const islandFormatter: Formatter = (value, args, ctx) => {
  const [name, hydrate] = args;
  if (!isIslandName(name)) {
    ctx.error(
      `Unknown island "${name ?? ''}"; known islands: ${ISLAND_NAMES.join(', ')}`,
      'formatter-failed',
    );
    return '';
  }
  try {
    return renderIsland(name, value, {
      hydrate: isHydrateMode(hydrate) ? hydrate : undefined,
      locale: ctx.locale,
    });
  } catch (error) {
    ctx.error(`island ${name} failed to render: ${(error as Error).message}`, 'formatter-failed');
    return '';
  }
};
islandFormatter.validateArgs = checkIslandArgs;

/** The formatters the server adds when it compiles a theme: `island`. */
export const ISLAND_FORMATTERS: FormatterTable = { island: islandFormatter };
