// Reads a live Server-Sent Events stream in tests, one event at a time.
import { get, type IncomingMessage } from 'node:http';

/** One Server-Sent Event as the stream wrote it. */
export interface DevEvent {
  event: string;
  data: Record<string, unknown>;
}

/** Reads a live event stream: `next()` answers the next event (waiting for it). */
export function openStream(
  url: string,
): Promise<{ next(): Promise<DevEvent>; close(): void; res: IncomingMessage }> {
  return new Promise((resolve, reject) => {
    const req = get(
      url,
      { headers: { Accept: 'text/event-stream', 'Accept-Encoding': 'gzip, br' } },
      (res) => {
        const queue: DevEvent[] = [];
        const waiting: ((event: DevEvent) => void)[] = [];
        let buffer = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          buffer += chunk;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const name = /^event: (.*)$/m.exec(block)?.[1];
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (name === undefined || data === undefined) continue;
            const event = { event: name, data: JSON.parse(data) as Record<string, unknown> };
            const waiter = waiting.shift();
            if (waiter === undefined) queue.push(event);
            else waiter(event);
          }
        });
        resolve({
          res,
          next: () => {
            const queued = queue.shift();
            return queued !== undefined
              ? Promise.resolve(queued)
              : new Promise<DevEvent>((done) => waiting.push(done));
          },
          close: () => req.destroy(),
        });
      },
    );
    req.on('error', reject);
  });
}
