/**
 * The progress line of long runs: bytes read (with the percentage when the size is known) and
 * games done, redrawn in place on stderr. Only on a terminal: piped or redirected runs, and
 * stdout, never see it.
 */
import type { CliIo } from './io.js';

/** How often the line is redrawn, and how long a run goes before it first appears. */
export const PROGRESS_INTERVAL_MS = 200;

/** Receives the counts as work goes on. */
export interface Progress {
  update(bytes: number, games: number): void;
  /** Writes a line of its own on stderr, erasing the progress line first (the next update redraws it). */
  message(line: string): void;
  /** Erases the line, leaving the terminal as it was. */
  done(): void;
}

// ANSI: back to column 1, then erase to the end of the line.
const CLEAR_LINE = '\r\x1b[K';

/**
 * A progress line for one input. It stays silent when stderr is not a terminal, or when
 * `enabled` is false (the results go to the same terminal, where the line would mix with them).
 *
 * @example
 * const progress = startProgress(io, 'big.pbn', input.size, values.output !== undefined);
 * progress.update(bytesRead, gamesDone);
 * progress.done();
 */
export function startProgress(
  io: CliIo,
  label: string,
  totalBytes: number | undefined,
  enabled = true,
): Progress {
  const drawing = enabled && io.stderr.isTTY === true;
  let lastDrawn = io.now();
  let shown = false;
  const erase = () => {
    if (shown) io.stderr.write(CLEAR_LINE);
    shown = false;
  };
  return {
    update(bytes, games) {
      if (!drawing) return;
      const now = io.now();
      if (now - lastDrawn < PROGRESS_INTERVAL_MS) return;
      lastDrawn = now;
      shown = true;
      io.stderr.write(`${CLEAR_LINE}${progressText(label, bytes, games, totalBytes)}`);
    },
    message(line) {
      erase();
      io.stderr.write(`${line}\n`);
    },
    done: erase,
  };
}

/**
 * The text of the progress line.
 *
 * @example
 * progressText('big.pbn', 52_428_800, 1234, 209_715_200)
 * // 'big.pbn: 50.0 of 200.0 MB (25%), 1,234 games'
 */
export function progressText(
  label: string,
  bytes: number,
  games: number,
  totalBytes: number | undefined,
): string {
  const read =
    totalBytes === undefined
      ? `${megabytes(bytes)} MB`
      : `${megabytes(bytes)} of ${megabytes(totalBytes)} MB (${percent(bytes, totalBytes)}%)`;
  const gameCount = `${games.toLocaleString('en-US')} ${games === 1 ? 'game' : 'games'}`;
  return `${label}: ${read}, ${gameCount}`;
}

function megabytes(bytes: number): string {
  return (bytes / (1024 * 1024)).toFixed(1);
}

function percent(part: number, whole: number): number {
  return whole === 0 ? 100 : Math.floor((part / whole) * 100);
}
