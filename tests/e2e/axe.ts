// axe-core, the accessibility engine, run in the page itself. Injected once a document: a flow that checks several
// states of one screen (a dialog open, an error shown, the other width) compiles it once. @axe-core/playwright's
// builder evaluated the whole engine twice a scan in the main frame and once in every other frame (the third-party
// map's included), about 0.4 s of each scan whatever the page's size (docs/tests.md).
import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const engine = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The rule sets every page must pass: WCAG 2.0, 2.1 and 2.2 at levels A and AA, and axe's best practices. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * The page's violations, one line each: "rule: help (target, target…)". Only violations are reported (the passes
 * would be built node by node: a third of the time). Frames are left out (`iframes: false`): axe would message each
 * frame and, from one it cannot reach (the third-party map's, cross-origin), wait out its 60 s frameWaitTime.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(engine);
  return page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> } }).axe;
    const results = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'], iframes: false });
    return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  }, TAGS);
}
