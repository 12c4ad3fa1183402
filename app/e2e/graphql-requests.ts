/**
 * A page's GraphQL requests, followed to know when none is out: a journey checks the page once
 * the saves it made, and the reads they set off, are over.
 */
import type { Page, Request } from 'playwright-core';
import { expect } from 'vitest';

/** Follows a page's GraphQL requests. */
export interface GraphqlTracker {
  /** Resolves once no request has been out for `QUIET_MS`. */
  quiet(): Promise<void>;
}

/**
 * How long the page must send no GraphQL request to count as quiet: a save's answer sets off a
 * read of the hand within a few milliseconds, and its answer is drawn as soon as it comes.
 */
const QUIET_MS = 500;

/** Starts following `page`'s GraphQL requests (call it before the page sends any). */
export function trackGraphql(page: Page): GraphqlTracker {
  const out = new Set<Request>();
  let lastChange = Date.now();
  page.on('request', (request) => {
    if (!request.url().endsWith('/graphql')) return;
    out.add(request);
    lastChange = Date.now();
  });
  const done = (request: Request) => {
    if (out.delete(request)) lastChange = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    async quiet() {
      await expect
        .poll(() => out.size === 0 && Date.now() - lastChange >= QUIET_MS, { interval: 100 })
        .toBe(true);
    },
  };
}
