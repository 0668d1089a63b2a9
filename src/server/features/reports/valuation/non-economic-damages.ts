import type { CaseRecord, Severity } from '../../../../contracts/case-record';
import type {
  MultiplierModifier,
  Range,
  ValuationStep,
  ValuationUnknown,
} from '../../../../contracts/conclusions';
import {
  multiplierSources,
  painAndSufferingOf,
  perDiemDailyRate,
  perDiemNonEconomic,
  type SeverityTier,
  severityTier,
} from '../../../../contracts/valuation';

import { readSeverity } from '../read-severity';

import { flat, zero } from './range';
import { isUnknownFact, unknownFact, valuationStep } from './step';

/**
 * Step 2, non-economic damages by the multiplier method (research §3.2), with per diem shown
 * beside it as a cross-check, never added (§3.3). The band is read from the injuries and care
 * the visitor described; the modifiers apply only to facts the visitor gave.
 */
export interface NonEconomicDamages {
  nonEconomic: Range;
  severity: Severity | undefined;
  tier: SeverityTier | undefined;
  steps: ValuationStep[];
  unknowns: ValuationUnknown[];
}

/** Research §3.2 modifiers and their factors (a product choice, not law). */
export const modifierFactors: Record<MultiplierModifier, number> = {
  clear_liability: 1.1,
  treatment_gap: 0.85,
  same_part_prior_injury: 0.85,
};

const modifierApplies: Record<MultiplierModifier, (record: CaseRecord) => boolean> = {
  clear_liability: (record) => record.clearLiability !== undefined,
  treatment_gap: (record) =>
    (record.treatment?.gapDays ?? 0) > 30 || (record.treatment?.firstCareDelayDays ?? 0) > 30,
  same_part_prior_injury: (record) => record.priorInjurySamePart === true,
};

const perDiemSource =
  'https://www.macinjurylaw.com/l/what-is-per-diem-method-for-calculating-pain-and-suffering-damages/';

export function nonEconomicDamages(
  record: CaseRecord,
  economic: { multiplierBase: number; wages: number | undefined },
): NonEconomicDamages {
  const unknowns: ValuationUnknown[] = [];
  const { severity, derivedFrom } = readSeverity(record);
  if (isUnknownFact(record, 'injuries', severity === undefined)) unknowns.push(unknownFact('injuries', true));
  const tier = severity ? severityTier(severity) : undefined;
  const base = economic.multiplierBase;
  const modifiers = (Object.keys(modifierApplies) as MultiplierModifier[]).filter((modifier) =>
    modifierApplies[modifier](record),
  );
  const factor = modifiers.reduce((product, modifier) => product * modifierFactors[modifier], 1);
  // The same multiplication the public calculator does (decision 0088); nothing to multiply, no line.
  const pain = painAndSufferingOf(base, tier, factor);
  const nonEconomic: Range = pain.range ?? zero;
  const steps: ValuationStep[] = pain.range
    ? [
        valuationStep({
          code: 'pain_and_suffering',
          kind: 'add',
          range: pain.range,
          tier: tier ?? 'unknown',
          ...(derivedFrom ? { derivedFrom } : {}),
          base,
          multipliers: pain.multipliers,
          modifiers,
          sourceUrls: [multiplierSources[0]],
        }),
      ]
    : [];

  const daysMissed = record.lostWages?.daysMissed;
  if (daysMissed !== undefined && daysMissed > 0 && tier !== 'none') {
    const weeklyPay = economic.wages !== undefined ? (economic.wages / daysMissed) * 5 : undefined;
    const dailyRate = perDiemDailyRate(weeklyPay);
    const perDiem = perDiemNonEconomic({ dailyRate, days: daysMissed, isPermanent: record.permanentInjury });
    steps.push(
      valuationStep({
        code: 'per_diem',
        kind: 'check',
        range: flat(perDiem),
        dailyRate,
        days: daysMissed,
        sourceUrls: [perDiemSource],
      }),
    );
  }
  return { nonEconomic, severity, tier, steps, unknowns };
}
