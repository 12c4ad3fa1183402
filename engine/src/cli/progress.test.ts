import { describe, expect, it } from 'vitest';
import { memoryIo } from './io.testkit.js';
import { PROGRESS_INTERVAL_MS, progressText, startProgress } from './progress.js';

const MB = 1024 * 1024;

describe('progressText', () => {
  it.each([
    ['with a known size', 50 * MB, 1234, 200 * MB, 'big.pbn: 50.0 of 200.0 MB (25%), 1,234 games'],
    ['without a size (stdin)', MB, 1, undefined, 'big.pbn: 1.0 MB, 1 game'],
    ['of an empty file', 0, 0, 0, 'big.pbn: 0.0 of 0.0 MB (100%), 0 games'],
  ])('reads bytes and games %s', (_, bytes, games, total, text) => {
    expect(progressText('big.pbn', bytes, games, total)).toBe(text);
  });
});

describe('startProgress', () => {
  it('redraws the line on a terminal at most every interval, then erases it', () => {
    const io = memoryIo({ stderrIsTTY: true, tick: PROGRESS_INTERVAL_MS / 2 });
    const progress = startProgress(io, 'f.pbn', 4 * MB);
    progress.update(1 * MB, 1); // half an interval: not yet
    progress.update(2 * MB, 2); // a whole interval: drawn
    progress.done();
    expect(io.stderrText()).toBe('\r\x1b[Kf.pbn: 2.0 of 4.0 MB (50%), 2 games\r\x1b[K');
    expect(io.stdoutText()).toBe('');
  });

  it('erases the line before a message of its own', () => {
    const io = memoryIo({ stderrIsTTY: true, tick: PROGRESS_INTERVAL_MS });
    const progress = startProgress(io, 'f.pbn', undefined);
    progress.update(MB, 3);
    progress.message('f.pbn:1:1: info NO_GAMES: none');
    progress.done();
    expect(io.stderrText()).toBe(
      '\r\x1b[Kf.pbn: 1.0 MB, 3 games\r\x1b[Kf.pbn:1:1: info NO_GAMES: none\n',
    );
  });

  it.each([
    ['stderr is not a terminal', false, true],
    ['it is not enabled (results on the same terminal)', true, false],
  ])('draws nothing when %s, but still writes messages', (_, stderrIsTTY, enabled) => {
    const io = memoryIo({ stderrIsTTY, tick: PROGRESS_INTERVAL_MS * 10 });
    const progress = startProgress(io, 'f.pbn', 2 * MB, enabled);
    progress.update(MB, 1);
    progress.message('note');
    progress.done();
    expect(io.stderrText()).toBe('note\n');
  });

  it('draws nothing for a run shorter than the interval', () => {
    const io = memoryIo({ stderrIsTTY: true, tick: 1 });
    const progress = startProgress(io, 'f.pbn', 2 * MB);
    progress.update(2 * MB, 1);
    progress.done();
    expect(io.stderrText()).toBe('');
  });
});
