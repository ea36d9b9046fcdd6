// Addresses a webhook may not reach unless the server allows it: private, loopback, link-local (cloud metadata), shared and reserved ranges.
import { BlockList, isIP } from 'node:net';

const PRIVATE = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  PRIVATE.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  PRIVATE.addSubnet(network, prefix, 'ipv6');

/** What a refused delivery's log says. */
export const PRIVATE_NETWORK_ERROR =
  'The address is on a private network, which this server does not post webhooks to.';

/** Whether `address` (an IP address, v4 or v6, with or without brackets) is in a private or reserved range. */
export function isPrivateAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(bare);
  if (mapped !== null) return PRIVATE.check(mapped[1] as string, 'ipv4');
  const family = isIP(bare);
  if (family === 0) return false;
  return PRIVATE.check(bare, family === 4 ? 'ipv4' : 'ipv6');
}
