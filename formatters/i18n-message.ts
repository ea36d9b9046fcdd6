// The `message` formatter (alias `plural`): ICU-style messages with plural, select and typed arguments.
import type { Formatter, Path, RenderContext } from '../engine/types.js';
import { asString, splitPath } from '../engine/values.js';
import { compareDecimals, decimalString, subtractInteger, type Decimal } from './i18n-decimal.js';
import { localeOf, zoneOf } from './i18n-locale.js';
import { parseMessage, type ArgName, type MessageBlock } from './i18n-message-parser.js';
import { MESSAGE_TYPES, MESSAGE_TYPE_NAMES, type MessageEnv } from './i18n-message-types.js';
import { ABSENT, messageDecimal, messageString, type MessageArg } from './i18n-message-values.js';
import { cachedBy } from './i18n-options.js';

/** The arguments of one formatter call, by position and by name. */
interface MessageArgs {
  readonly positional: readonly MessageArg[];
  readonly named: ReadonlyMap<string, MessageArg>;
}

function argument(args: MessageArgs, name: ArgName): MessageArg {
  if (typeof name === 'string') return args.named.has(name) ? args.named.get(name) : ABSENT;
  if (args.named.has(String(name))) return args.named.get(String(name));
  return name < args.positional.length ? args.positional[name] : ABSENT;
}

const MAX_PLURAL_SCALE = 20;
const pluralRules = new Map<string, Intl.PluralRules>();

/** The CLDR plural category of `n` in `locale`; visible fraction digits count (`1.0` is not `one` in English). */
function pluralCategory(locale: string, n: Decimal, ordinal: boolean): string {
  const scale = Math.min(n.scale, MAX_PLURAL_SCALE);
  const key = `${locale} ${ordinal ? 'o' : 'c'}${scale}`;
  let rules = pluralRules.get(key);
  if (rules === undefined) {
    rules = new Intl.PluralRules(locale, {
      type: ordinal ? 'ordinal' : 'cardinal',
      minimumFractionDigits: scale,
      maximumFractionDigits: scale,
    });
    if (pluralRules.size >= 500) pluralRules.clear();
    pluralRules.set(key, rules);
  }
  return rules.select(Number(decimalString(n)));
}

/** Appends the text of `block` to `out`; `pound` is what `#` prints in the current branch. */
function evaluate(
  block: MessageBlock,
  args: MessageArgs,
  env: MessageEnv,
  pound: string,
  out: string[],
): void {
  for (const node of block) {
    switch (node.kind) {
      case 'text':
        out.push(node.text);
        break;
      case 'arg':
        out.push(messageString(argument(args, node.name)));
        break;
      case 'pound':
        out.push(pound);
        break;
      case 'plural': {
        const n = messageDecimal(argument(args, node.arg));
        const shown = node.offset === 0 ? n : subtractInteger(n, node.offset);
        const category = pluralCategory(env.locale, shown, node.ordinal);
        let other: MessageBlock | undefined;
        let chosen: MessageBlock | undefined;
        let value = shown;
        for (const choice of node.choices) {
          if (choice.exact !== undefined && compareDecimals(n, choice.exact) === 0) {
            chosen = choice.block;
            value = n;
            break;
          }
          if (choice.category === category) {
            chosen = choice.block;
            break;
          }
          if (choice.category === 'other') other ??= choice.block;
        }
        chosen ??= other;
        if (chosen !== undefined) evaluate(chosen, args, env, decimalString(value), out);
        break;
      }
      case 'select': {
        const arg = argument(args, node.arg);
        const key = messageString(arg);
        const choice = node.choices.find((c) => c.key === key) ?? node.choices.find((c) => c.key === 'other');
        if (choice !== undefined) evaluate(choice.block, args, env, key, out);
        break;
      }
      case 'call': {
        const type = MESSAGE_TYPES[node.type];
        if (type !== undefined) {
          out.push(
            type(
              node.args.map((name) => argument(args, name)),
              node.options,
              env,
            ),
          );
        }
        break;
      }
    }
  }
}

const MAX_CACHED_MESSAGES = 2000;
const messages = new Map<string, MessageBlock>();

function parsed(text: string): MessageBlock {
  let block = messages.get(text);
  if (block === undefined) {
    block = parseMessage(text, MESSAGE_TYPE_NAMES);
    if (messages.size >= MAX_CACHED_MESSAGES) messages.clear();
    messages.set(text, block);
  }
  return block;
}

/** A formatter argument: `REF` is positional; `name:REF` or `name=REF` is named and positional. */
interface ArgSpec {
  readonly name: string | undefined;
  readonly path: Path;
}

const argSpecs = cachedBy((args): ArgSpec[] =>
  args.map((arg) => {
    const at = arg.search(/[:=]/);
    return at < 0
      ? { name: undefined, path: splitPath(arg) }
      : { name: arg.slice(0, at), path: splitPath(arg.slice(at + 1)) };
  }),
);

function collect(args: readonly string[], ctx: RenderContext): MessageArgs {
  const positional: MessageArg[] = [];
  const named = new Map<string, MessageArg>();
  for (const spec of argSpecs(args)) {
    const value = ctx.resolveOuter(spec.path);
    positional.push(value);
    if (spec.name !== undefined) named.set(spec.name, value);
  }
  return { positional, named };
}

/**
 * Formats the value, an ICU-style message, in the render locale. Arguments are references
 * resolved from the frame below the value: `{msg|message name=person.name count}` fills `{name}`
 * and `{0}` from `person.name`, and `{1}` from `count`. Supports `{0 plural …}`,
 * `{0 selectordinal …}` (with `#` and `=N`), `{0 select …}`, and the typed arguments money,
 * currency, number, decimal, datetime, datetime-interval and humanize-duration with their option
 * words. An apostrophe quotes only before `{`, `}`, `#` or `|` (`''` is one apostrophe), so
 * "don't" stays as written. Prints '' when the render has no locale data.
 */
export const message: Formatter = (value, args, ctx) => {
  const locale = localeOf(ctx);
  if (locale === undefined) return '';
  const block = parsed(asString(value));
  let zone: string | undefined;
  const env: MessageEnv = { locale, zone: () => (zone ??= zoneOf(ctx)) };
  const out: string[] = [];
  evaluate(block, collect(args, ctx), env, '', out);
  return out.join('');
};
