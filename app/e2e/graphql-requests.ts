/**
 * A page's GraphQL requests, followed to know when none is out (a journey checks the page once
 * the saves it made are over) and which operations the page sent.
 */
import type { Page, Request } from 'playwright-core';
import { expect } from 'vitest';

/** Follows a page's GraphQL requests. */
export interface GraphqlTracker {
  /** Resolves once no request has been out for `QUIET_MS`. */
  quiet(): Promise<void>;
  /** The operation names of the requests sent so far, in order. */
  operations(): readonly string[];
}

/**
 * How long the page must send no GraphQL request to count as quiet: a request one answer sets
 * off leaves within a few milliseconds, and its answer is drawn as soon as it comes.
 */
const QUIET_MS = 500;

/** Starts following `page`'s GraphQL requests (call it before the page sends any). */
export function trackGraphql(page: Page): GraphqlTracker {
  const out = new Set<Request>();
  const sent: string[] = [];
  let lastChange = Date.now();
  page.on('request', (request) => {
    if (!request.url().endsWith('/graphql')) return;
    const body = request.postDataJSON() as { operationName?: string } | null;
    sent.push(body?.operationName ?? '');
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
    operations: () => sent,
  };
}
