/** Log levels, least to most severe; `silent` logs nothing. */
export const LOG_LEVELS = ['debug', 'info', 'warn', 'error', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export type LogFields = Readonly<Record<string, unknown>>;

/** A structured logger: one JSON object per line (DESIGN.md "api": structured request logs). */
export interface Logger {
  debug(msg: string, fields?: LogFields): void;
  info(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  error(msg: string, fields?: LogFields): void;
}

/**
 * A logger writing one JSON line per entry (`time`, `level`, `msg`, then the fields) to `write`,
 * dropping entries below `level`. An `Error` field is written as its name, message and stack.
 *
 * @example
 * const logger = createJsonLogger('info', (line) => process.stdout.write(line));
 * logger.info('listening', { url: 'http://localhost:3000' });
 * // {"time":"2025-01-01T12:00:00.000Z","level":"info","msg":"listening","url":"http://localhost:3000"}
 */
export function createJsonLogger(
  level: LogLevel,
  write: (line: string) => void,
  now: () => Date = () => new Date(),
): Logger {
  const threshold = LOG_LEVELS.indexOf(level);
  const at =
    (entryLevel: Exclude<LogLevel, 'silent'>) =>
    (msg: string, fields: LogFields = {}): void => {
      if (LOG_LEVELS.indexOf(entryLevel) < threshold) return;
      const entry = { time: now().toISOString(), level: entryLevel, msg, ...fields };
      write(`${JSON.stringify(entry, serialiseErrors)}\n`);
    };
  return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}

/** A logger that drops everything. */
export const silentLogger: Logger = createJsonLogger('silent', () => {});

function serialiseErrors(_key: string, value: unknown): unknown {
  if (!(value instanceof Error)) return value;
  return { name: value.name, message: value.message, stack: value.stack, cause: value.cause };
}
