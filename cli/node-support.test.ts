import { describe, expect, it } from 'vitest';
import { bufferIo } from './io.js';
import { warnOnEndOfLifeNode } from './node-support.js';

const TODAY = new Date('2026-11-29T09:00:00Z');

describe('warnOnEndOfLifeNode', () => {
  it('warns on stderr on Node 20, naming its end of life and the supported lines', () => {
    const io = bufferIo();
    warnOnEndOfLifeNode(io, '20.20.2', TODAY);
    expect(io.stderr).toBe(
      'Tessera: warning: Node.js 20.20.2 reached its end of life on 2026-04-30 and gets no security fixes: run Tessera on a supported LTS line, Node.js 22, 24 or 26.\n',
    );
    expect(io.stdout).toBe('');
  });

  it('says nothing on a supported line', () => {
    const io = bufferIo();
    warnOnEndOfLifeNode(io, '22.23.5', TODAY);
    warnOnEndOfLifeNode(io, '26.12.1', TODAY);
    expect(io.stderr + io.stdout).toBe('');
  });
});
