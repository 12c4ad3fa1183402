import { describe, expect, it } from 'vitest';
import { memoryIo } from './io.testkit.js';
import { PROGRESS_INTERVAL_MS, progressText, startProgress } from './progress.js';

describe('progressText', () => {
  it.each([
    [
      'with a known size',
      52_428_800,
      1234,
      209_715_200,
      'big.pbn: 50.0 of 200.0 MB (25%), 1,234 games',
    ],
    ['without a size (stdin)', 1_048_576, 1, undefined, 'big.pbn: 1.0 MB, 1 game'],
    ['of an empty file', 0, 0, 0, 'big.pbn: 0.0 of 0.0 MB (100%), 0 games'],
  ])('reads bytes and games %s', (_, bytes, games, total, text) => {
    expect(progressText('big.pbn', bytes, games, total)).toBe(text);
  });
});

describe('startProgress', () => {
  it('redraws the line on a terminal at most every interval, then erases it', () => {
    const io = memoryIo({ stderrIsTTY: true, tick: PROGRESS_INTERVAL_MS / 2 });
    const progress = startProgress(io, 'f.pbn', 2048);
    progress.update(1024, 1); // half an interval: not yet
    progress.update(2048, 2); // a whole interval: drawn
    progress.done();
    expect(io.stderrText()).toBe('\r\x1b[Kf.pbn: 0.0 of 0.0 MB (100%), 2 games\r\x1b[K');
    expect(io.stdoutText()).toBe('');
  });

  it('writes nothing when stderr is not a terminal', () => {
    const io = memoryIo({ stderrIsTTY: false, tick: PROGRESS_INTERVAL_MS * 10 });
    const progress = startProgress(io, 'f.pbn', 2048);
    progress.update(1024, 1);
    progress.done();
    expect(io.stderrText()).toBe('');
  });

  it('writes nothing for a run shorter than the interval', () => {
    const io = memoryIo({ stderrIsTTY: true, tick: 1 });
    const progress = startProgress(io, 'f.pbn', 2048);
    progress.update(2048, 1);
    progress.done();
    expect(io.stderrText()).toBe('');
  });
});
