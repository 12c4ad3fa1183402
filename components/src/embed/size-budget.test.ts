import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { EMBED_BUDGET_BYTES, EMBED_FILE, sizeBudget } from '../../vite.embed.config.js';

/** Runs the budget plugin's check on a bundle of one file of `code`, as Rolldown would. */
function check(budget: number, code: string) {
  const messages: string[] = [];
  const context = {
    error(message: string): never {
      throw new Error(message);
    },
    info(message: string) {
      messages.push(message);
    },
  };
  const hook = sizeBudget(budget).generateBundle as (
    this: typeof context,
    options: object,
    bundle: object,
  ) => void;
  hook.call(context, {}, { [EMBED_FILE]: { type: 'chunk', fileName: EMBED_FILE, code } });
  return messages;
}

describe('the embed bundle’s size budget', () => {
  it('is 100 KB gzipped (issue 4 §4)', () => {
    expect(EMBED_BUDGET_BYTES).toBe(100 * 1024);
  });

  // Random bytes barely compress, so their gzipped size is about their own.
  const code = randomBytes(3 * 1024).toString('base64');

  it('reports the gzipped size of each file', () => {
    expect(check(10 * 1024, code)).toEqual([
      expect.stringMatching(
        /^tenace-hand\.js: 4\.0 KB, 3\.\d KB gzipped; .* budget for tenace-hand\.js 10\.0 KB$/,
      ),
    ]);
  });

  it('fails the build above the budget', () => {
    expect(() => check(2 * 1024, code)).toThrow(/^over the size budget: tenace-hand\.js: /);
  });
});
