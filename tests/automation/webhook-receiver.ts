// A webhook receiver on loopback for the automation suites: records every POST and answers what the test says.
import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the receiver got. */
export interface ReceivedHook {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A running receiver: its URL, what it got, and the status it answers next. */
export interface WebhookReceiver {
  url: string;
  received: ReceivedHook[];
  /** The statuses to answer, in turn; once used up, 204. */
  answers: number[];
  close(): Promise<void>;
}

/** Starts a receiver on 127.0.0.1 on a free port. */
export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: ReceivedHook[] = [];
  const answers: number[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.statusCode = answers.shift() ?? 204;
      res.end();
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    answers,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
