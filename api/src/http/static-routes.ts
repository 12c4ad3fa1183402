import { readFileSync } from 'node:fs';
import { Hono } from 'hono';
import type { Database } from '../db/database.js';
import { en } from '../lang/en.js';
import { nl } from '../lang/nl.js';
import type { Logger } from '../logging/logger.js';
import { ownValue } from '../validation/own-value.js';
import type { AppEnv } from './app-env.js';

/** The translation files, by the name the client asks for (storefront.md §1: en and nl). */
const CATALOGUES: Readonly<Record<string, Readonly<Record<string, string>>>> = { en, nl };

// From src/http or dist/http alike, the package's own package.json.
const { version } = JSON.parse(
  readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
) as {
  version: string;
};

/**
 * `/health` (200 when the database answers, else 503), `/version.json` (the version the app
 * polls, storefront.md §4) and `/lang/{lng}.json` (the translation files, storefront.md §7).
 */
export function staticRoutes(database: Database, logger: Logger) {
  return new Hono<AppEnv>()
    .get('/health', async (c) => {
      try {
        await database.ping();
        return c.json({ status: 'ok', database: database.dialect });
      } catch (error) {
        logger.error('health check failed', { requestId: c.get('requestId'), error });
        return c.json({ status: 'unavailable', database: database.dialect }, 503);
      }
    })
    .get('/version.json', (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json({ version });
    })
    .get('/lang/:file', (c) => {
      const match = /^([a-z]{2})\.json$/.exec(c.req.param('file'));
      const catalogue = match?.[1] === undefined ? undefined : ownValue(CATALOGUES, match[1]);
      if (catalogue === undefined) return c.json({ error: 'No such language file' }, 404);
      c.header('Cache-Control', 'public, max-age=300');
      return c.json(catalogue);
    });
}
