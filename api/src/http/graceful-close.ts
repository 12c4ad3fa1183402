import type { Server, ServerResponse } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';

/**
 * How long a closing server still takes the connections the system had already accepted for it
 * and reads the requests already sent on them: they are queued in the kernel and read only when
 * the event loop turns, after the signal that closes the server may have been handled.
 */
const SETTLE_MS = 100;

/**
 * Watches `server` from its start so that it can later close without harming a request that had
 * arrived (docs/decisions.md "HTTP hardening"). Returns `close(graceMs)`: it stops taking new
 * connections, answers every request already sent (its whole body, `Connection: close` where
 * its headers are not out yet), closes each connection once its last answer is written, and
 * resolves when none is left; after `graceMs` the connections still open are cut.
 *
 * Node's own `server.close()` would destroy every connection it deems idle at once: one whose
 * request bytes have not been read yet (a reset), and one whose answer is fully handed over but
 * still being sent to a slow client (a cut body). This closes those with `end()` instead, which
 * lets the written bytes go out first.
 *
 * @example
 * const close = closeGracefully(server);
 * process.once('SIGTERM', () => close(10_000).then(() => process.exit(0)));
 */
export function closeGracefully(server: Server): (graceMs: number) => Promise<void> {
  // Requests being answered on each open connection.
  const connections = new Map<Socket, number>();
  const answering = new Set<ServerResponse>();
  let closing = false;
  const endWhenIdle = (socket: Socket) => {
    if (closing && connections.get(socket) === 0) socket.end(() => socket.destroy());
  };
  server.on('connection', (socket: Socket) => {
    connections.set(socket, 0);
    socket.once('close', () => connections.delete(socket));
  });
  // Before the app's listener, which may write the headers at once.
  server.prependListener('request', (request, response) => {
    const socket = request.socket;
    if (closing) response.shouldKeepAlive = false;
    connections.set(socket, (connections.get(socket) ?? 0) + 1);
    answering.add(response);
    response.once('close', () => {
      answering.delete(response);
      if (!connections.has(socket)) return;
      connections.set(socket, (connections.get(socket) ?? 1) - 1);
      endWhenIdle(socket);
    });
  });
  let closed: Promise<void> | undefined;
  return (graceMs) => {
    closed ??= new Promise<void>((resolve) => {
      closing = true;
      for (const response of answering) if (!response.headersSent) response.shouldKeepAlive = false;
      setTimeout(() => {
        setImmediate(() => {
          const force = setTimeout(() => {
            for (const socket of connections.keys()) socket.destroy();
          }, graceMs);
          force.unref();
          // net's close: stop listening and call back once the last connection is gone.
          NetServer.prototype.close.call(server, () => {
            clearTimeout(force);
            resolve();
          });
          for (const socket of connections.keys()) endWhenIdle(socket);
        });
      }, SETTLE_MS);
    });
    return closed;
  };
}
