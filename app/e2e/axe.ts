/**
 * axe-core run in a journey's page: the violations a screen reader or keyboard user would meet,
 * with WCAG 2.5.3 "label in name" (axe's `label-content-name-mismatch`, off by default as
 * experimental) turned on.
 */
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE_SCRIPT = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** A violation as the journeys report it: the rule, its impact and where it was found. */
export interface AxeFinding {
  readonly rule: string;
  readonly impact: string | null;
  readonly targets: readonly string[];
}

/** Runs axe on the page as it is now; the violations that matter are serious or label-in-name. */
export async function axeViolations(page: Page): Promise<AxeFinding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_SCRIPT });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
    const result = await axe.run(document, {
      rules: { 'label-content-name-mismatch': { enabled: true } },
    });
    return result.violations
      .filter(
        (violation) =>
          violation.id === 'label-content-name-mismatch' ||
          violation.impact === 'serious' ||
          violation.impact === 'critical',
      )
      .map((violation) => ({
        rule: violation.id,
        impact: violation.impact ?? null,
        targets: violation.nodes.map((node) => node.html),
      }));
  });
}
