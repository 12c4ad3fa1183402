import { describe, expect, it } from 'vitest';
import { createLineBatcher } from './line-batcher.js';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('createLineBatcher', () => {
  it('writes the lines of one turn of the event loop as one chunk, in order, when the turn ends', async () => {
    const chunks: string[] = [];
    const out = createLineBatcher((chunk) => chunks.push(chunk));
    out.write('one\n');
    out.write('two\n');
    expect(chunks).toEqual([]);
    await nextTurn();
    expect(chunks).toEqual(['one\ntwo\n']);
    out.write('three\n');
    await nextTurn();
    expect(chunks).toEqual(['one\ntwo\n', 'three\n']);
  });

  it('writes at once beyond its size, and everything pending when flushed', () => {
    const chunks: string[] = [];
    const out = createLineBatcher((chunk) => chunks.push(chunk), 10);
    out.write('12345\n');
    out.write('67890\n');
    expect(chunks).toEqual(['12345\n67890\n']);
    out.write('last\n');
    out.flush();
    out.flush();
    expect(chunks).toEqual(['12345\n67890\n', 'last\n']);
  });
});
