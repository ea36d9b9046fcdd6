// A TCP port nobody listens on at the moment of asking, for the cluster's servers and nginx.
import { once } from 'node:events';
import { createServer, type AddressInfo } from 'node:net';

/** Asks the kernel for an unused loopback port and gives it back at once. */
export async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
