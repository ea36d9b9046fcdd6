// CPU time of the processes a cluster bench loads (servers, nginx, PostgreSQL backends), read from /proc, and of the whole machine.
import { readFileSync, readdirSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

let ticksPerSecond: number | undefined;

/** The kernel's clock ticks per second (`getconf CLK_TCK`, 100 on Linux). */
function clockTicks(): number {
  ticksPerSecond ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  return ticksPerSecond;
}

/** Seconds of CPU (user + system) a process has used; 0 when it is gone. */
export function processCpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) in parentheses: utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / clockTicks();
  } catch {
    return 0;
  }
}

/** The processes `pid` started (nginx's workers). */
export function childPids(pid: number): number[] {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((task) =>
      readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
    );
  } catch {
    return [];
  }
}

/** Busy and total CPU seconds of the whole machine since boot, summed over its cores (/proc/stat). */
export function machineCpuSeconds(): { busy: number; total: number } {
  const [line] = readFileSync('/proc/stat', 'utf8').split('\n');
  const values = line.trim().split(/\s+/).slice(1).map(Number);
  const total = values.reduce((sum, value) => sum + value, 0);
  // idle and iowait
  const idle = values[3] + (values[4] ?? 0);
  return { busy: (total - idle) / clockTicks(), total: total / clockTicks() };
}

/** A named group of processes whose CPU is measured together. */
export interface CpuGroup {
  name: string;
  pids: () => number[] | Promise<number[]>;
}

/** CPU used during a window, per group, as a share of one core (100 % = one core busy all along). */
export interface CpuShares {
  seconds: number;
  groups: { name: string; percent: number }[];
  /** The whole machine, every process (other work on it included), as a share of one core. */
  machinePercent: number;
  cores: number;
}

/**
 * Starts measuring `groups`; the returned function ends the window and reports. A group's pids are
 * read at both ends (PostgreSQL backends come and go); one first seen at the end counts its whole life, which began inside the window.
 */
export async function startCpuWindow(groups: readonly CpuGroup[]): Promise<() => Promise<CpuShares>> {
  const startedAt = performance.now();
  const machineBefore = machineCpuSeconds();
  const before = new Map<string, Map<number, number>>();
  for (const group of groups) {
    before.set(group.name, new Map((await group.pids()).map((pid) => [pid, processCpuSeconds(pid)])));
  }
  return async () => {
    const seconds = (performance.now() - startedAt) / 1000;
    const machineAfter = machineCpuSeconds();
    const shares: CpuShares['groups'] = [];
    for (const group of groups) {
      const start = before.get(group.name)!;
      const pids = new Set([...start.keys(), ...(await group.pids())]);
      let used = 0;
      for (const pid of pids) used += Math.max(0, processCpuSeconds(pid) - (start.get(pid) ?? 0));
      shares.push({ name: group.name, percent: (used / seconds) * 100 });
    }
    const cores = (machineAfter.total - machineBefore.total) / seconds;
    return {
      seconds,
      groups: shares,
      machinePercent: ((machineAfter.busy - machineBefore.busy) / seconds) * 100,
      cores: Math.round(cores),
    };
  };
}
