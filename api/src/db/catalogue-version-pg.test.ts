import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { silentLogger } from '../logging/logger.js';
import { catalogueFixture } from '../testing/catalogue.testkit.js';
import { createTestApi } from '../testing/test-api.testkit.js';
import { testDatabaseTargets } from '../testing/test-database.testkit.js';
import { CATALOGUE_WATCH_APPLICATION, watchPostgresCatalogue } from './catalogue-version-pg.js';
import type { Database } from './database.js';

/** Long enough that only a notification can move a watch within a test. */
const NEVER_MS = 10 * 60_000;

/**
 * PostgreSQL's catalogue watch (catalogue-version-pg.ts): another connection's commit is heard
 * by notification, and one missed (no notification, or the watch's connection lost) is caught
 * by the version row's check. SQLite reads the row at every look (catalogue-version.test.ts).
 */
describe.each(testDatabaseTargets().filter((target) => target.name === 'postgres'))(
  'the catalogue watch on $name',
  (target) => {
    let database: Database;
    let url: string;
    let drop: () => Promise<void>;
    let admin: pg.Client;

    beforeAll(async () => {
      ({ database, url, drop } = await target.open());
      admin = new pg.Client({ connectionString: url });
      await admin.connect();
    });
    afterAll(async () => {
      await admin.end();
      await drop();
    });

    /** Moves the version row as the triggers would, without their notification. */
    const moveSilently = async () => {
      await admin.query('BEGIN');
      await admin.query(`SELECT set_config('tenace.catalogue_changed', 'yes', true)`);
      await admin.query('UPDATE catalogue_version SET version = version + 1');
      await admin.query('COMMIT');
    };

    it('hears another connection’s catalogue commit by notification, within a second', async () => {
      const watch = watchPostgresCatalogue(url, silentLogger, NEVER_MS);
      await watch.start();
      try {
        const before = watch.version.value;
        await catalogueFixture(createTestApi(database)).price(1234);
        await vi.waitFor(() => expect(watch.version.value).toBeGreaterThan(before), {
          timeout: 1_000,
          interval: 10,
        });
      } finally {
        await watch.close();
      }
    });

    it('catches a change it was not notified of by checking the row, even after losing its connection', async () => {
      const watch = watchPostgresCatalogue(url, silentLogger, 50);
      await watch.start();
      try {
        const first = watch.version.value;
        await moveSilently();
        await vi.waitFor(() => expect(watch.version.value).toBe(first + 1), { timeout: 2_000 });
        const { rowCount } = await admin.query(
          `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
            WHERE application_name = $1 AND datname = current_database()`,
          [CATALOGUE_WATCH_APPLICATION],
        );
        // This watch's connection and the test database's own watch's.
        expect(rowCount).toBe(2);
        await moveSilently();
        await vi.waitFor(() => expect(watch.version.value).toBe(first + 2), { timeout: 2_000 });
      } finally {
        await watch.close();
      }
    });
  },
);
