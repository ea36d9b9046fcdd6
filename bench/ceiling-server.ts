/**
 * The ceiling of bench/http.ts: a plain `node:http` server that answers each path with the very
 * status, headers and body Tessera sent for it (recorded in a JSON file), doing nothing else.
 * Usage: node dist/bench/ceiling-server.js ANSWERS.json — prints `listening PORT` when ready.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One recorded answer: status, raw headers as sent (`[name, value, …]`), body in base64. */
export interface RecordedAnswer {
  status: number;
  headers: string[];
  body: string;
}

/** Headers Node writes itself for every response: left to it here as they are in Tessera. */
const OWN_HEADERS = new Set(['date', 'connection', 'keep-alive']);

const answers = JSON.parse(readFileSync(process.argv[2], 'utf8')) as Record<string, RecordedAnswer>;
const ready = new Map(
  Object.entries(answers).map(([path, answer]) => {
    const headers: string[] = [];
    for (let index = 0; index < answer.headers.length; index += 2) {
      if (!OWN_HEADERS.has(answer.headers[index].toLowerCase()))
        headers.push(answer.headers[index], answer.headers[index + 1]);
    }
    return [path, { status: answer.status, headers, body: Buffer.from(answer.body, 'base64') }];
  }),
);

const server = createServer((req, res) => {
  const answer = ready.get(req.url ?? '');
  if (answer === undefined) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(answer.status, answer.headers);
  res.end(answer.body);
});
server.listen(0, '127.0.0.1', () => {
  console.log(`listening ${(server.address() as AddressInfo).port}`);
});
