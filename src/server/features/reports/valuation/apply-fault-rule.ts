import type { CaseRecord, CaseType } from '../../../../contracts/case-record';
import type { ValuationNote, ValuationStep, ValuationUnknown } from '../../../../contracts/conclusions';

import { type FaultRuleValue, faultRules } from '../rules/fault-rules.rules';
import { findEntry, isVerified, type RuleEntry } from '../rules/rule-types';

import { type Damages, mapRange, totalOf } from './range';
import { unknownFact, valuationStep } from './step';

/**
 * Step 4: the state's fault rule on the incident date applied to the visitor's share of
 * fault (research §3.5). pure: reduced by the share · mod50: barred at 50 % or more ·
 * mod51: barred above 50 % · contributory: barred at any share · slight_gross (South
 * Dakota): no number in the statute, so any share makes the low end zero and half or more
 * bars. An unverified rule reduces but never bars (decision 0031).
 */
function scopeMatches(scope: FaultRuleValue['scope'], caseType: CaseType | undefined): boolean {
  if (scope === 'all') return true;
  const isMedMal = caseType === 'medical_malpractice';
  return scope === 'medical_malpractice' ? isMedMal : !isMedMal;
}

/** The fault rule in force for the case: its state, the incident date and the case type. */
export function findFaultRule(
  record: CaseRecord,
  dates: { incidentDate: string; reportDate: string },
): RuleEntry<FaultRuleValue> | undefined {
  if (!record.state) return undefined;
  return findEntry(faultRules, record.state, dates, (entry) =>
    scopeMatches(entry.value.scope, record.caseType),
  );
}

export interface FaultOutcome {
  damages: Damages;
  step: ValuationStep | undefined;
  notes: ValuationNote[];
  unknowns: ValuationUnknown[];
  isBarred: boolean;
}

/** What a share of fault leaves of an amount, under a rule; null when the rule bars recovery. */
export function recoveryUnder(
  rule: FaultRuleValue['rule'],
  fraction: number,
  isRuleVerified: boolean,
): { isBarred: boolean; apply: (amount: number, which: 'low' | 'likely' | 'high') => number } {
  const reduce = (amount: number) => amount * (1 - fraction);
  const barred = { isBarred: true, apply: () => 0 };
  if (!isRuleVerified || rule === 'pure') return { isBarred: false, apply: reduce };
  if (rule === 'mod50') return fraction >= 0.5 ? barred : { isBarred: false, apply: reduce };
  if (rule === 'mod51') return fraction > 0.5 ? barred : { isBarred: false, apply: reduce };
  if (rule === 'contributory') return fraction > 0 ? barred : { isBarred: false, apply: reduce };
  if (fraction >= 0.5) return barred;
  return {
    isBarred: false,
    apply: (amount, which) => (which === 'low' && fraction > 0 ? 0 : reduce(amount)),
  };
}

export function applyFaultRule(
  record: CaseRecord,
  damages: Damages,
  dates: { incidentDate: string; reportDate: string },
  isFaultUnknown: boolean,
): FaultOutcome {
  const state = record.state;
  if (!state) {
    return {
      damages,
      step: undefined,
      notes: [{ code: 'no_state' }],
      unknowns: [unknownFact('state', false)],
      isBarred: false,
    };
  }
  const entry = findFaultRule(record, dates);
  if (!entry)
    return {
      damages,
      step: undefined,
      notes: [{ code: 'no_fault_rule', state }],
      unknowns: [],
      isBarred: false,
    };

  const ownFaultPercent = record.ownFaultPercent ?? 0;
  const rule = entry.value.rule;
  const isRuleVerified = isVerified(entry, dates.reportDate);
  const { isBarred, apply } = recoveryUnder(rule, ownFaultPercent / 100, isRuleVerified);
  const notes: ValuationNote[] = [];
  if (!isRuleVerified) notes.push({ code: 'fault_rule_unverified', state });
  if (isFaultUnknown && isRuleVerified && rule === 'contributory')
    notes.push({ code: 'contributory_any_fault', state });
  const applied = {
    economic: mapRange(damages.economic, apply),
    nonEconomic: mapRange(damages.nonEconomic, apply),
  };
  return {
    damages: applied,
    step: valuationStep({
      code: 'fault_rule',
      kind: 'total',
      range: totalOf(applied),
      state,
      rule,
      ownFaultPercent,
      isBarred,
      sourceUrls: entry.sourceUrls,
      isUnverified: !isRuleVerified,
    }),
    notes,
    unknowns: [],
    isBarred,
  };
}
