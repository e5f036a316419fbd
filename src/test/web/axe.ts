/**
 * axe-core (the accessibility engine the browser journeys use) on a jsdom tree: the WCAG 2.2 A/AA
 * rules and axe's best practices that do not need a layout. Colour contrast needs a real
 * browser's rendering, so it is left to the journeys (e2e/accessibility.ts).
 */
import axe from 'axe-core';

/** The rules `element` breaks, each with the elements that break it. */
export async function structuralViolations(element: Element): Promise<string[]> {
  const result = await axe.run(element, {
    runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
    rules: { 'color-contrast': { enabled: false } },
    resultTypes: ['violations'],
  });
  return result.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}
