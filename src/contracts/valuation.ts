import { z } from 'zod';

import { type Severity, severities } from './case-record';

/**
 * The damages arithmetic both sides share: the server's case value report builds on it,
 * and the browser's settlement calculator on /resources calls quickEstimate directly.
 * Pure functions, no node APIs, no rounding surprises: every amount is whole dollars.
 *
 * Method (research/case-valuation.md §3.1–§3.3): economic damages plus non-economic
 * damages by the multiplier method, with per diem as a cross-check only. The multiplier
 * is an insurance-industry convention, not law, so the result is always a range.
 */

export const severityTiers = [
  'none',
  'soft_tissue',
  'objective',
  'surgery_or_permanent',
  'catastrophic',
] as const;
export type SeverityTier = (typeof severityTiers)[number];

export interface MultiplierBand {
  tier: SeverityTier;
  label: string;
  /** Typical injuries in the band, for the "why" next to the number. */
  examples: string;
  low: number;
  likely: number;
  high: number;
}

/**
 * Suggested defaults from research §3.2 (a product choice, not law). "Likely" is the
 * midpoint of each band. No injury means no pain-and-suffering component at all.
 */
export const multiplierTable: Record<SeverityTier, MultiplierBand> = {
  none: {
    tier: 'none',
    label: 'No injury reported',
    examples: 'property damage only',
    low: 0,
    likely: 0,
    high: 0,
  },
  soft_tissue: {
    tier: 'soft_tissue',
    label: 'Soft tissue',
    examples: 'sprain, strain or whiplash with full recovery in under six months',
    low: 1.5,
    likely: 1.75,
    high: 2,
  },
  objective: {
    tier: 'objective',
    label: 'Objective findings',
    examples: 'disc protrusion without surgery, a fracture that heals, lasting concussion symptoms',
    low: 2,
    likely: 2.5,
    high: 3,
  },
  surgery_or_permanent: {
    tier: 'surgery_or_permanent',
    label: 'Surgery or permanent injury',
    examples: 'surgical repair, spinal fusion, a measurable lasting deficit',
    low: 3,
    likely: 3.5,
    high: 4,
  },
  catastrophic: {
    tier: 'catastrophic',
    label: 'Catastrophic',
    examples: 'spinal cord injury, severe brain injury, amputation, severe burns, loss of sight or hearing',
    low: 4,
    likely: 4.5,
    high: 5,
  },
};

export const multiplierSources = [
  'https://dev.to/aissam_baidi_2934207fc2c3/the-pain-and-suffering-multiplier-method-and-why-most-calculators-get-it-wrong-13h3',
  'https://legalclarity.org/what-is-the-multiplier-formula-for-pain-and-suffering/',
  'https://shouselaw.com/ca/blog/pain-and-suffering-multiplier',
] as const;

/** The case record's severity ladder mapped onto the four multiplier tiers (death counts as catastrophic). */
export function severityTier(severity: Severity): SeverityTier {
  return severity === 'death' ? 'catastrophic' : severity;
}

/** Whole dollars; amounts are estimates, cents would suggest a precision we do not have. */
export const roundDollars = (amount: number): number => Math.round(amount);

// ---- Per diem cross-check (research §3.3) ----

/** The commonly cited per-diem floor: about $200 a day. */
export const perDiemFloorRate = 200;
/** Research §3.3: count at most two years of recovery unless the injury is permanent. */
export const perDiemMaxDays = 730;

/** "A day of pain is worth at least a day's work": the daily wage (weekly pay over 5 work days), never below the floor. */
export function perDiemDailyRate(weeklyPay?: number, floorRate = perDiemFloorRate): number {
  const dailyWage = weeklyPay !== undefined && weeklyPay > 0 ? weeklyPay / 5 : 0;
  return roundDollars(Math.max(dailyWage, floorRate));
}

export function perDiemDays(days: number, isPermanent = false): number {
  const whole = Math.max(0, Math.floor(days));
  return isPermanent ? whole : Math.min(whole, perDiemMaxDays);
}

/** Per-diem non-economic damages: daily rate × days from injury to recovery (capped at 730 unless permanent). */
export function perDiemNonEconomic(input: {
  dailyRate: number;
  days: number;
  isPermanent?: boolean;
}): number {
  return roundDollars(input.dailyRate * perDiemDays(input.days, input.isPermanent));
}

// ---- The damages core both the report and the calculator run (decision 0088) ----

/** The multipliers of a band. An unknown band spans soft tissue to surgery: we assume neither the worst nor the best. */
export function multipliersFor(tier: SeverityTier | undefined): {
  low: number;
  likely: number;
  high: number;
} {
  if (tier) {
    const band = multiplierTable[tier];
    return { low: band.low, likely: band.likely, high: band.high };
  }
  return {
    low: multiplierTable.soft_tissue.low,
    likely: multiplierTable.objective.likely,
    high: multiplierTable.surgery_or_permanent.high,
  };
}

export type EconomicLineCode =
  | 'medical_bills'
  | 'future_medical'
  | 'lost_wages'
  | 'future_wages'
  | 'out_of_pocket'
  | 'property_damage'
  | 'vehicle_damage';

/** One economic amount the visitor gave; `isAdded` false means shown beside the value, not in it. */
export interface EconomicLine {
  code: EconomicLineCode;
  amount: number;
  isAdded: boolean;
}

export interface EconomicInput {
  medicalBills?: number;
  futureMedical?: number;
  lostWages?: number;
  futureWages?: number;
  outOfPocket?: number;
  propertyDamage?: number;
  /** Vehicle damage after a crash is settled as its own property claim: shown, never added (decisions 0019, 0088). */
  isVehicleDamage: boolean;
}

export interface EconomicLines {
  /** Only the amounts given, in the report's order: a missing amount has no line. */
  lines: EconomicLine[];
  economic: number;
  /** Medical costs and wages lost so far: what the multiplier is applied to. */
  multiplierBase: number;
}

export function economicLinesOf(input: EconomicInput): EconomicLines {
  const lines: EconomicLine[] = [];
  const give = (code: EconomicLineCode, amount: number | undefined, isAdded = true) => {
    if (amount !== undefined) lines.push({ code, amount: roundDollars(amount), isAdded });
  };
  give('medical_bills', input.medicalBills);
  give('future_medical', input.futureMedical);
  give('lost_wages', input.lostWages);
  // Not multiplied: pain and suffering rests on what the visitor has already lost.
  give('future_wages', input.futureWages);
  give('out_of_pocket', input.outOfPocket);
  give(
    input.isVehicleDamage ? 'vehicle_damage' : 'property_damage',
    input.propertyDamage,
    !input.isVehicleDamage,
  );
  return {
    lines,
    economic: lines.reduce((sum, line) => sum + (line.isAdded ? line.amount : 0), 0),
    multiplierBase: roundDollars(
      (input.medicalBills ?? 0) + (input.futureMedical ?? 0) + (input.lostWages ?? 0),
    ),
  };
}

export interface PainAndSuffering {
  multipliers: { low: number; likely: number; high: number };
  /** Null when there is nothing to multiply: no "$0 × 1.5" line (issue 24). */
  range: { low: number; likely: number; high: number } | null;
}

/** Multiplier method (research §3.2): the base × the band's multipliers × the modifiers' product. */
export function painAndSufferingOf(
  multiplierBase: number,
  tier: SeverityTier | undefined,
  modifierFactor: number,
): PainAndSuffering {
  const multipliers = multipliersFor(tier);
  const multiply = (multiplier: number) => roundDollars(multiplierBase * multiplier * modifierFactor);
  return {
    multipliers,
    range:
      multiplierBase > 0
        ? {
            low: multiply(multipliers.low),
            likely: multiply(multipliers.likely),
            high: multiply(multipliers.high),
          }
        : null,
  };
}

export interface DamagesBeforeRules extends EconomicLines, PainAndSuffering {
  total: { low: number; likely: number; high: number };
}

/**
 * Economic damages plus pain and suffering by the multiplier method, before the state's rules:
 * the arithmetic the case value report (estimate-case-value.ts, through its economic and
 * non-economic steps) and the public settlement calculator share, so the same amounts give
 * the same lines in both.
 */
export function damagesBeforeRules(
  input: EconomicInput & { tier: SeverityTier | undefined; modifierFactor: number },
): DamagesBeforeRules {
  const economic = economicLinesOf(input);
  const pain = painAndSufferingOf(economic.multiplierBase, input.tier, input.modifierFactor);
  const add = (which: 'low' | 'likely' | 'high') => economic.economic + (pain.range?.[which] ?? 0);
  return { ...economic, ...pain, total: { low: add('low'), likely: add('likely'), high: add('high') } };
}

/** The report's last rounding, to $500: these are estimates, not quotes. */
export const toNearest500 = (amount: number): number => Math.round(amount / 500) * 500;

// ---- Quick estimate (the settlement calculator) ----

export const quickEstimateInputSchema = z.object({
  medicalBills: z.number().min(0).max(1_000_000_000).optional(),
  lostWages: z.number().min(0).max(1_000_000_000).optional(),
  propertyDamage: z.number().min(0).max(1_000_000_000).optional(),
  /** The property is a vehicle damaged in a crash: a claim of its own, not part of the injury value. */
  isVehicleDamage: z.boolean().optional(),
  severity: z.enum(severities),
});
export type QuickEstimateInput = z.infer<typeof quickEstimateInputSchema>;

export interface EstimateStep {
  /** The report's step for the same line, so the two can be compared line by line. */
  code: EconomicLineCode | 'pain_and_suffering';
  label: string;
  /** The likely-case amount this step contributes (or, when not added, the amount shown beside). */
  amount: number;
  isAdded: boolean;
  reason: string;
}

export interface QuickEstimate {
  low: number;
  likely: number;
  high: number;
  steps: EstimateStep[];
}

/** Whole dollars as the report, the calculator and the chat write them: $12,345. */
export const usd = (amount: number): string => `$${roundDollars(amount).toLocaleString('en-US')}`;

const calculatorLines: Record<
  'medical_bills' | 'lost_wages' | 'property_damage' | 'vehicle_damage',
  { label: string; reason: string }
> = {
  medical_bills: { label: 'Medical bills', reason: 'Past medical bills count in full as economic damages.' },
  lost_wages: {
    label: 'Lost wages',
    reason: 'Pay lost because of the injury counts in full as economic damages.',
  },
  property_damage: {
    label: 'Property damage',
    reason: 'Repair or replacement cost counts as economic damages; it is not multiplied.',
  },
  vehicle_damage: {
    label: 'Vehicle damage',
    reason:
      'Vehicle damage after a crash is usually settled on its own as a property claim, so it is not added to this range.',
  },
};

/**
 * The settlement calculator: the report's damages core (damagesBeforeRules) on the amounts
 * typed in, rounded to $500 as the report rounds. Before fault, caps, insurance limits and
 * fees, which need the state and the facts of the case.
 */
export function quickEstimate(input: QuickEstimateInput): QuickEstimate {
  const damages = damagesBeforeRules({
    medicalBills: input.medicalBills,
    lostWages: input.lostWages,
    propertyDamage: input.propertyDamage,
    isVehicleDamage: input.isVehicleDamage ?? false,
    tier: severityTier(input.severity),
    modifierFactor: 1,
  });
  const band = multiplierTable[severityTier(input.severity)];
  const steps: EstimateStep[] = damages.lines.map((line) => {
    const words = calculatorLines[line.code as keyof typeof calculatorLines];
    return {
      code: line.code,
      label: words.label,
      amount: line.amount,
      isAdded: line.isAdded,
      reason: words.reason,
    };
  });
  if (damages.range) {
    steps.push({
      code: 'pain_and_suffering',
      label: 'Pain and suffering',
      amount: damages.range.likely,
      isAdded: true,
      reason:
        band.tier === 'none'
          ? 'No injury was reported, so there is no pain-and-suffering component.'
          : `${band.label} injuries are commonly valued at ${band.low}–${band.high} × medical bills and lost wages; ` +
            `${usd(damages.multiplierBase)} × ${band.likely} (the middle of that band). This is an insurance-industry convention, not a rule of law.`,
    });
  }
  return {
    low: toNearest500(damages.total.low),
    likely: toNearest500(damages.total.likely),
    high: toNearest500(damages.total.high),
    steps,
  };
}
