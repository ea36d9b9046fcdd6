// The units Intl can print, their dimensions and conversion factors, and the compact unit ladders.

/** A unit Intl.NumberFormat can print, with its size in its dimension's base unit. */
export interface Unit {
  readonly name: string;
  /** `length`, `mass`, … or `length/duration` for a compound `X-per-Y` unit. */
  readonly dimension: string;
  readonly factor: number;
}

/** Units by dimension as "name factor", the factor in the first unit listed with factor 1. */
const SIMPLE_UNITS: Readonly<Record<string, string>> = {
  length:
    'meter 1 millimeter 0.001 centimeter 0.01 kilometer 1000 inch 0.0254 foot 0.3048 yard 0.9144 ' +
    'mile 1609.344 mile-scandinavian 10000',
  mass: 'kilogram 1 gram 0.001 ounce 0.028349523125 pound 0.45359237 stone 6.35029318',
  volume: 'liter 1 milliliter 0.001 fluid-ounce 0.0295735295625 gallon 3.785411784',
  area: 'hectare 10000 acre 4046.8564224',
  duration:
    'second 1 nanosecond 1e-9 microsecond 1e-6 millisecond 0.001 minute 60 hour 3600 day 86400 ' +
    'week 604800 month 2629746 year 31556952',
  digital:
    'bit 1 byte 8 kilobit 1000 kilobyte 8000 megabit 1e6 megabyte 8e6 gigabit 1e9 gigabyte 8e9 ' +
    'terabit 1e12 terabyte 8e12 petabyte 8e15',
  temperature: 'celsius 1 fahrenheit 1',
  angle: 'degree 1',
  concentration: 'percent 1',
};

/** Category prefixes of CLDR's long unit names (`length-meter`, `speed-kilometer-per-hour`). */
const CATEGORIES: ReadonlySet<string> = new Set([...Object.keys(SIMPLE_UNITS), 'speed', 'consumption']);

let units: Map<string, Unit> | undefined;

function simpleUnits(): Map<string, Unit> {
  if (units === undefined) {
    units = new Map();
    for (const [dimension, list] of Object.entries(SIMPLE_UNITS)) {
      const words = list.split(' ');
      for (let i = 0; i < words.length; i += 2) {
        units.set(words[i], { name: words[i], dimension, factor: Number(words[i + 1]) });
      }
    }
  }
  return units;
}

/**
 * The unit named `name`: a simple unit (`meter`), its CLDR long name (`length-meter`), or a
 * compound `X-per-Y` of two simple units (`kilometer-per-hour`); undefined when Intl cannot print it.
 */
export function unitNamed(name: string): Unit | undefined {
  const table = simpleUnits();
  const dash = name.indexOf('-');
  const bare = dash > 0 && CATEGORIES.has(name.slice(0, dash)) ? name.slice(dash + 1) : name;
  const simple = table.get(bare);
  if (simple !== undefined) return simple;
  const per = bare.indexOf('-per-');
  if (per < 0) return undefined;
  const top = table.get(bare.slice(0, per));
  const bottom = table.get(bare.slice(per + 5));
  if (top === undefined || bottom === undefined || top.dimension === 'temperature') return undefined;
  return {
    name: bare,
    dimension: `${top.dimension}/${bottom.dimension}`,
    factor: top.factor / bottom.factor,
  };
}

function inverse(dimension: string): string {
  const [top, bottom] = dimension.split('/');
  return bottom === undefined ? dimension : `${bottom}/${top}`;
}

/**
 * `value` in unit `from` expressed in unit `to`; undefined when the dimensions differ. Rates that
 * are each other's inverse convert too (liters per kilometer ↔ miles per gallon).
 */
export function convert(value: number, from: Unit, to: Unit): number | undefined {
  if (from.name === to.name) return value;
  if (from.dimension === 'temperature' && to.dimension === 'temperature') {
    return from.name === 'celsius' ? (value * 9) / 5 + 32 : ((value - 32) * 5) / 9;
  }
  if (from.dimension === to.dimension) return (value * from.factor) / to.factor;
  if (from.dimension.includes('/') && inverse(from.dimension) === to.dimension) {
    return 1 / (value * from.factor) / to.factor;
  }
  return undefined;
}

/** For each `compact:` kind, its units from small to large, metric first, then US customary. */
const LADDERS: Readonly<Record<string, readonly [metric: string, us: string]>> = {
  length: ['millimeter centimeter meter kilometer', 'inch foot mile'],
  mass: ['gram kilogram', 'ounce pound'],
  volume: ['milliliter liter', 'fluid-ounce gallon'],
  area: ['hectare', 'acre'],
  temperature: ['celsius', 'fahrenheit'],
  speed: ['kilometer-per-hour', 'mile-per-hour'],
  consumption: ['liter-per-kilometer', 'mile-per-gallon'],
  duration: [
    'millisecond second minute hour day week month year',
    'millisecond second minute hour day week month year',
  ],
  digital: [
    'byte kilobyte megabyte gigabyte terabyte petabyte',
    'byte kilobyte megabyte gigabyte terabyte petabyte',
  ],
};

/** The `compact:` kinds. */
export const COMPACT_KINDS: readonly string[] = Object.keys(LADDERS);

/** The units `compact:KIND` chooses from, for a metric or a US customary region. */
export function compactLadder(kind: string, metric: boolean): Unit[] | undefined {
  if (!Object.hasOwn(LADDERS, kind)) return undefined;
  return LADDERS[kind][metric ? 0 : 1].split(' ').map((name) => unitNamed(name)!);
}
