/**
 * `npm run check:rules`: fails when any legal rule was last checked against its sources
 * over a year ago (issue 10). Kept out of `npm test` so the calendar alone never breaks the
 * suite; CI runs it as its own step that warns. At run time a stale rule is named as
 * unverified in the report and the staff view.
 */
import { parseScriptArguments } from './script-arguments';

parseScriptArguments(
  'check:rules',
  'Usage: npm run check:rules   (no arguments; fails when a legal rule was last verified over a year ago)',
  { options: {} },
);
// The rule sets are loaded once the arguments are known to be right (decision 0133).
const { findStaleRules } = await import('../src/server/features/reports/rules/rule-sets');
const { ruleFreshnessDays } = await import('../src/server/features/reports/rules/rule-types');

const today = new Date().toISOString().slice(0, 10);
const stale = findStaleRules(today);
if (stale.length === 0) {
  console.info(
    `check:rules: every legal rule was verified within the last ${ruleFreshnessDays} days (${today}).`,
  );
} else {
  console.error(
    `check:rules: ${stale.length} legal rule(s) were last verified over ${ruleFreshnessDays} days before ${today}.`,
  );
  console.error(
    'Re-check each against its sources, then update verifiedOn (and the value if the law changed):',
  );
  for (const rule of stale) {
    console.error(
      `  - ${rule.ruleSet} · ${rule.state} · verified ${rule.verifiedOn}${rule.citation ? ` · ${rule.citation}` : ''}`,
    );
  }
  process.exitCode = 1;
}
