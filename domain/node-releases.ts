// The Node.js release lines Tessera knows, with their long-term support and end-of-life dates, and which of them a server may run on.

/** One Node.js major line: when it became LTS (never for odd lines) and when it stopped getting fixes. */
export interface NodeLine {
  major: number;
  /** The first day of its long-term support (YYYY-MM-DD), or null for a line that never had it. */
  ltsFrom: string | null;
  /** The first day without security fixes (YYYY-MM-DD). */
  endOfLife: string;
}

/** From https://github.com/nodejs/Release (schedule.json); a line older than the first is past its end of life too. */
export const NODE_LINES: readonly NodeLine[] = [
  { major: 18, ltsFrom: '2022-10-25', endOfLife: '2025-04-30' },
  { major: 19, ltsFrom: null, endOfLife: '2023-06-01' },
  { major: 20, ltsFrom: '2023-10-24', endOfLife: '2026-04-30' },
  { major: 21, ltsFrom: null, endOfLife: '2024-06-01' },
  { major: 22, ltsFrom: '2024-10-29', endOfLife: '2027-04-30' },
  { major: 23, ltsFrom: null, endOfLife: '2025-06-01' },
  { major: 24, ltsFrom: '2025-10-28', endOfLife: '2028-04-30' },
  { major: 25, ltsFrom: null, endOfLife: '2026-06-01' },
  { major: 26, ltsFrom: '2026-10-28', endOfLife: '2029-04-30' },
];

/** `today` as YYYY-MM-DD in UTC, the form the table's dates are compared in. */
function day(today: Date): string {
  return today.toISOString().slice(0, 10);
}

/** The LTS lines that get security fixes on `today`, oldest first: the ones Tessera supports. */
export function supportedNodeLines(today: Date): number[] {
  const date = day(today);
  return NODE_LINES.filter(
    (line) => line.ltsFrom !== null && line.ltsFrom <= date && date < line.endOfLife,
  ).map((line) => line.major);
}

/** "22, 24 or 26". */
function listLines(majors: readonly number[]): string {
  const names = majors.map(String);
  return names.length <= 1
    ? names.join('')
    : `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`;
}

/**
 * What to tell whoever starts a server on Node.js `version` ("20.20.2", as `process.versions.node`)
 * on `today`, when that line gets no security fixes any more; undefined on a line that still gets
 * them, and on a line newer than the table (it cannot be past an end of life we do not know).
 */
export function endOfLifeWarning(version: string, today: Date): string | undefined {
  const major = Number.parseInt(version, 10);
  if (!Number.isInteger(major)) return undefined;
  const line = NODE_LINES.find((known) => known.major === major);
  const newest = NODE_LINES[NODE_LINES.length - 1];
  if (line === undefined && major > newest.major) return undefined;
  if (line !== undefined && day(today) < line.endOfLife) return undefined;
  const ended =
    line === undefined
      ? `Node.js ${version} is past its end of life`
      : `Node.js ${version} reached its end of life on ${line.endOfLife}`;
  return `${ended} and gets no security fixes: run Tessera on a supported LTS line, Node.js ${listLines(supportedNodeLines(today))}.`;
}
