import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA (D28, D29). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Runs axe on the page as it is now and fails with a readable list when anything is violated.
 * Legacy mode runs axe inside the page itself; the default opens a second, blank page for every check to merge
 * the results of cross-origin frames, which our pages do not have (their media and images are same-origin
 * elements). That page was most of a check's time (ADR 0086).
 */
export async function expectNoAxeViolations(page: Page, state: string): Promise<void> {
  await finishTransitions(page);
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode(true).analyze();
  if (results.violations.length === 0) return;
  const lines = results.violations.map((violation) => {
    const targets = violation.nodes
      .slice(0, 5)
      .map((node) => `      ${node.target.join(' ')}: ${node.failureSummary ?? ''}`.trimEnd())
      .join('\n');
    return `  ${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}\n${targets}`;
  });
  throw new Error(
    `axe found ${results.violations.length} violation(s) on ${state} (${page.url()}):\n${lines.join('\n')}`,
  );
}

/**
 * Waits (up to 2 s) for the page's finite CSS transitions and animations to end. axe measures contrast with
 * the opacity of the moment, so a toast still fading in (sonner's entry transition) reads as faint text.
 * Endless animations (a spinner, a skeleton's pulse) are left running.
 */
async function finishTransitions(page: Page): Promise<void> {
  await page.evaluate(async () => {
    // Two frames first, so a transition that a just-rendered element starts on mount has begun.
    for (let frame = 0; frame < 2; frame += 1) await new Promise(requestAnimationFrame);
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    const settled = Promise.allSettled(finite.map((animation) => animation.finished));
    await Promise.race([settled, new Promise((resolve) => setTimeout(resolve, 2000))]);
  });
}
