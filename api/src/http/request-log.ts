import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../logging/logger.js';
import type { AppEnv } from './app-env.js';

// An incoming id is kept only when it is short and plain, so it cannot forge log content.
const SAFE_REQUEST_ID = /^[\w.:-]{1,100}$/;

/**
 * Gives each request an id (kept from `X-Request-Id` when sane, echoed back) and logs one
 * structured line when it ends: method, path, status, duration and the GraphQL operation.
 */
export function requestLog(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const incoming = c.req.header('x-request-id');
    const requestId =
      incoming !== undefined && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    c.set('requestId', requestId);
    c.header('X-Request-Id', requestId);
    await next();
    const operationName = c.get('operationName');
    logger.info('request', {
      requestId,
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
      ...(operationName === undefined ? {} : { operationName }),
    });
  };
}
