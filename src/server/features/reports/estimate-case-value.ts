import type { CaseRecord, CaseType, FactKey } from '../../../contracts/case-record';
import {
  multiplierTable,
  perDiemDailyRate,
  perDiemNonEconomic,
  roundDollars,
  type SeverityTier,
  severityTier,
  usd,
} from '../../../contracts/valuation';

import { type CapValue, nonEconomicCapRules } from './rules/non-economic-caps.rules';
import {
  defaultFeeSchedule,
  type FeeBracket,
  feeScheduleRules,
  type FeeScheduleValue,
} from './rules/fee-schedules.rules';
import { type FaultRuleValue, faultRules } from './rules/fault-rules.rules';
import { findEntry, isVerified, type RuleEntry } from './rules/rule-types';
import { readSeverity } from './read-severity';

/**
 * The case value model (issue 5, research §3.1): economic + non-economic (multiplier,
 * per diem cross-check) → unknowns widen the range → the state's fault rule → damage cap
 * → known insurance limit → illustrative attorney fee. Every step keeps low / likely /
 * high and says why. Pure: the same record and date always give the same report.
 */
export const valuationModelVersion = 1;

export interface Range {
  low: number;
  likely: number;
  high: number;
}

export interface ValuationStep {
  label: string;
  /** The step's effect (an amount added, or the running total after a reduction). */
  range: Range;
  reason: string;
  /** 'add': an amount that sums into the value; 'total': the running value after the step; 'check': shown, not used. */
  kind: 'add' | 'total' | 'check';
  sourceUrls?: string[];
  isUnverified?: boolean;
}

export interface Unknown {
  key: string;
  label: string;
  /** Whether the fact changes the number (and so widens the range) or only the advice around it. */
  widensRange: boolean;
}

export interface CaseValuation {
  modelVersion: number;
  /** Estimated value of the claim before the attorney fee. */
  value: Range;
  /** Illustrative amount after the contingency fee (before costs and liens). */
  afterFee: Range;
  steps: ValuationStep[];
  unknowns: Unknown[];
  /** Plain-language caveats: unverified rules, missing data, what may limit recovery. */
  notes: string[];
  /** The state's fault rule bars recovery at the visitor's stated share of fault. */
  isBarredByFault: boolean;
  severityTier: SeverityTier | 'unknown';
}

const zero: Range = { low: 0, likely: 0, high: 0 };
const flat = (amount: number): Range => ({ low: amount, likely: amount, high: amount });
const map = (range: Range, fn: (amount: number, which: keyof Range) => number): Range => ({
  low: roundDollars(fn(range.low, 'low')),
  likely: roundDollars(fn(range.likely, 'likely')),
  high: roundDollars(fn(range.high, 'high')),
});
const add = (a: Range, b: Range): Range => ({
  low: a.low + b.low,
  likely: a.likely + b.likely,
  high: a.high + b.high,
});
export { usd };
const percent = (fraction: number): string =>
  Math.abs(fraction - 1 / 3) < 1e-9 ? '33⅓ %' : `${Number((fraction * 100).toFixed(1))} %`;

/** Facts whose absence changes the number; each one widens the range (decision 0032). */
export const wideningPerUnknown = { low: 0.1, high: 0.25, maxLowCut: 0.5, maxHighRaise: 1 };

function isUnknown(record: CaseRecord, key: FactKey, isMissing: boolean): boolean {
  return isMissing || record.unknowns.includes(key);
}

/** Modifiers from research §3.2, applied to the multiplier: each is a fact the visitor gave. */
const modifierRules: { applies: (record: CaseRecord) => boolean; factor: number; label: string }[] = [
  {
    applies: (record) => record.clearLiability !== undefined,
    factor: 1.1,
    label: 'clear liability (× 1.1)',
  },
  {
    applies: (record) =>
      (record.treatment?.gapDays ?? 0) > 30 || (record.treatment?.firstCareDelayDays ?? 0) > 30,
    factor: 0.85,
    label: 'a gap of more than 30 days in treatment (× 0.85)',
  },
  {
    applies: (record) => record.priorInjurySamePart === true,
    factor: 0.85,
    label: 'an earlier injury to the same part of the body (× 0.85)',
  },
];

/** The range a report shows is rounded to $500: the figures are estimates, not quotes. */
const toNearest500 = (amount: number): number => Math.round(amount / 500) * 500;

function ruleScopeMatches(scope: FaultRuleValue['scope'], caseType: CaseType | undefined): boolean {
  if (scope === 'all') return true;
  const isMedMal = caseType === 'medical_malpractice';
  return scope === 'medical_malpractice' ? isMedMal : !isMedMal;
}

export function feeFor(amount: number, brackets: FeeBracket[]): number {
  let fee = 0;
  let floor = 0;
  for (const bracket of brackets) {
    const ceiling = bracket.upTo ?? Number.POSITIVE_INFINITY;
    if (amount > floor) fee += (Math.min(amount, ceiling) - floor) * bracket.rate;
    floor = ceiling;
  }
  return roundDollars(fee);
}

export interface EstimateInput {
  record: CaseRecord;
  /** ISO date of the estimate (today), for indexed caps and rules keyed on filing. */
  reportDate: string;
}

export function estimateCaseValue({ record, reportDate }: EstimateInput): CaseValuation {
  const steps: ValuationStep[] = [];
  const unknowns: Unknown[] = [];
  const notes: string[] = [];
  const caseType = record.caseType;
  const state = record.state;
  const incidentDate = record.incidentDate?.from ?? reportDate;
  const dates = { incidentDate, reportDate };

  // ---- 1. Economic damages: only what the visitor told us, never a guessed amount.
  const paidParts = record.medicalBills?.paid.flatMap((part) =>
    part.amount === undefined ? [] : [part.amount],
  );
  // A total is the bill; without one, the parts someone paid are at least what it came to.
  const pastMedical =
    record.medicalBills?.total ??
    (paidParts?.length ? paidParts.reduce((sum, amount) => sum + amount, 0) : undefined);
  if (isUnknown(record, 'medicalBills', record.medicalBills?.total === undefined)) {
    unknowns.push({ key: 'medicalBills', label: 'Medical bills so far', widensRange: true });
  }
  const futureMedical = record.futureMedical;
  if (
    isUnknown(record, 'futureMedical', futureMedical === undefined && record.treatment?.status === 'ongoing')
  ) {
    unknowns.push({ key: 'futureMedical', label: 'The cost of care still to come', widensRange: true });
  }
  const notWorking = record.lostWages?.notWorking;
  const wages = notWorking ? undefined : record.lostWages?.total;
  if (!notWorking && isUnknown(record, 'lostWages', wages === undefined)) {
    unknowns.push({ key: 'lostWages', label: 'Lost wages', widensRange: true });
  }
  const property = record.propertyDamage?.amount;
  const outOfPocket = record.outOfPocket;
  const isAuto = caseType === 'auto';

  const economicItems: [string, number | undefined, string][] = [
    [
      'Medical bills so far',
      pastMedical,
      record.medicalBills?.total === undefined
        ? 'The parts of the bills you told us someone paid; the full bill may be higher.'
        : 'Counted in full as economic damages.',
    ],
    ['Future medical care', futureMedical, 'The future cost you were given; counted in full.'],
    ['Lost wages', wages, 'Pay lost because of the injury; counted in full.'],
    ['Out-of-pocket costs', outOfPocket, 'Counted in full.'],
  ];
  if (!isAuto) {
    economicItems.push([
      'Property damage',
      property,
      'Repair or replacement cost; counted in full but not multiplied.',
    ]);
  }
  let economic = zero;
  for (const [label, amount, reason] of economicItems) {
    if (amount === undefined) continue;
    economic = add(economic, flat(roundDollars(amount)));
    steps.push({ label, range: flat(roundDollars(amount)), reason, kind: 'add' });
  }
  if (isAuto && property !== undefined) {
    steps.push({
      label: 'Vehicle damage',
      range: flat(roundDollars(property)),
      kind: 'check',
      reason:
        'Vehicle damage is usually settled on its own with the insurer as a property claim, so it is shown but not added to the injury claim.',
    });
  }

  // ---- 2. Non-economic damages by the multiplier method.
  const { severity, derivedFrom } = readSeverity(record);
  const isSeverityUnknown = isUnknown(record, 'injuries', severity === undefined);
  if (isSeverityUnknown)
    unknowns.push({ key: 'injuries', label: 'How serious the injury is', widensRange: true });
  const tier = severity ? severityTier(severity) : undefined;
  // Unknown severity spans soft tissue to surgery: we do not assume the worst or the best.
  const band = tier
    ? multiplierTable[tier]
    : {
        label: 'Severity not known',
        low: multiplierTable.soft_tissue.low,
        likely: multiplierTable.objective.likely,
        high: multiplierTable.surgery_or_permanent.high,
      };
  const base = roundDollars((pastMedical ?? 0) + (futureMedical ?? 0) + (wages ?? 0));
  const modifiers = modifierRules.filter((rule) => rule.applies(record));
  const modifier = modifiers.reduce((product, rule) => product * rule.factor, 1);
  let nonEconomic = map({ low: band.low, likely: band.likely, high: band.high }, (m) => base * m * modifier);
  steps.push({
    label: 'Pain and suffering (multiplier)',
    range: nonEconomic,
    kind: 'add',
    reason:
      tier === 'none'
        ? 'No injury was reported, so there is no pain-and-suffering amount.'
        : `${band.label}${derivedFrom ? ` (from ${derivedFrom})` : ''}: medical costs and lost wages of ${usd(base)} × ` +
          `${band.low} / ${band.likely} / ${band.high}` +
          (modifiers.length ? `, adjusted for ${modifiers.map((rule) => rule.label).join(' and ')}` : '') +
          '. Multipliers are an insurance-industry convention, not a rule of law.',
    sourceUrls: [
      'https://dev.to/aissam_baidi_2934207fc2c3/the-pain-and-suffering-multiplier-method-and-why-most-calculators-get-it-wrong-13h3',
    ],
  });

  // Per diem cross-check: shown beside the multiplier, never added (research §3.3).
  const daysMissed = record.lostWages?.daysMissed;
  if (daysMissed !== undefined && daysMissed > 0 && tier !== 'none') {
    const weeklyPay = wages !== undefined ? (wages / daysMissed) * 5 : undefined;
    const rate = perDiemDailyRate(weeklyPay);
    const perDiem = perDiemNonEconomic({
      dailyRate: rate,
      days: daysMissed,
      isPermanent: record.permanentInjury,
    });
    steps.push({
      label: 'Cross-check: per diem',
      range: flat(perDiem),
      kind: 'check',
      reason: `${usd(rate)} a day (a day's pay, at least $200) × ${daysMissed} days missed = ${usd(perDiem)}. Shown for comparison; not added.`,
      sourceUrls: [
        'https://www.macinjurylaw.com/l/what-is-per-diem-method-for-calculating-pain-and-suffering-damages/',
      ],
    });
  }

  // ---- 3. Unknown facts widen the range; they are never filled in.
  const ownFault = record.ownFaultPercent;
  const isFaultUnknown = isUnknown(record, 'ownFaultPercent', ownFault === undefined);
  if (isFaultUnknown)
    unknowns.push({ key: 'ownFaultPercent', label: 'Your own share of fault, if any', widensRange: true });
  const widening = unknowns.filter((unknown) => unknown.widensRange).length;
  if (widening > 0) {
    const lowCut = Math.min(wideningPerUnknown.low * widening, wideningPerUnknown.maxLowCut);
    const highRaise = Math.min(wideningPerUnknown.high * widening, wideningPerUnknown.maxHighRaise);
    economic = map(economic, (amount, which) =>
      which === 'low' ? amount * (1 - lowCut) : which === 'high' ? amount * (1 + highRaise) : amount,
    );
    nonEconomic = map(nonEconomic, (amount, which) =>
      which === 'low' ? amount * (1 - lowCut) : which === 'high' ? amount * (1 + highRaise) : amount,
    );
    steps.push({
      label: 'Unknown facts widen the range',
      range: add(economic, nonEconomic),
      kind: 'total',
      reason: `${widening} fact(s) that change the number were not captured (${unknowns
        .filter((unknown) => unknown.widensRange)
        .map((unknown) => unknown.label.toLowerCase())
        .join(', ')}): low − ${percent(lowCut)}, high + ${percent(highRaise)}. They are not guessed.`,
    });
  } else {
    steps.push({
      label: 'Subtotal',
      range: add(economic, nonEconomic),
      kind: 'total',
      reason: 'Economic plus non-economic damages.',
    });
  }

  // ---- 4. The state's fault rule.
  let isBarredByFault = false;
  const faultEntry = state
    ? findEntry(faultRules, state, dates, (entry) => ruleScopeMatches(entry.value.scope, caseType))
    : undefined;
  if (!state) {
    unknowns.push({ key: 'state', label: 'The state where it happened', widensRange: false });
    notes.push('Without the state we cannot apply its fault rule, damage caps or deadlines.');
  } else if (!faultEntry) {
    notes.push(`We have no fault rule for ${state} on the incident date; none was applied.`);
  } else {
    const fraction = (ownFault ?? 0) / 100;
    const rule = faultEntry.value.rule;
    const verified = isVerified(faultEntry, dates.reportDate);
    const reduce = (amount: number) => amount * (1 - fraction);
    let reason: string;
    let applyFn: (amount: number, which: keyof Range) => number = reduce;
    if (!verified) {
      reason = `The fault rule for ${state} is unverified (${faultEntry.note ?? 'sources disagree'}); only the reduction for your share of fault (${percent(fraction)}) is applied, no bar.`;
      notes.push(
        `The fault rule for ${state} is unverified; an attorney must confirm how your share of fault counts.`,
      );
    } else if (rule === 'pure') {
      reason = `${state} uses pure comparative fault: the value is reduced by your share of fault (${percent(fraction)}), whatever it is.`;
    } else if (rule === 'mod50' || rule === 'mod51') {
      const barred = rule === 'mod50' ? fraction >= 0.5 : fraction > 0.5;
      const bar = rule === 'mod50' ? '50 % or more' : 'more than 50 %';
      isBarredByFault = barred;
      if (barred) applyFn = () => 0;
      reason = `${state} uses modified comparative fault: recovery is barred at ${bar} fault, otherwise reduced by your share (${percent(fraction)})${barred ? '; at your stated share it is barred' : ''}.`;
    } else if (rule === 'contributory') {
      isBarredByFault = fraction > 0;
      if (isBarredByFault) applyFn = () => 0;
      reason = `${state} uses contributory negligence: any share of fault can bar recovery${isBarredByFault ? ', and you told us you share some' : ''}.`;
    } else {
      // South Dakota: recovery only if the visitor's fault is "slight" compared with the
      // other side's; the statute sets no number, so any share makes the low end zero.
      if (fraction >= 0.5) {
        isBarredByFault = true;
        applyFn = () => 0;
      } else if (fraction > 0) {
        applyFn = (amount, which) => (which === 'low' ? 0 : reduce(amount));
      }
      reason = `South Dakota allows recovery only if your fault is "slight" compared with the other side's; ${
        fraction > 0
          ? `with ${percent(fraction)} a court may find it is not, so the low figure is zero`
          : 'you reported none'
      }.`;
    }
    if (isFaultUnknown && verified && rule === 'contributory') {
      notes.push(`In ${state} even a small share of fault on your side can bar recovery.`);
    }
    economic = map(economic, applyFn);
    nonEconomic = map(nonEconomic, applyFn);
    steps.push({
      label: 'Fault rule',
      range: add(economic, nonEconomic),
      kind: 'total',
      reason,
      sourceUrls: faultEntry.sourceUrls,
      isUnverified: !verified,
    });
  }

  // ---- 5. Damage caps for the case type and state.
  if (state) {
    const capApplies = (entry: RuleEntry<CapValue>) =>
      entry.value.caseTypes === 'all' || entry.value.caseTypes === caseType;
    const capEntry = findEntry(nonEconomicCapRules, state, dates, capApplies);
    const hasAnyCap = nonEconomicCapRules.some((entry) => entry.state === state && capApplies(entry));
    if (capEntry && !isVerified(capEntry, dates.reportDate)) {
      notes.push(`A damage cap may apply in ${state}; our data for it is unverified, so no cap was applied.`);
      steps.push({
        label: 'Damage cap',
        range: add(economic, nonEconomic),
        kind: 'total',
        reason: `${state} may cap damages (${usd(capEntry.value.amount)} per the research) but the figure is unverified; not applied.`,
        sourceUrls: capEntry.sourceUrls,
        isUnverified: true,
      });
    } else if (capEntry) {
      const cap = capEntry.value;
      const isGrave =
        cap.higherWhen === 'death'
          ? severity === 'death'
          : cap.higherWhen === 'catastrophic_or_death'
            ? tier === 'catastrophic'
            : cap.higherWhen === 'permanent_or_worse'
              ? tier === 'catastrophic' || tier === 'surgery_or_permanent'
              : false;
      const limit = isGrave && cap.higherAmount !== undefined ? cap.higherAmount : cap.amount;
      if (limit === null) {
        steps.push({
          label: 'Damage cap',
          range: add(economic, nonEconomic),
          kind: 'total',
          reason: `${state}'s cap does not apply to an injury this serious.`,
          sourceUrls: capEntry.sourceUrls,
        });
      } else if (cap.kind === 'non_economic') {
        nonEconomic = map(nonEconomic, (amount) => Math.min(amount, limit));
        steps.push({
          label: 'Damage cap',
          range: add(economic, nonEconomic),
          kind: 'total',
          reason: `${state} caps non-economic damages in this kind of case at ${usd(limit)}${capEntry.citation ? ` (${capEntry.citation})` : ''}.`,
          sourceUrls: capEntry.sourceUrls,
        });
      } else {
        const total = add(economic, nonEconomic);
        const capped = map(total, (amount) => Math.min(amount, limit));
        // Keep the split proportional so later steps still know what is economic.
        economic = map(economic, (amount, which) =>
          total[which] > 0 ? (amount * capped[which]) / total[which] : 0,
        );
        nonEconomic = map(capped, (amount, which) => amount - economic[which]);
        steps.push({
          label: 'Damage cap',
          range: capped,
          kind: 'total',
          reason: `${state} caps total damages in this kind of case at ${usd(limit)}${capEntry.citation ? ` (${capEntry.citation})` : ''}.`,
          sourceUrls: capEntry.sourceUrls,
        });
      }
    } else if (hasAnyCap) {
      notes.push(`${state}'s damage cap is indexed and we have no figure for this year; no cap was applied.`);
    }
  }

  // ---- 6. A known insurance limit is the practical ceiling.
  let value = add(economic, nonEconomic);
  const policyLimit = record.policyLimit?.perPerson;
  if (policyLimit !== undefined) {
    value = map(value, (amount) => Math.min(amount, policyLimit));
    steps.push({
      label: 'Insurance limit',
      range: value,
      kind: 'total',
      reason: `The at-fault party's policy limit of ${usd(policyLimit)} is the most their insurer must pay; more would have to come from other coverage or the party's own assets.`,
      sourceUrls: ['https://legalclarity.org/what-is-a-policy-limits-settlement-offer'],
    });
  } else {
    unknowns.push({
      key: 'policyLimit',
      label: "The at-fault party's insurance limit",
      widensRange: false,
    });
    notes.push(
      'The amount actually collectible may be limited by the available insurance, which we do not know.',
    );
  }

  const rounded = map(value, toNearest500);
  if (rounded.low !== value.low || rounded.likely !== value.likely || rounded.high !== value.high) {
    steps.push({
      label: 'Rounded',
      range: rounded,
      kind: 'total',
      reason: 'Rounded to the nearest $500: these are estimates, not a quote.',
    });
  }
  value = rounded;

  // ---- 7. Illustrative contingency fee.
  const feeEntry =
    (state &&
      feeScheduleRules.find(
        (entry) =>
          entry.state === state &&
          isVerified(entry, dates.reportDate) &&
          (entry.value.caseTypes === 'all' || entry.value.caseTypes === caseType),
      )) ||
    defaultFeeSchedule;
  const schedule: FeeScheduleValue = feeEntry.value;
  const afterFee: Range = {
    low: value.low - feeFor(value.low, schedule.litigated),
    likely: value.likely - feeFor(value.likely, schedule.preSuit),
    high: value.high - feeFor(value.high, schedule.preSuit),
  };
  const describe = (brackets: FeeBracket[]) =>
    brackets
      .map((bracket) => `${percent(bracket.rate)}${bracket.upTo ? ` up to ${usd(bracket.upTo)}` : ''}`)
      .join(', then ');
  steps.push({
    label: 'Attorney fee (illustrative)',
    range: afterFee,
    kind: 'total',
    reason:
      `${feeEntry.state === 'US' ? 'A typical contingency fee' : `${state}'s fee limit${feeEntry.citation ? ` (${feeEntry.citation})` : ''}`}: ` +
      `${describe(schedule.preSuit)} if settled before a lawsuit (likely and high), ${describe(schedule.litigated)} if litigated (low). ` +
      'Case costs and liens (health insurer, Medicare or Medicaid, workers’ comp) also come out and are not included.',
    sourceUrls: feeEntry.sourceUrls,
  });

  return {
    modelVersion: valuationModelVersion,
    value,
    afterFee,
    steps,
    unknowns,
    notes,
    isBarredByFault,
    severityTier: tier ?? 'unknown',
  };
}
