import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The api package, where the server's entry point is run from. */
const API_DIR = fileURLToPath(new URL('../..', import.meta.url));

/** A running API server: a real child process on the test's database (`npm start`'s main.ts). */
export interface ServerProcess {
  readonly url: string;
  readonly process: ChildProcess;
  readonly exited: Promise<NodeJS.Signals | number | null>;
}

/**
 * Starts the server on `databaseUrl` (a `DATABASE_URL`) with `env` added to its environment;
 * resolves once it listens.
 *
 * @example
 * const server = await startServerProcess(url);
 * await fetch(`${server.url}/graphql`, { method: 'POST', body });
 * server.process.kill('SIGTERM');
 */
export function startServerProcess(
  databaseUrl: string,
  env: Readonly<Record<string, string>> = {},
): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: API_DIR,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      DATABASE_URL: databaseUrl,
      DEMO_SEED: 'false',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ?? code)),
  );
  let output = '';
  return new Promise((resolve, reject) => {
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /"msg":"listening","url":"([^"]+)"/.exec(output);
      if (listening?.[1] !== undefined) resolve({ url: listening[1], process: child, exited });
    });
    exited.then((how) =>
      reject(new Error(`the server stopped (${how}) before listening:\n${output}`)),
    );
  });
}
