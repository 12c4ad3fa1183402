/**
 * Largest Contentful Paint in headless Chromium (issue 5 §4): each visit is a new browser context
 * (empty cache and cookies: a first visit), its CPU slowed 4x through the DevTools protocol
 * (Emulation.setCPUThrottlingRate), the paint read from a PerformanceObserver on
 * 'largest-contentful-paint' registered before the page's own scripts. The network is the
 * machine's loopback: no network throttling.
 */
import { chromium } from 'playwright-core';

/** The CPU slow-down of issue 5 §4. */
export const CPU_THROTTLING_RATE = 4;
/** The viewport of every visit (a laptop). */
export const VIEWPORT = { width: 1280, height: 900 };
/** How long the page must stay quiet after it is ready before the last LCP entry is read. */
const SETTLE_MS = 1000;

/** Debian's Chromium, as the browser journeys run it (DESIGN.md: headless, no sandbox). */
export function launchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
}

/**
 * Collects the page's LCP candidates (the last one is the LCP) and its first contentful paint.
 * Runs in the page, before any of its scripts.
 */
function observePaints() {
  /** @type {{ time: number; size: number; element: string }[]} */
  const candidates = [];
  Object.defineProperty(window, '__benchPaints', { value: candidates });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const element = /** @type {any} */ (entry).element;
      // An image is named by its alt text or its file, anything else by its text.
      const source = element?.currentSrc ?? '';
      const picture =
        element?.alt ||
        (source.startsWith('data:') ? 'inline data: picture' : source.replace(/^.*\//, ''));
      const text = (
        element?.tagName === 'IMG' ? picture : element?.textContent?.trim() || ''
      ).slice(0, 40);
      const name = element
        ? `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).split(' ')[0]}` : ''}`
        : '(removed)';
      candidates.push({
        time: entry.startTime,
        size: /** @type {any} */ (entry).size,
        element: text ? `${name} “${text}”` : name,
      });
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

/**
 * One first visit to `url`, CPU throttled: the LCP (ms after navigation start), its element,
 * the first contentful paint, when the last script arrived, when the first GraphQL request left
 * and the last one's answer arrived, and the JavaScript files fetched.
 *
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @param {string} readySelector an element that is there once the page shows its content
 */
export async function measureVisit(browser, url, readySelector) {
  const context = await browser.newContext({ viewport: VIEWPORT, locale: 'en-GB' });
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(60_000);
    /** @type {string[]} */
    const scripts = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script')
        scripts.push(new URL(response.url()).pathname);
    });
    await page.addInitScript(observePaints);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLING_RATE });
    await page.goto(url, { waitUntil: 'load' });
    await page.locator(readySelector).first().waitFor();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(SETTLE_MS);
    const paints = await page.evaluate(() => {
      const resources = /** @type {PerformanceResourceTiming[]} */ (
        performance.getEntriesByType('resource')
      );
      const data = resources.filter((r) => new URL(r.name).pathname === '/graphql');
      return {
        candidates: /** @type {any} */ (window).__benchPaints,
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
        // Where the time goes: the scripts, then the GraphQL queries the page makes once they ran.
        scriptsEnd: Math.max(
          0,
          ...resources
            .filter((r) => r.initiatorType === 'script' || r.name.endsWith('.js'))
            .map((r) => r.responseEnd),
        ),
        dataStart: Math.min(...data.map((r) => r.startTime)),
        dataEnd: Math.max(0, ...data.map((r) => r.responseEnd)),
      };
    });
    const last = paints.candidates.at(-1);
    if (last === undefined) throw new Error(`No largest-contentful-paint entry on ${url}`);
    return {
      lcp: last.time,
      element: last.element,
      fcp: paints.fcp,
      scriptsEnd: paints.scriptsEnd,
      dataStart: paints.dataStart,
      dataEnd: paints.dataEnd,
      scripts,
    };
  } finally {
    await context.close();
  }
}

/**
 * The middle value (the mean of the two middle values for an even count).
 *
 * @param {number[]} values
 */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
