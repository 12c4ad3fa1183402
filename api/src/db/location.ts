import { isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where the data lives: an SQLite file (or memory) or a PostgreSQL server. */
export type DatabaseLocation =
  | { readonly dialect: 'sqlite'; readonly file: string }
  | { readonly dialect: 'postgres'; readonly url: string };

/** The SQLite file used when `DATABASE_URL` is not set (DESIGN.md "Data": a file under data/). */
export const DEFAULT_SQLITE_FILE = 'tenace.db';

/** SQLite's name for a private in-memory database (used by the tests). */
export const IN_MEMORY = ':memory:';

/**
 * Reads `DATABASE_URL`: `postgres://…` or `postgresql://…` selects PostgreSQL; a `file:` URL, a
 * plain path or `:memory:` selects SQLite; unset means `{dataDir}/tenace.db`. A relative path is
 * taken from the working directory. Any other URL scheme is refused with a message.
 *
 * @example
 * parseDatabaseUrl(undefined, 'data') // { ok: true, value: { dialect: 'sqlite', file: '/…/data/tenace.db' } }
 * parseDatabaseUrl('postgres://u@db/tenace', 'data') // { ok: true, value: { dialect: 'postgres', url: … } }
 */
export function parseDatabaseUrl(
  value: string | undefined,
  dataDir: string,
): { ok: true; value: DatabaseLocation } | { ok: false; message: string } {
  const text = value?.trim() ?? '';
  if (text === '')
    return { ok: true, value: { dialect: 'sqlite', file: resolve(dataDir, DEFAULT_SQLITE_FILE) } };
  if (text === IN_MEMORY) return { ok: true, value: { dialect: 'sqlite', file: IN_MEMORY } };
  if (/^postgres(ql)?:\/\//i.test(text)) {
    try {
      new URL(text);
    } catch {
      return { ok: false, message: `DATABASE_URL is not a valid PostgreSQL URL: ${redact(text)}` };
    }
    return { ok: true, value: { dialect: 'postgres', url: text } };
  }
  if (/^file:\/\//i.test(text))
    return { ok: true, value: { dialect: 'sqlite', file: fileURLToPath(text) } };
  // `file:relative/path.db` is not a proper file URL, but it is what people write.
  if (/^file:/i.test(text))
    return { ok: true, value: { dialect: 'sqlite', file: resolve(text.slice('file:'.length)) } };
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(text)) {
    return {
      ok: false,
      message: `DATABASE_URL must be a file path, a file: URL or a postgres:// URL, not ${redact(text)}`,
    };
  }
  return {
    ok: true,
    value: { dialect: 'sqlite', file: isAbsolute(text) ? text : join(process.cwd(), text) },
  };
}

/** Hides a password in a URL before it goes into a message or a log. */
export function redact(url: string): string {
  return url.replace(/\/\/([^:/@]+):[^@/]*@/, '//$1:***@');
}
