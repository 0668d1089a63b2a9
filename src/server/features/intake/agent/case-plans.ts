import type { CaseRecord, CaseType } from '../../../../contracts/case-record';

import type { FactKey } from './extract-facts';

/**
 * What the intake must learn, per case type, in the order worth most (research
 * intake-facts.md §4.0–§4.6): core facts first (type, date, place, injury, who is at fault),
 * then the case type's own high-value facts, then attorney, prior injuries, age.
 * The guided agent asks the first fact of its plan that is neither known nor "don't know".
 */

export interface FactDefinition {
  /** Key used in `unknowns` when the visitor says they do not know. */
  unknownKey: string;
  isKnown(record: CaseRecord): boolean;
  /** The question, short and plain. Several facts share one question where natural. */
  question(record: CaseRecord): string;
}

const defined = (value: unknown) => value !== undefined && value !== null && value !== '';

export const facts: Record<FactKey, FactDefinition> = {
  name: {
    unknownKey: 'contact.fullName',
    isKnown: () => false,
    question: () => "First, what's your full name?",
  },
  phone: {
    unknownKey: 'contact.phone',
    isKnown: () => false,
    question: () => "What's the best phone number to reach you?",
  },
  caseType: {
    unknownKey: 'caseType',
    isKnown: (record) => defined(record.caseType),
    question: () =>
      'In a sentence or two, what happened? For example a car crash, a fall, an injury at work, a medical mistake or a faulty product.',
  },
  incidentDate: {
    unknownKey: 'incidentDate',
    isKnown: (record) => defined(record.incidentDate),
    question: (record) =>
      record.caseType === 'medical_malpractice'
        ? 'When did the treatment or procedure happen? A rough date is fine.'
        : 'When did it happen? A rough date is fine.',
  },
  state: {
    unknownKey: 'state',
    isKnown: (record) => defined(record.state),
    question: () => 'Which city and state did it happen in?',
  },
  atFault: {
    unknownKey: 'parties.atFault',
    isKnown: (record) => defined(record.parties?.atFault),
    question: (record) =>
      record.caseType === 'slip_fall'
        ? 'Whose property was it — a business, a landlord, a private home, or public property like a city sidewalk?'
        : record.caseType === 'medical_malpractice'
          ? 'Which doctor, hospital or clinic do you believe made the mistake?'
          : record.caseType === 'product_liability'
            ? 'Who made or sold the product, if you know?'
            : 'Who do you think caused it? Was a government vehicle or public property involved?',
  },
  injuries: {
    unknownKey: 'injuries',
    isKnown: (record) =>
      defined(record.injuries?.description) || (record.injuries?.bodyParts?.length ?? 0) > 0,
    question: () => 'What injuries did you have, and which parts of your body were hurt?',
  },
  medicalCare: {
    unknownKey: 'injuries.care',
    isKnown: (record) =>
      defined(record.injuries?.emergencyRoom) ||
      defined(record.injuries?.hospitalAdmitted) ||
      defined(record.injuries?.surgery),
    question: (record) =>
      record.caseType === 'medical_malpractice'
        ? 'What harm did the mistake cause? For example another surgery, a hospital stay, or a lasting problem.'
        : 'Did you go to the ER or a hospital, and has any doctor done or recommended surgery?',
  },
  treatment: {
    unknownKey: 'treatment.status',
    isKnown: (record) => defined(record.treatment?.status),
    question: () =>
      'Are you still getting treatment, like physical therapy, or has your doctor released you? And did you see a doctor within a few days?',
  },
  medicalBills: {
    unknownKey: 'medicalBills.amount',
    isKnown: (record) => defined(record.medicalBills?.amount),
    question: () =>
      'Roughly how much are your medical bills so far, and who has been paying them — health insurance, Medicare or Medicaid, car insurance, or nobody yet?',
  },
  payer: {
    unknownKey: 'medicalBills.payer',
    isKnown: (record) => defined(record.medicalBills?.payer),
    question: () =>
      'Who has been paying your medical bills — health insurance, Medicare or Medicaid, car insurance, workers comp, or nobody yet?',
  },
  lostWages: {
    unknownKey: 'lostWages',
    isKnown: (record) =>
      defined(record.lostWages?.amount) ||
      defined(record.lostWages?.daysMissed) ||
      defined(record.lostWages?.weeklyPay),
    question: () =>
      'Have you missed work because of this? If so, about how long, and what do you usually earn a week?',
  },
  propertyDamage: {
    unknownKey: 'propertyDamage',
    isKnown: (record) => defined(record.propertyDamage?.amount) || defined(record.propertyDamage?.totalLoss),
    question: () => 'How badly was your vehicle damaged? Do you have a repair estimate, or was it totaled?',
  },
  insurance: {
    unknownKey: 'insurance.atFaultInsurer',
    isKnown: (record) => defined(record.insurance?.atFaultInsurer) || defined(record.insurance?.ownCoverage),
    question: (record) =>
      record.caseType === 'auto'
        ? "Do you know the other driver's insurance company? And who is your own car insurance with?"
        : 'Do you know which insurance company covers the people responsible?',
  },
  policeReport: {
    unknownKey: 'policeReport',
    isKnown: (record) => defined(record.policeReport?.exists),
    question: (record) =>
      record.caseType === 'auto'
        ? 'Did the police come, or was a police report made?'
        : 'Was an incident or accident report made at the time?',
  },
  witnesses: {
    unknownKey: 'witnesses',
    isKnown: (record) => defined(record.witnesses?.exist),
    question: (record) =>
      defined(record.photos)
        ? 'Did anyone see it happen?'
        : 'Did anyone see it happen, and do you have any photos or video?',
  },
  photos: {
    unknownKey: 'photos',
    isKnown: (record) => defined(record.photos),
    question: () => 'Do you have any photos or video of the scene or your injuries?',
  },
  ownFault: {
    unknownKey: 'ownFault',
    isKnown: (record) => defined(record.ownFault?.notes) || defined(record.ownFault?.percent),
    question: (record) =>
      record.caseType === 'auto'
        ? 'Is there anything the insurance company might say you did wrong, like speeding, being on your phone or not wearing a seat belt?'
        : 'Is there anything they might say you did wrong, or could have done differently?',
  },
  hasAttorney: {
    unknownKey: 'hasAttorney',
    isKnown: (record) => defined(record.hasAttorney),
    question: () => 'Have you already hired or signed with a lawyer for this?',
  },
  priorInjuries: {
    unknownKey: 'priorInjuries',
    isKnown: (record) => defined(record.priorInjuries),
    question: () => 'Had you ever hurt the same part of your body before this?',
  },
  age: {
    unknownKey: 'age',
    isKnown: (record) => defined(record.age),
    question: () => 'And how old are you?',
  },
  employer: {
    unknownKey: 'parties.employer',
    isKnown: (record) => defined(record.parties?.isEmployer),
    question: () => 'Who is your employer, and were you an employee or an independent contractor?',
  },
  thirdParty: {
    unknownKey: 'parties.hasThirdParty',
    isKnown: (record) => defined(record.parties?.hasThirdParty),
    question: () =>
      'Was anyone besides your employer involved — like a subcontractor, the maker of a machine, the property owner, or another driver?',
  },
  claimFiled: {
    unknownKey: 'insurance.claimFiled',
    isKnown: (record) => defined(record.insurance?.claimFiled),
    question: () => "Have you reported the injury to your employer and filed a workers' comp claim?",
  },
  provider: {
    unknownKey: 'treatment.providers',
    isKnown: (record) => (record.treatment?.providers?.length ?? 0) > 0,
    question: () => 'What are the names of the doctor and the hospital or clinic involved?',
  },
  discoveryDate: {
    unknownKey: 'discoveryDate',
    isKnown: (record) => defined(record.discoveryDate),
    question: (record) =>
      record.caseType === 'product_liability'
        ? 'When did you first notice the injury or problem from the product?'
        : 'When did you first find out something had gone wrong?',
  },
  productName: {
    unknownKey: 'product.name',
    isKnown: (record) => defined(record.product?.name),
    question: () => 'What was the product — its brand and model, if you know them?',
  },
  preserved: {
    unknownKey: 'product.preserved',
    isKnown: (record) => defined(record.product?.preserved),
    question: () =>
      'Do you still have the product? Please keep it as it is; do not repair, return or throw it away.',
  },
};

const core: FactKey[] = ['caseType', 'incidentDate', 'state', 'injuries', 'medicalCare', 'atFault'];
const closing: FactKey[] = ['hasAttorney', 'priorInjuries', 'age'];

/** The plans: every fact listed is "applicable" to the case type (the capture metric uses them). */
export const casePlans: Record<CaseType, FactKey[]> = {
  auto: [
    ...core,
    'insurance',
    'treatment',
    'medicalBills',
    'payer',
    'lostWages',
    'policeReport',
    'propertyDamage',
    'ownFault',
    'witnesses',
    'photos',
    ...closing,
  ],
  slip_fall: [
    ...core,
    'policeReport',
    'ownFault',
    'treatment',
    'medicalBills',
    'payer',
    'lostWages',
    'witnesses',
    'photos',
    ...closing,
  ],
  workplace: [
    ...core,
    'employer',
    'thirdParty',
    'claimFiled',
    'treatment',
    'medicalBills',
    'payer',
    'lostWages',
    'policeReport',
    'witnesses',
    ...closing,
  ],
  medical_malpractice: [
    ...core,
    'provider',
    'discoveryDate',
    'treatment',
    'medicalBills',
    'payer',
    'lostWages',
    ...closing,
  ],
  product_liability: [
    ...core,
    'productName',
    'preserved',
    'discoveryDate',
    'treatment',
    'medicalBills',
    'payer',
    'lostWages',
    'photos',
    ...closing,
  ],
  other: [
    ...core,
    'treatment',
    'medicalBills',
    'payer',
    'lostWages',
    'insurance',
    'policeReport',
    'witnesses',
    'photos',
    'ownFault',
    ...closing,
  ],
};

export function applicableFacts(caseType: CaseType | undefined): FactKey[] {
  return casePlans[caseType ?? 'other'];
}

/** The next fact to ask for: first in the plan that is neither known nor declared unknown. */
export function nextMissingFact(record: CaseRecord, skipped: readonly FactKey[] = []): FactKey | null {
  for (const key of applicableFacts(record.caseType)) {
    const fact = facts[key];
    if (fact.isKnown(record) || record.unknowns.includes(fact.unknownKey) || skipped.includes(key)) continue;
    return key;
  }
  return null;
}

/** Capture figure for one record: applicable facts known, and those the visitor said they do not know. */
export function captureOf(record: CaseRecord): {
  applicable: FactKey[];
  known: FactKey[];
  unknown: FactKey[];
  missed: FactKey[];
} {
  const applicable = applicableFacts(record.caseType);
  const known = applicable.filter((key) => facts[key].isKnown(record));
  const unknown = applicable.filter(
    (key) => !known.includes(key) && record.unknowns.includes(facts[key].unknownKey),
  );
  const missed = applicable.filter((key) => !known.includes(key) && !unknown.includes(key));
  return { applicable, known, unknown, missed };
}
