import { Hono } from 'hono';
import type { OutboxRepository } from '../repositories/outbox.js';
import type { AppEnv } from './app-env.js';

/** How many outbox messages `/dev/outbox` lists. */
const OUTBOX_PAGE = 50;

/**
 * Routes that exist only outside production: `/dev/outbox` lists the newest e-mails, so reset
 * and activation links can be followed without a mail server (DESIGN.md "Decisions").
 */
export function devRoutes(outbox: OutboxRepository) {
  return new Hono<AppEnv>().get('/dev/outbox', async (c) =>
    c.json(await outbox.latest(OUTBOX_PAGE)),
  );
}
