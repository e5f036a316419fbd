/**
 * An accessibility audit of what a page shows, with axe-core (the engine of Lighthouse's
 * accessibility score): the WCAG 2.2 A and AA rules and axe's best practices.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

const rules = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** One broken rule: its id and the elements that break it (CSS selectors and what is wrong). */
export type Violation = { rule: string; impact: string | null; nodes: string[] };

/**
 * What axe finds wrong with the page as it is now. The script is evaluated, not added as a tag:
 * the pages' Content-Security-Policy refuses inline scripts.
 */
export async function accessibilityViolations(page: Page): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async (tags) => {
    type AxeResult = {
      violations: {
        id: string;
        impact: string | null;
        nodes: { target: string[]; failureSummary?: string }[];
      }[];
    };
    const axe = (window as unknown as { axe: { run(c: Document, o: object): Promise<AxeResult> } })
      .axe;
    const result = await axe.run(document, { runOnly: tags, resultTypes: ['violations'] });
    return result.violations.map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      nodes: violation.nodes.map(
        (node) => `${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ') ?? ''}`,
      ),
    }));
  }, rules);
}

/** The page, as it is now, breaks none of the rules. */
export async function expectAccessible(page: Page, what: string): Promise<void> {
  expect(await accessibilityViolations(page), `accessibility of ${what}`).toEqual([]);
}
