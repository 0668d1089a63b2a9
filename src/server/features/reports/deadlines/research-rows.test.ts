import fs from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { researchDirectory } from '../../../../../test/support/personas';
import { computeDeadlines } from '../compute-deadlines';
import { governmentNoticeRules } from '../rules/government-notice.rules';
import { solMedicalMalpracticeRules } from '../rules/sol-medical-malpractice.rules';
import { solMinorRules } from '../rules/sol-minors.rules';
import { caseRecord, onDay } from '../testing/report-test-kit';

import { addYears } from './calendar';

/**
 * Every row of the research's deadline table (../shared/research/case-valuation.md §3.6),
 * read from the research itself and walked through computeDeadlines: the personal-injury
 * period with its dated changes and motor-vehicle variants, the medical-malpractice period
 * with discovery, "whichever first" and repose, the VERIFY marks, and the notes (government
 * notice, minors). A row we do not cover fails here with its state.
 */
const directory = researchDirectory(path.resolve(import.meta.dirname, '../../../../..'));
if (!directory) console.warn('!! shared/research not found: the research-rows deadline test is SKIPPED.');

interface Row {
  state: string;
  pi: string;
  medMal: string;
  note: string;
}

function readRows(markdown: string): Row[] {
  const section = markdown.slice(markdown.indexOf('### 3.6'), markdown.indexOf('### 3.7'));
  return section
    .split('\n')
    .filter((line) => /^\| [A-Z]{2} \|/.test(line))
    .map((line) => {
      const cells = line.split('|').map((cell) => cell.trim());
      return { state: cells[1]!, pi: cells[2]!, medMal: cells[4]!, note: cells[5] ?? '' };
    });
}

const today = '2026-11-21';
const stripBold = (text: string) => text.replaceAll('**', '');

/** The PI cell: the period now, a motor-vehicle one, and the period before a dated change. */
function readPi(cell: string) {
  const text = stripBold(cell);
  const now = Number(/^(\d+)/.exec(text)![1]);
  const auto = /(\d+) if motor vehicle|auto: (\d+)/.exec(text);
  const before = /;\s*(\d+) before/.exec(text);
  const change = /(\d+)\/(\d+)\/(\d{4})/.exec(text);
  return {
    now,
    auto: auto ? Number(auto[1] ?? auto[2]) : now,
    before: before && change ? { years: Number(before[1]), until: isoOf(change) } : undefined,
  };
}

const isoOf = (match: RegExpExecArray) =>
  `${match[3]}-${match[1]!.padStart(2, '0')}-${match[2]!.padStart(2, '0')}`;

/** The med-mal cell: basic period and its start, a second period from discovery, repose, VERIFY. */
function readMedMal(cell: string) {
  const text = stripBold(cell);
  const years = Number(/^(\d+(?:\.\d+)?)/.exec(text)![1]);
  const fromDiscovery = /^\d+(?:\.\d+)? from discovery|\(discovery rule\)/.test(text);
  let second: { years: number; combine: 'earlier' | 'later' } | undefined;
  const plusMonths = /\+(\d+) mo after discovery/.exec(text);
  const orFrom = /or (\d+(?:\.\d+)?)( mo)? from discovery(, whichever (first|earlier))?/.exec(text);
  if (plusMonths) second = { years: Number(plusMonths[1]) / 12, combine: 'later' };
  else if (orFrom)
    second = {
      years: orFrom[2] ? Number(orFrom[1]) / 12 : Number(orFrom[1]),
      combine: orFrom[3] ? 'earlier' : 'later',
    };
  else if (/from incident or discovery/.test(text)) second = { years, combine: 'later' };
  const repose = /(\d+) repose/.exec(text);
  return {
    years,
    fromDiscovery,
    second,
    reposeYears: repose ? Number(repose[1]) : undefined,
    isVerify: /\bV\b/.test(text),
  };
}

const firstDateOf = (fields: Parameters<typeof caseRecord>[0]) =>
  computeDeadlines(caseRecord(fields), today).deadlines.find((deadline) => deadline.kind === 'limitation')!;

describe.skipIf(!directory)('deadlines against every row of the research table (§3.6)', () => {
  const rows = directory ? readRows(fs.readFileSync(path.join(directory, 'case-valuation.md'), 'utf8')) : [];

  it('reads the 50 states and DC from the research', () => {
    expect(rows).toHaveLength(51);
  });

  it('gives the personal-injury period of each row, its motor-vehicle variant and its dated change', () => {
    const misses: string[] = [];
    for (const row of rows) {
      const pi = readPi(row.pi);
      const incident = '2025-06-01';
      const check = (caseType: 'slip_fall' | 'auto', on: string, years: number) => {
        const deadline = firstDateOf({ state: row.state, caseType, incidentDate: onDay(on) });
        const expected = addYears(on, years);
        if (deadline.date !== expected || deadline.terms[0]?.from !== 'incident')
          misses.push(`${row.state} ${caseType} ${on}: ${deadline.date} ≠ ${expected} ("${row.pi}")`);
      };
      check('slip_fall', incident, pi.now);
      check('auto', incident, pi.auto);
      if (pi.before) check('slip_fall', addYears(pi.before.until, -1), pi.before.years);
    }
    expect(misses).toEqual([]);
  });

  it('gives the medical-malpractice period of each row: its start, discovery, which wins, repose and VERIFY', () => {
    const incident = '2024-01-10';
    const discovery = '2025-06-01';
    const misses: string[] = [];
    for (const row of rows) {
      const rule = readMedMal(row.medMal);
      const base = addYears(rule.fromDiscovery ? discovery : incident, rule.years);
      let expected = base;
      // A row counted from the injury alone, with the harm found later: also counted from the
      // discovery, the later day winning, as an estimate a person checks (decision 0090).
      const isCountedFromDiscovery = !rule.fromDiscovery && !rule.second;
      if (isCountedFromDiscovery) {
        const fromDiscovery = addYears(discovery, rule.years);
        if (fromDiscovery > expected) expected = fromDiscovery;
      }
      if (rule.second) {
        const other = addYears(discovery, rule.second.years);
        expected =
          rule.second.combine === 'earlier' ? (other < base ? other : base) : other > base ? other : base;
      }
      if (rule.reposeYears !== undefined) {
        const repose = addYears(incident, rule.reposeYears);
        if (repose < expected) expected = repose;
      }
      const summary = computeDeadlines(
        caseRecord({
          state: row.state,
          caseType: 'medical_malpractice',
          incidentDate: onDay(incident),
          discoveryDate: onDay(discovery),
        }),
        today,
      );
      const deadline = summary.deadlines.find((candidate) => candidate.kind === 'limitation')!;
      const repose = summary.deadlines.find((candidate) => candidate.kind === 'repose');
      const expectedRepose =
        rule.reposeYears === undefined ? undefined : addYears(incident, rule.reposeYears);
      if (repose?.date !== expectedRepose)
        misses.push(`${row.state}: repose ${repose?.date} ≠ ${expectedRepose} ("${row.medMal}")`);
      const entry = solMedicalMalpracticeRules.find((candidate) => candidate.state === row.state);
      if (deadline.date !== expected)
        misses.push(`${row.state}: ${deadline.date} ≠ ${expected} ("${row.medMal}")`);
      if ((entry?.confidence === 'verify') !== rule.isVerify)
        misses.push(`${row.state}: VERIFY mark ${rule.isVerify}, data ${entry?.confidence}`);
      if (deadline.isUnverified !== (rule.isVerify || isCountedFromDiscovery))
        misses.push(`${row.state}: unverified ${deadline.isUnverified}`);
      const fromInjury = deadline.terms.find((term) => term.from === 'incident');
      if (!rule.fromDiscovery && fromInjury?.date !== base)
        misses.push(`${row.state}: from the injury ${fromInjury?.date} ≠ ${base} ("${row.medMal}")`);
    }
    expect(misses).toEqual([]);
  });

  it('carries the notes: government notice periods and the minors rules', () => {
    const misses: string[] = [];
    for (const row of rows) {
      const text = `${row.note} ${row.medMal}`;
      const notice = /(?:gov't (?:claim|notice)|notice of claim)[^0-9]*(\d+) (days|months)/.exec(text);
      if (notice) {
        const entry = governmentNoticeRules.find(
          (candidate) => candidate.state === row.state && candidate.confidence === 'sourced',
        );
        const period = notice[2] === 'days' ? entry?.value.days : entry?.value.months;
        if (period !== Number(notice[1]))
          misses.push(`${row.state}: notice ${notice[0]} vs ${JSON.stringify(entry?.value)}`);
      }
      if (/minors/.test(text) && !solMinorRules.some((entry) => entry.state === row.state))
        misses.push(`${row.state}: minors rule missing ("${text}")`);
    }
    expect(misses).toEqual([]);
  });
});
