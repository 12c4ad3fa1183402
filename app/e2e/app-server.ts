/**
 * The journeys' store: the app built with Vite into a folder, served by the real API on a free
 * port of 127.0.0.1 with a temporary SQLite database seeded with the demo catalogue. The global
 * setup starts the default build (flags off); a journey of a flag starts a build of its own.
 */
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type RunningServer, startServer } from '@tenace/api';
import { build } from 'vite';

export const APP_ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Build-time settings a journey may turn on (app/src/config.ts). */
export interface BuildFlags {
  /** `VITE_FEATURE_SUBSCRIPTIONS=true`. */
  readonly subscriptions?: boolean;
}

/** Builds the app into `outDir`, with the flags given on (the rest as the environment says). */
export async function buildApp(outDir: string, flags: BuildFlags = {}): Promise<void> {
  await build({
    root: APP_ROOT,
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, sourcemap: false },
    // Vite fixes `import.meta.env.VITE_*` at build time: `define` sets the flag for this build
    // alone, without touching the process's environment that other builds read.
    ...(flags.subscriptions === true && {
      define: { 'import.meta.env.VITE_FEATURE_SUBSCRIPTIONS': JSON.stringify('true') },
    }),
  });
}

/** How a journey's store is started. */
export interface StoreOptions {
  /**
   * Leave PUBLIC_URL unset, as `npm start` does: it then defaults to `http://localhost:PORT`
   * while the browser uses `http://127.0.0.1:PORT`, the address the README gives.
   */
  readonly defaultPublicUrl?: boolean;
}

/**
 * Starts the API on a free port serving the build in `appDir`, its database and uploads under
 * `scratch`. The port is chosen first so that PUBLIC_URL (e-mail links, the local payment
 * provider's pages) names the address the browser uses, unless the journey asks for the default.
 */
export async function startStore(
  scratch: string,
  appDir: string,
  options: StoreOptions = {},
): Promise<RunningServer> {
  const port = await freePort();
  const { PUBLIC_URL: _inherited, ...environment } = process.env;
  const started = await startServer(
    {
      ...environment,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      ...(options.defaultPublicUrl !== true && { PUBLIC_URL: `http://127.0.0.1:${port}` }),
      DATA_DIR: join(scratch, 'data'),
      DATABASE_URL: join(scratch, 'data', 'tenace.db'),
      APP_DIR: appDir,
      LOG_LEVEL: 'error',
    },
    () => {},
  );
  if (!started.ok) throw new Error(`The API did not start:\n${started.problems.join('\n')}`);
  return started.value;
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
