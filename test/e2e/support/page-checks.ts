import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';

/** Collects console errors and uncaught exceptions from a page. */
export function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  return errors;
}

/** Axe violations of impact serious or critical, as readable lines (empty when clean). */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
}

/** The agent's messages in a chat log: the typing indicator shares their alignment and shows first. */
export function agentMessages(conversation: Locator): Locator {
  return conversation.locator('.justify-start:not([data-testid="typing-indicator"])');
}
