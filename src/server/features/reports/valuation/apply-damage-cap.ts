import type { CaseRecord, Severity } from '../../../../contracts/case-record';
import type { ValuationNote, ValuationStep } from '../../../../contracts/conclusions';
import type { SeverityTier } from '../../../../contracts/valuation';

import { type CapValue, nonEconomicCapRules } from '../rules/non-economic-caps.rules';
import { findEntry, isVerified, type RuleEntry } from '../rules/rule-types';

import { type Damages, mapRange, totalOf } from './range';
import { valuationStep } from './step';

/**
 * Step 5: a damage cap for the state and case type (research §3.7). A non-economic cap
 * limits that part only; a total cap limits both, keeping their split so later steps still
 * know what is economic. An unverified cap is named but not applied (decision 0031); an
 * indexed cap with no figure for the year applies nothing and says so.
 */
function isGrave(cap: CapValue, severity: Severity | undefined, tier: SeverityTier | undefined): boolean {
  switch (cap.higherWhen) {
    case 'death':
      return severity === 'death';
    case 'catastrophic_or_death':
      return tier === 'catastrophic';
    case 'permanent_or_worse':
      return tier === 'catastrophic' || tier === 'surgery_or_permanent';
    default:
      return false;
  }
}

export function applyDamageCap(
  record: CaseRecord,
  damages: Damages,
  dates: { incidentDate: string; reportDate: string },
  severity: { severity: Severity | undefined; tier: SeverityTier | undefined },
): { damages: Damages; step: ValuationStep | undefined; notes: ValuationNote[] } {
  const state = record.state;
  if (!state) return { damages, step: undefined, notes: [] };
  const capApplies = (entry: RuleEntry<CapValue>) =>
    entry.value.caseTypes === 'all' || entry.value.caseTypes === record.caseType;
  const entry = findEntry(nonEconomicCapRules, state, dates, capApplies);
  if (!entry) {
    const hasAnyCap = nonEconomicCapRules.some(
      (candidate) => candidate.state === state && capApplies(candidate),
    );
    return { damages, step: undefined, notes: hasAnyCap ? [{ code: 'cap_no_figure_this_year', state }] : [] };
  }
  const cap = entry.value;
  const citation = entry.citation ? { citation: entry.citation } : {};
  if (!isVerified(entry, dates.reportDate)) {
    return {
      damages,
      step: valuationStep({
        code: 'damage_cap',
        kind: 'total',
        range: totalOf(damages),
        state,
        capKind: cap.kind,
        limit: cap.amount,
        outcome: 'unverified_not_applied',
        ...citation,
        sourceUrls: entry.sourceUrls,
        isUnverified: true,
      }),
      notes: [{ code: 'cap_unverified', state }],
    };
  }
  const limit =
    isGrave(cap, severity.severity, severity.tier) && cap.higherAmount !== undefined
      ? cap.higherAmount
      : cap.amount;
  const details = { state, capKind: cap.kind, limit, ...citation, sourceUrls: entry.sourceUrls };
  if (limit === null) {
    return {
      damages,
      step: valuationStep({
        code: 'damage_cap',
        kind: 'total',
        range: totalOf(damages),
        ...details,
        outcome: 'not_for_this_injury',
      }),
      notes: [],
    };
  }
  if (cap.kind === 'non_economic') {
    const capped = {
      ...damages,
      nonEconomic: mapRange(damages.nonEconomic, (amount) => Math.min(amount, limit)),
    };
    return {
      damages: capped,
      step: valuationStep({
        code: 'damage_cap',
        kind: 'total',
        range: totalOf(capped),
        ...details,
        outcome: 'applied',
      }),
      notes: [],
    };
  }
  const total = totalOf(damages);
  const cappedTotal = mapRange(total, (amount) => Math.min(amount, limit));
  const economic = mapRange(damages.economic, (amount, which) =>
    total[which] > 0 ? (amount * cappedTotal[which]) / total[which] : 0,
  );
  const nonEconomic = mapRange(cappedTotal, (amount, which) => amount - economic[which]);
  return {
    damages: { economic, nonEconomic },
    step: valuationStep({
      code: 'damage_cap',
      kind: 'total',
      range: cappedTotal,
      ...details,
      outcome: 'applied',
    }),
    notes: [],
  };
}
