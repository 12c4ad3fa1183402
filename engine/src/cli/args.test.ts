import { parseArgs } from 'node:util';
import { describe, expect, it } from 'vitest';
import { parseCommandLine, parseWholeNumber } from './args.js';

const OPTIONS = { output: { type: 'string', short: 'o' }, help: { type: 'boolean' } } as const;

function parse(args: string[]) {
  return parseCommandLine(() => parseArgs({ args, options: OPTIONS, allowPositionals: true }));
}

describe('parseCommandLine', () => {
  it('returns the values and positionals of a good command line', () => {
    const parsed = parse(['in.pbn', '-o', 'out.jsonl']);
    expect(parsed.ok && parsed.value.values.output).toBe('out.jsonl');
    expect(parsed.ok && parsed.value.positionals).toEqual(['in.pbn']);
  });

  it('keeps a lone - as a positional (stdin)', () => {
    const parsed = parse(['-']);
    expect(parsed.ok && parsed.value.positionals).toEqual(['-']);
  });

  it.each([
    [['--nope'], "Unknown option '--nope'"],
    [['-x'], "Unknown option '-x'"],
    [['-o'], "Option '-o, --output <value>' argument missing"],
  ])('turns the usage mistake %o into a USAGE failure', (args, message) => {
    expect(parse(args)).toEqual({ ok: false, error: { code: 'USAGE', message } });
  });

  it('lets programmer errors through', () => {
    expect(() =>
      parseCommandLine(() => {
        throw new TypeError('a bug');
      }),
    ).toThrow('a bug');
  });
});

describe('parseWholeNumber', () => {
  it.each([
    ['12', 1, undefined, 12],
    ['1', 1, 100, 1],
    [undefined, 1, undefined, undefined],
  ])('reads %s', (text, min, max, value) => {
    expect(parseWholeNumber('--count', text, min, max)).toEqual({ ok: true, value });
  });

  it.each([
    ['0', 1, undefined, "--count must be a whole number at least 1, not '0'"],
    ['-3', 1, undefined, "--count must be a whole number at least 1, not '-3'"],
    ['1.5', 1, undefined, "--count must be a whole number at least 1, not '1.5'"],
    ['ten', 1, undefined, "--count must be a whole number at least 1, not 'ten'"],
    ['101', 1, 100, "--count must be a whole number 1 to 100, not '101'"],
    [
      '99999999999999999999',
      1,
      undefined,
      "--count must be a whole number at least 1, not '99999999999999999999'",
    ],
  ])('rejects %s', (text, min, max, message) => {
    expect(parseWholeNumber('--count', text, min, max)).toEqual({
      ok: false,
      error: { code: 'USAGE', message },
    });
  });
});
