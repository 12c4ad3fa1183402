/**
 * Builds the app into a temporary folder and starts the real API server on it, on a random port
 * with a temporary SQLite database seeded with the demo catalogue. Tests read the address with
 * `inject('baseUrl')`. With TENACE_E2E_BASE_URL set, the journeys run against that server instead
 * (one already serving a build of the app), and nothing is built or started. Either way one
 * Chromium serves the whole run (`inject('browserEndpoint')`, see browser.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RunningServer } from '@tenace/api';
import type { BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { APP_ROOT, buildApp, startStore } from './app-server.js';
import { launchBrowserServer } from './browser.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    artifactsDir: string;
    browserEndpoint: string;
  }
}

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
  await buildApp(appDir);
  server = await startStore(scratch, appDir);
  project.provide('baseUrl', server.url);
  await startBrowser(project);
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
