/**
 * Builds the app into a temporary folder and starts the real API server on it, on a random port
 * with a temporary SQLite database seeded with the demo catalogue. Tests read the address with
 * `inject('baseUrl')`. With TENACE_E2E_BASE_URL set, the journeys run against that server instead
 * (one already serving a build of the app), and nothing is built or started. Either way one
 * Chromium serves the whole run (`inject('browserEndpoint')`, see browser.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type RunningServer, startServer } from '@tenace/api';
import type { BrowserServer } from 'playwright-core';
import { build } from 'vite';
import type { TestProject } from 'vitest/node';
import { launchBrowserServer } from './browser.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    artifactsDir: string;
    browserEndpoint: string;
  }
}

const APP_ROOT = fileURLToPath(new URL('..', import.meta.url));

let server: RunningServer | undefined;
let browser: BrowserServer | undefined;
let scratch: string | undefined;

export async function setup(project: TestProject) {
  // Screenshots of each journey's last page, kept as CI artifacts.
  project.provide('artifactsDir', join(APP_ROOT, 'e2e-artifacts'));
  const given = process.env.TENACE_E2E_BASE_URL;
  if (given !== undefined && given !== '') {
    project.provide('baseUrl', given);
    await startBrowser(project);
    return;
  }
  scratch = mkdtempSync(join(tmpdir(), 'tenace-e2e-'));
  const appDir = join(scratch, 'app');
  await build({
    root: APP_ROOT,
    logLevel: 'warn',
    build: { outDir: appDir, emptyOutDir: true, sourcemap: false },
  });
  // The port is chosen first so that PUBLIC_URL (e-mail links, the local payment provider's
  // return URLs, which must lead back to the shop) names the address the browser uses.
  const port = await freePort();
  const started = await startServer(
    {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: join(scratch, 'data'),
      DATABASE_URL: join(scratch, 'data', 'tenace.db'),
      APP_DIR: appDir,
      LOG_LEVEL: 'error',
    },
    () => {},
  );
  if (!started.ok) throw new Error(`The API did not start:\n${started.problems.join('\n')}`);
  server = started.value;
  project.provide('baseUrl', server.url);
  await startBrowser(project);
}

/** A port free on 127.0.0.1 now, as the system hands one out. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address !== null
          ? resolve(address.port)
          : reject(new Error('No port')),
      );
    });
  });
}

/** The run's one Chromium, started last so that a failed build or server leaves none behind. */
async function startBrowser(project: TestProject) {
  browser = await launchBrowserServer();
  project.provide('browserEndpoint', browser.wsEndpoint());
}

export async function teardown() {
  await browser?.close();
  await server?.stop();
  if (scratch !== undefined) rmSync(scratch, { recursive: true, force: true });
}
