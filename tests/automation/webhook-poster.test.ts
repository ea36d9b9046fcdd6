// The webhook poster's guard: private, link-local and reserved addresses refused (literal or resolved) unless allowed, this machine always reachable.
import { describe, expect, it } from 'vitest';
import { createWebhookPoster, publicOnlyLookup } from '../../server/automation/poster.js';
import { isPrivateAddress, PRIVATE_NETWORK_ERROR } from '../../server/automation/private-networks.js';
import { startWebhookReceiver } from './webhook-receiver.js';

const post = (url: string) =>
  createWebhookPoster()({
    url,
    headers: { 'Content-Type': 'application/json' },
    body: '{}',
    timeoutMs: 5_000,
  });

describe('private networks', () => {
  it('are the private, loopback, link-local, shared and reserved ranges, v4, v6 and v4-mapped', () => {
    for (const address of [
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.10',
      '127.0.0.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      'fd12::1',
      'fe80::1',
      '[::ffff:10.0.0.1]',
      '::ffff:169.254.169.254',
    ])
      expect(isPrivateAddress(address), address).toBe(true);
    for (const address of [
      '93.184.216.34',
      '172.32.0.1',
      '2606:4700::1111',
      '::ffff:93.184.216.34',
      'example.com',
    ])
      expect(isPrivateAddress(address), address).toBe(false);
  });
});

describe('the webhook poster', () => {
  it('refuses a private or metadata address before connecting', async () => {
    await expect(post('https://169.254.169.254/latest/meta-data')).rejects.toThrow(PRIVATE_NETWORK_ERROR);
    await expect(post('https://10.0.0.5/hook')).rejects.toThrow(PRIVATE_NETWORK_ERROR);
    await expect(post('https://[::ffff:192.168.0.1]/hook')).rejects.toThrow(PRIVATE_NETWORK_ERROR);
  });

  it('refuses a name that resolves to a private address', async () => {
    const answer = await new Promise<{ error: NodeJS.ErrnoException | null }>((resolve) =>
      publicOnlyLookup('localhost', {}, (error) => resolve({ error })),
    );
    expect(answer.error?.message).toBe(PRIVATE_NETWORK_ERROR);
  });

  it('posts to this machine, and answers the status without following a redirect', async () => {
    const receiver = await startWebhookReceiver();
    try {
      receiver.answers.push(302);
      expect(await post(receiver.url)).toBe(302);
      expect(await post(receiver.url.replace('127.0.0.1', 'localhost'))).toBe(204);
      expect(receiver.received).toHaveLength(2);
      expect(receiver.received[0]!.headers['content-length']).toBe('2');
    } finally {
      await receiver.close();
    }
  });
});
