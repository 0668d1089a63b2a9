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

// ---- Quick estimate (the settlement calculator) ----

export const quickEstimateInputSchema = z.object({
  medicalBills: z.number().min(0).max(1_000_000_000),
  lostWages: z.number().min(0).max(1_000_000_000),
  propertyDamage: z.number().min(0).max(1_000_000_000).optional(),
  severity: z.enum(severities),
});
export type QuickEstimateInput = z.infer<typeof quickEstimateInputSchema>;

export interface EstimateStep {
  label: string;
  /** The likely-case amount this step contributes (or the running total, as the reason says). */
  amount: number;
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

/**
 * Economic damages + (medical bills + lost wages) × the severity band's multiplier.
 * Property damage counts as economic but is not multiplied (pain and suffering follows
 * the injury, not the car). Before fault, caps, insurance limits and fees.
 */
export function quickEstimate(input: QuickEstimateInput): QuickEstimate {
  const medical = roundDollars(input.medicalBills);
  const wages = roundDollars(input.lostWages);
  const property = roundDollars(input.propertyDamage ?? 0);
  const economic = medical + wages + property;
  const base = medical + wages;
  const band = multiplierTable[severityTier(input.severity)];

  const steps: EstimateStep[] = [
    {
      label: 'Medical bills',
      amount: medical,
      reason: 'Past medical bills count in full as economic damages.',
    },
    {
      label: 'Lost wages',
      amount: wages,
      reason: 'Pay lost because of the injury counts in full as economic damages.',
    },
  ];
  if (input.propertyDamage !== undefined) {
    steps.push({
      label: 'Property damage',
      amount: property,
      reason: 'Repair or replacement cost counts as economic damages; it is not multiplied.',
    });
  }
  steps.push({
    label: 'Pain and suffering',
    amount: roundDollars(base * band.likely),
    reason:
      band.tier === 'none'
        ? 'No injury was reported, so there is no pain-and-suffering component.'
        : `${band.label} injuries are commonly valued at ${band.low}–${band.high} × medical bills and lost wages; ` +
          `${usd(base)} × ${band.likely} (the middle of that band). This is an insurance-industry convention, not a rule of law.`,
  });
  return {
    low: roundDollars(economic + base * band.low),
    likely: roundDollars(economic + base * band.likely),
    high: roundDollars(economic + base * band.high),
    steps,
  };
}
