/**
 * HTTP throughput of cached pages against the machine's ceiling. Tessera runs as `tessera serve`
 * on the embedded database with the demo (logging at info, to /dev/null); beside it runs a plain
 * `node:http` process (bench/ceiling-server.ts) answering each page with the very status, headers
 * and body Tessera sent for it. Home, blog, a post, shop and a product page are each loaded in
 * interleaved rounds (Tessera, ceiling, then the other order), 10 connections, as a browser without
 * cookies asks (a new crumb every time); the ratio of Tessera's to the ceiling's requests per second
 * in the same run is the figure. Usage: npm run bench:http [-- --strict]; BENCH_SECONDS, BENCH_ROUNDS.
 */
import autocannon from 'autocannon';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { freePort } from './cluster-harness/free-port.js';
import { SERVER_NODE_FLAGS, withServerMallocEnv } from './cluster-harness/server-runtime.js';
import type { RecordedAnswer } from './ceiling-server.js';
import { printVerdict, writeReport } from './report.js';
import { projectRoot } from '../server/site/render/paths.js';

const CONNECTIONS = 10;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WARMUP_SECONDS = 2;
/** What a browser sends for a page, without cookies: every response issues a new crumb. */
const BROWSER_HEADERS = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br',
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) bench/http',
};
/** Targets as a share of the ceiling (issue 33). */
const TARGETS = { cached: 0.6, product: 0.5 };

interface Page {
  name: string;
  path: string;
  target: number;
}

interface Measured {
  page: Page;
  tessera: number[];
  ceiling: number[];
  ratios: number[];
  tesseraCpu: number[];
  ceilingCpu: number[];
  failures: number;
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Both servers on one core, the load generator on the others, when the machine has two or more and `taskset` is there. */
function pinning(): { server: string[]; pinSelf: () => void } {
  const count = cpus().length;
  const taskset = spawnSync('taskset', ['--version']).status === 0;
  if (count < 2 || !taskset) return { server: [], pinSelf: () => {} };
  return {
    server: ['taskset', '-c', '0'],
    pinSelf: () => {
      spawnSync('taskset', ['-a', '-p', '-c', `1-${count - 1}`, String(process.pid)]);
    },
  };
}

function spawnPinned(
  prefix: string[],
  args: string[],
  env: NodeJS.ProcessEnv,
  output: 'ignore' | 'pipe',
): ChildProcess {
  const [command, ...rest] =
    prefix.length > 0 ? [...prefix, process.execPath, ...args] : [process.execPath, ...args];
  return spawn(command, rest, { cwd: projectRoot(), env, stdio: ['ignore', output, 'inherit'] });
}

/** One GET as the browser asks, with the raw headers as they came. */
function fetchRaw(url: string): Promise<RecordedAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers: BROWSER_HEADERS, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.rawHeaders,
          body: Buffer.concat(chunks).toString('base64'),
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

async function waitForHome(url: string, child: ChildProcess): Promise<void> {
  const until = Date.now() + 180_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`tessera serve exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/`, { signal: AbortSignal.timeout(5000) });
      await res.arrayBuffer();
      if (res.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await sleep(200);
  }
  throw new Error('tessera serve did not answer / within 180 s');
}

/** The CPU time a process has used so far, in milliseconds (user + system, from /proc), or NaN where there is none. */
function cpuMs(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime are fields 14 and 15 of the line, in clock ticks (100 a second on Linux).
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return Number.NaN;
  }
}

interface Load {
  rps: number;
  /** The server's CPU time per request, in microseconds: what the machine's other work barely moves. */
  cpuMicros: number;
  failures: number;
}

async function load(url: string, seconds: number, pid?: number): Promise<Load> {
  const before = cpuMs(pid);
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    headers: BROWSER_HEADERS,
  });
  const used = cpuMs(pid) - before;
  return {
    rps: result.requests.average,
    cpuMicros: (used * 1000) / Math.max(1, result.requests.total),
    failures: result.errors + result.non2xx + result.timeouts,
  };
}

async function main(): Promise<void> {
  const started = performance.now();
  const pin = pinning();
  pin.pinSelf();
  const dataDir = mkdtempSync(join(tmpdir(), 'tessera-bench-http-'));
  const port = await freePort();
  const tesseraUrl = `http://127.0.0.1:${port}`;
  const children: ChildProcess[] = [];
  try {
    const tessera = spawnPinned(
      pin.server,
      [...SERVER_NODE_FLAGS, join('dist', 'cli', 'main.js'), 'serve', '--demo'],
      {
        ...withServerMallocEnv(process.env),
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
      },
      'ignore',
    );
    children.push(tessera);
    await waitForHome(tesseraUrl, tessera);

    const shop = Buffer.from((await fetchRaw(`${tesseraUrl}/shop`)).body, 'base64');
    const blog = await (await fetch(`${tesseraUrl}/blog`)).text();
    const product = /href="(\/shop\/p\/[^"?#]+)"/.exec(await (await fetch(`${tesseraUrl}/shop`)).text())?.[1];
    const post = /href="(\/blog\/[^"?#]+)"/.exec(blog)?.[1];
    if (product === undefined || post === undefined || shop.length === 0)
      throw new Error('No product or post link in the demo: is it seeded?');
    const pages: Page[] = [
      { name: 'home', path: '/', target: TARGETS.cached },
      { name: 'blog', path: '/blog', target: TARGETS.cached },
      { name: 'post', path: post, target: TARGETS.cached },
      { name: 'shop', path: '/shop', target: TARGETS.cached },
      { name: 'product', path: product, target: TARGETS.product },
    ];

    // The ceiling answers with what Tessera sent a browser for each page (a new crumb's cookie included).
    const answers: Record<string, RecordedAnswer> = {};
    for (const page of pages) answers[page.path] = await fetchRaw(tesseraUrl + page.path);
    const answersFile = join(dataDir, 'ceiling-answers.json');
    writeFileSync(answersFile, JSON.stringify(answers));
    const ceiling = spawnPinned(
      pin.server,
      [join('dist', 'bench', 'ceiling-server.js'), answersFile],
      process.env,
      'pipe',
    );
    children.push(ceiling);
    const [line] = (await once(createInterface({ input: ceiling.stdout! }), 'line')) as [string];
    const ceilingUrl = `http://127.0.0.1:${line.replace('listening ', '')}`;
    for (const page of pages) {
      const [ours, theirs] = [answers[page.path], await fetchRaw(ceilingUrl + page.path)];
      if (ours.status !== theirs.status || ours.body !== theirs.body)
        throw new Error(`The ceiling does not send what Tessera sent for ${page.path}`);
    }

    console.log(
      `HTTP bench: Node ${process.version}, ${cpus().length} CPUs (load ${loadavg()
        .map((load) => load.toFixed(1))
        .join(' ')}), ${pin.server.length > 0 ? 'both servers on CPU 0, ' : ''}` +
        `${CONNECTIONS} connections, ${ROUNDS} interleaved rounds of ${SECONDS} s per server and page, ` +
        `embedded database with the demo, browser requests without cookies (br/gzip)\n`,
    );
    for (const page of pages) {
      await load(tesseraUrl + page.path, WARMUP_SECONDS);
      await load(ceilingUrl + page.path, 1);
    }
    const measured: Measured[] = pages.map((page) => ({
      page,
      tessera: [],
      ceiling: [],
      ratios: [],
      tesseraCpu: [],
      ceilingCpu: [],
      failures: 0,
    }));
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const entry of measured) {
        const order = round % 2 === 0 ? ['tessera', 'ceiling'] : ['ceiling', 'tessera'];
        const runs: Record<string, Load> = {};
        for (const which of order) {
          const [base, pid] = which === 'tessera' ? [tesseraUrl, tessera.pid] : [ceilingUrl, ceiling.pid];
          runs[which] = await load(base + entry.page.path, SECONDS, pid);
          entry.failures += runs[which].failures;
        }
        entry.tessera.push(runs.tessera.rps);
        entry.ceiling.push(runs.ceiling.rps);
        entry.ratios.push(runs.tessera.rps / runs.ceiling.rps);
        entry.tesseraCpu.push(runs.tessera.cpuMicros);
        entry.ceilingCpu.push(runs.ceiling.cpuMicros);
      }
    }

    console.log(
      'page     path                                   Tessera req/s  ceiling req/s   ratio (rounds)              target',
    );
    let missed = false;
    const cpuLines: string[] = [];
    const rows = measured.map((entry) => {
      const ratio = median(entry.ratios);
      const ok = ratio >= entry.page.target;
      missed ||= !ok;
      const sent = answers[entry.page.path];
      const bytes = Buffer.from(sent.body, 'base64').length;
      console.log(
        `${entry.page.name.padEnd(8)} ${entry.page.path.padEnd(38)} ${median(entry.tessera).toFixed(0).padStart(13)}  ${median(entry.ceiling).toFixed(0).padStart(13)}   ${ratio.toFixed(2).padStart(5)} (${entry.ratios.map((r) => r.toFixed(2)).join(' ')})`.padEnd(
          112,
        ) +
          ` ≥${entry.page.target.toFixed(2)} ${ok ? 'ok' : 'MISSED'}` +
          `  [${bytes} B body]${entry.failures > 0 ? `  ${entry.failures} errors or non-2xx` : ''}`,
      );
      const [ourCpu, theirCpu] = [median(entry.tesseraCpu), median(entry.ceilingCpu)];
      cpuLines.push(
        `${entry.page.name.padEnd(8)} Tessera ${ourCpu.toFixed(0).padStart(5)} µs  ceiling ${theirCpu.toFixed(0).padStart(5)} µs  ceiling ÷ Tessera ${(theirCpu / ourCpu).toFixed(2)}`,
      );
      return {
        name: entry.page.name,
        tesseraCpuMicros: entry.tesseraCpu,
        ceilingCpuMicros: entry.ceilingCpu,
        cpuRatio: theirCpu / ourCpu,
        path: entry.page.path,
        bodyBytes: bytes,
        tessera: entry.tessera,
        ceiling: entry.ceiling,
        ratios: entry.ratios,
        ratio,
        target: entry.page.target,
        ok,
        failures: entry.failures,
      };
    });
    console.log(
      "\nServer CPU time per request (median of the rounds), which the machine's other work moves far less:",
    );
    for (const cpuLine of cpuLines) console.log(cpuLine);
    console.log(
      "\nThe ratio is the median of the rounds' Tessera ÷ ceiling. On a machine busy with other work the figures move; the ratios of one run are fairer than the req/s.",
    );
    const failures = rows.reduce((sum, row) => sum + row.failures, 0);
    writeReport(projectRoot(), 'http.json', {
      connections: CONNECTIONS,
      seconds: SECONDS,
      rounds: ROUNDS,
      pages: rows,
    });
    printVerdict(failures > 0 ? `${failures} errors or non-2xx answers` : undefined, missed, started);
    if (failures > 0 || (process.argv.includes('--strict') && missed)) process.exitCode = 1;
  } finally {
    for (const child of children) {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await Promise.race([once(child, 'exit'), sleep(15_000)]);
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      }
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
