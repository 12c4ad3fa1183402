import { describe, expect, it } from 'vitest';
import { OneAtATime } from './one-at-a-time.js';

describe('OneAtATime', () => {
  it('runs one piece at a time, in order, with a turn of the event loop in between', async () => {
    const line = new OneAtATime();
    const events: string[] = [];
    const piece =
      (name: string, fail = false) =>
      async () => {
        events.push(`${name} starts`);
        // Other requests' I/O would run here: a timer set by the piece runs before the next.
        setImmediate(() => events.push(`${name}'s timer`));
        await Promise.resolve();
        events.push(`${name} ends`);
        if (fail) throw new Error(name);
        return name;
      };
    const results = await Promise.allSettled([
      line.run(piece('a', true)),
      line.run(piece('b')),
      line.run(piece('c')),
    ]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'fulfilled', 'fulfilled']);
    expect(events).toEqual([
      'a starts',
      'a ends',
      "a's timer",
      'b starts',
      'b ends',
      "b's timer",
      'c starts',
      'c ends',
    ]);
  });
});
