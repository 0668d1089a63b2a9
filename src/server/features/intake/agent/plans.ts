import type { CaseRecord, CaseType, FactKey } from '../../../../contracts/case-record';

import { noPolicy } from './reading/validators';

/**
 * What to ask, per case type, most valuable first (research intake-facts.md §4.0–§4.6):
 * the facts the conclusions turn on (date, place, injury, fault, representation, insurance,
 * money), then evidence, then the person. Each key names a fact whose module has a
 * question; a question is skipped when its fact (and every fact it also asks) is known.
 */
const plans: Record<CaseType, readonly FactKey[]> = {
  auto: [
    'caseType',
    'incidentDate',
    'state',
    'city',
    'injuries',
    'treatment',
    'atFaultParty',
    'ownFaultPercent',
    'priorAttorney',
    'otherPartyInsurer',
    'ownCoverage',
    'healthInsurance',
    'medicalBills',
    'lostWages',
    'policeReport',
    'witnesses',
    'photos',
    'propertyDamage',
    'priorInjuries',
    'age',
    'employer',
    'workersComp',
  ],
  slip_fall: [
    'caseType',
    'incidentDate',
    'state',
    'city',
    'injuries',
    'treatment',
    'propertyOwner',
    'atFaultParty',
    'ownFaultPercent',
    'priorAttorney',
    'medicalBills',
    'lostWages',
    'incidentReport',
    'witnesses',
    'photos',
    'otherPartyInsurer',
    'priorInjuries',
    'age',
    'employer',
    'workersComp',
  ],
  workplace: [
    'caseType',
    'incidentDate',
    'state',
    'city',
    'injuries',
    'treatment',
    'employer',
    'workersComp',
    'thirdPartyInvolved',
    'thirdParty',
    'atFaultParty',
    'ownFaultPercent',
    'priorAttorney',
    'medicalBills',
    'lostWages',
    'incidentReport',
    'witnesses',
    'photos',
    'otherPartyInsurer',
    'priorInjuries',
    'age',
  ],
  medical_malpractice: [
    'caseType',
    'incidentDate',
    'discoveryDate',
    'state',
    'city',
    'provider',
    'injuries',
    'treatment',
    'atFaultParty',
    'ownFaultPercent',
    'priorAttorney',
    'medicalBills',
    'lostWages',
    'healthInsurance',
    'witnesses',
    'photos',
    'priorInjuries',
    'age',
    'employer',
    'workersComp',
  ],
  product_liability: [
    'caseType',
    'incidentDate',
    'state',
    'city',
    'product',
    'manufacturer',
    'productPreserved',
    'injuries',
    'treatment',
    'atFaultParty',
    'ownFaultPercent',
    'priorAttorney',
    'medicalBills',
    'lostWages',
    'healthInsurance',
    'propertyDamage',
    'witnesses',
    'photos',
    'priorInjuries',
    'age',
    'employer',
    'workersComp',
  ],
  dog_bite: [
    'caseType',
    'incidentDate',
    'state',
    'city',
    'injuries',
    'treatment',
    'propertyOwner',
    'atFaultParty',
    'priorAttorney',
    'medicalBills',
    'lostWages',
    'otherPartyInsurer',
    'incidentReport',
    'witnesses',
    'photos',
    'priorInjuries',
    'age',
    'employer',
    'workersComp',
  ],
  other: [
    'caseType',
    'incidentDate',
    'state',
    'city',
    'injuries',
    'treatment',
    'atFaultParty',
    'priorAttorney',
    'medicalBills',
    'lostWages',
    'otherPartyInsurer',
    'witnesses',
    'photos',
    'priorInjuries',
    'age',
    'employer',
    'workersComp',
  ],
};

/** Facts worth asking only once others are known (asked before the open question). */
const laterFacts: readonly FactKey[] = [
  'futureMedical',
  'healthInsurance',
  'propertyOwner',
  'incidentReport',
];

/**
 * The questions after the open one (decision 0109): what still moves a case's value once the
 * plan is known and the visitor has said what else matters, most valuable first. They fill
 * part one's slots left over and keep the extension's promise of up to 15 more questions.
 * Lasting harm, an offer already made, papers already signed and a statement already given
 * to an insurer (decision 0116), costs paid besides the bills, then the money a claim can
 * reach (the other side's limits, the visitor's own UM/UIM), each only where it fits.
 */
const deeperFacts: readonly FactKey[] = [
  'permanentInjury',
  'settlementOffer',
  'releaseSigned',
  'recordedStatement',
  'outOfPocket',
  'policyLimit',
  'hasUmUim',
];

/**
 * A deeper question that needs another fact first: limits once an insurer is named, UM/UIM once
 * the own policy is; a recorded statement not where the other side has no insurer.
 */
function isWorthAsking(key: FactKey, record: CaseRecord): boolean {
  if (key === 'recordedStatement') return record.otherPartyInsurer !== noPolicy;
  // An insurer named, not "none": there are no limits or UM/UIM to ask about without a policy.
  if (key === 'policyLimit')
    return record.otherPartyInsurer !== undefined && record.otherPartyInsurer !== noPolicy;
  if (key === 'hasUmUim') return record.ownCoverage !== undefined && record.ownCoverage !== noPolicy;
  return true;
}

/**
 * What a question takes for granted, where the facts can deny it (decision 0143): a question
 * whose premise the record denies is never asked, in either part. "Your own car insurance" to
 * someone hit on foot, on a bike or standing by (the role says they had no car in it).
 */
const noCarOfTheirs = (record: CaseRecord) =>
  record.role === 'pedestrian' || record.role === 'cyclist' || record.role === 'bystander';
const premiseDenials: Partial<Record<FactKey, (record: CaseRecord) => boolean>> = {
  ownCoverage: noCarOfTheirs,
  hasUmUim: noCarOfTheirs,
};

/** The facts deny what the question about this fact takes for granted. */
export const isPremiseDenied = (key: FactKey, record: CaseRecord): boolean =>
  premiseDenials[key]?.(record) ?? false;

/**
 * Facts a visitor can look up while the chat waits (decision 0162): a name on an insurance card,
 * a total on a bill, pay on a stub, a figure on an estimate. "I'm not sure" to one of these in
 * part one earns it one more try in the extension; a fact known only from memory or from a
 * doctor (lasting harm, the other side's limits) is never asked again (decision 0143).
 */
export const lookUpFacts: readonly FactKey[] = [
  'otherPartyInsurer',
  'ownCoverage',
  'healthInsurance',
  'medicalBills',
  'lostWages',
  'propertyDamage',
];

/**
 * Facts only a doctor or the other side can tell (decision 0341): a "not sure" to one of these is
 * not asked again. Every other fact answered "not sure" once in part one (whether there are
 * photos, earlier injuries, the person's age, the employer) earns one more try in other words in
 * the extension, after the facts never asked; the ones a visitor can look up are among them.
 */
export const onlyOthersCanTell: readonly FactKey[] = ['permanentInjury', 'futureMedical', 'policyLimit'];

/** The deeper questions that fit this case, in order. */
export function deeperPlanFor(record: CaseRecord): readonly FactKey[] {
  const base = planFor(record);
  return deeperFacts.filter(
    (key) => !base.includes(key) && isWorthAsking(key, record) && !isPremiseDenied(key, record),
  );
}

export function planFor(record: CaseRecord): readonly FactKey[] {
  const base = plans[record.caseType ?? 'other'];
  const later = laterFacts.filter((key) => !base.includes(key));
  const extra: FactKey[] = [];
  if (record.caseType === 'workplace' && record.secondaryCaseType === 'auto') extra.push('policeReport');
  // A device's harm often shows years after the implant and the deadline is counted from its
  // finding (decision 0090): the date it was found is asked right after the incident date.
  const isLatentProduct = record.medicalDevice === true;
  if (isLatentProduct && !base.includes('discoveryDate')) {
    const at = base.indexOf('incidentDate') + 1;
    return [...base.slice(0, at), 'discoveryDate', ...base.slice(at), ...extra, ...later];
  }
  return [...base, ...extra, ...later];
}
