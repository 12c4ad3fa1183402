import pg from 'pg';
import type { Logger } from '../logging/logger.js';
import { CATALOGUE_CHANGED_CHANNEL, CATALOGUE_VERSION_TABLE } from './catalogue-version.js';
import type { ChangeVersion } from './change-counter.js';

/**
 * How often the version row is read besides the notifications: a notification lost while the
 * listening connection was down (or silently broken) shows within this long.
 */
export const CATALOGUE_CHECK_MS = 1_000;

/** How the watch's own connection shows in `pg_stat_activity`. */
export const CATALOGUE_WATCH_APPLICATION = 'tenace catalogue watch';

/** PostgreSQL's watch: notified of every catalogue commit, by any process. */
export interface PostgresCatalogueWatch {
  readonly version: ChangeVersion;
  /** Makes a pool's new connection hear the notifications (the pool's `onConnect`). */
  listen(client: pg.ClientBase): Promise<void>;
  /** Connects the watch's own connection and reads the version; then keeps checking it. */
  start(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The catalogue's version on PostgreSQL: the highest version row value this process has heard
 * of. The triggers notify `catalogue_changed` with the new value, which PostgreSQL delivers at
 * the commit to every connection listening, in every process (DESIGN.md: several API processes
 * may share one database).
 *
 * Every pooled connection listens: a connection's own notification arrives just before the
 * answer to its COMMIT (or to the statement, outside a transaction), so a process that writes
 * sees its write before the write's promise resolves, never serving its old caches after it. A
 * connection of the watch's own listens too, since pooled connections come and go, and reads the
 * version row every {@link CATALOGUE_CHECK_MS}: a notification missed while it was down still
 * shows. That connection is made again when it fails, and read at once when it is.
 *
 * Only committed versions are heard of, and they only go up, so the value needs no local count,
 * and a transaction's end nothing more: its commit notifies, and no other connection (so no
 * cache) saw its rows before.
 */
export function watchPostgresCatalogue(
  url: string,
  logger: Logger,
  checkEveryMs = CATALOGUE_CHECK_MS,
): PostgresCatalogueWatch {
  let highest = 0;
  const hear = (version: number) => {
    if (version > highest) highest = version;
  };
  const onNotification = (message: pg.Notification) => {
    if (message.channel === CATALOGUE_CHANGED_CHANNEL) hear(Number(message.payload));
  };
  const listen = async (client: pg.ClientBase) => {
    client.on('notification', onNotification);
    await client.query(`LISTEN ${CATALOGUE_CHANGED_CHANNEL}`);
  };
  const read = async (client: pg.ClientBase) => {
    const { rows } = await client.query<{ version: string }>(
      `SELECT version FROM ${CATALOGUE_VERSION_TABLE}`,
    );
    hear(Number(rows[0]?.version ?? 0));
  };

  let own: pg.Client | undefined;
  let timer: NodeJS.Timeout | undefined;
  let checking: Promise<void> = Promise.resolve();
  const forget = (client: pg.Client) => {
    if (own === client) own = undefined;
    client.end().catch(() => undefined);
  };
  const connect = async () => {
    const client = new pg.Client({
      connectionString: url,
      application_name: CATALOGUE_WATCH_APPLICATION,
    });
    // Without a listener, a broken connection's error would end the process.
    client.on('error', (error) => {
      logger.error('catalogue watch connection failed', { error });
      forget(client);
    });
    client.on('end', () => forget(client));
    try {
      await client.connect();
      await listen(client);
      await read(client);
    } catch (error) {
      forget(client);
      throw error;
    }
    own = client;
  };
  const check = async () => {
    try {
      if (own === undefined) await connect();
      else await read(own);
    } catch (error) {
      logger.error('catalogue version check failed', { error });
      if (own !== undefined) forget(own);
    }
  };

  return {
    version: {
      get value() {
        return highest;
      },
    },
    listen,
    async start() {
      await connect();
      timer = setInterval(() => {
        // One check at a time: a slow one is not overtaken by the next.
        checking = checking.then(check);
      }, checkEveryMs);
      timer.unref();
    },
    async close() {
      clearInterval(timer);
      await checking;
      if (own !== undefined) {
        const client = own;
        own = undefined;
        await client.end();
      }
    },
  };
}
