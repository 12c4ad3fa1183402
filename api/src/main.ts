/**
 * Starts the API server (`npm start -w api`): configuration from the environment (README). An
 * invalid configuration, an unreachable database or a taken port stops here with the list of
 * problems and exit code 1; SIGINT and SIGTERM shut down gracefully.
 */
import { createLineBatcher } from './logging/line-batcher.js';
import { startServer } from './server.js';

// Log lines go out once per turn of the event loop; 'exit' also follows an uncaught exception.
const output = createLineBatcher((chunk) => process.stdout.write(chunk));
process.on('exit', output.flush);
const started = await startServer(process.env, output.write);
if (!started.ok) {
  process.stderr.write(
    `The Tenace API cannot start:\n${started.problems.map((p) => `  - ${p}`).join('\n')}\n`,
  );
  process.exit(1);
}
const server = started.value;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        process.stderr.write(`shutdown failed: ${String(error)}\n`);
        process.exit(1);
      },
    );
  });
}
