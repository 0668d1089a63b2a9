import type { CaseRecord } from '../../../../contracts/case-record';

import { extractFacts, parseYesNo } from './extract-facts';
import { stateCodes, usStates } from './us-places';

/**
 * Second-tier facts: asked once the case type's plan is covered, which in practice means
 * in the extension (intake-facts.md §4.6: "Q16–Q30 only if the range is still wide").
 * Each narrows the report's range (policy limit, future care, report number, …).
 */
export interface DetailFact {
  key: string;
  /** Key in `unknowns` when the visitor does not know. */
  unknownKey: string;
  applies(record: CaseRecord): boolean;
  isKnown(record: CaseRecord): boolean;
  question: string;
  /** Reads the answer to this question; returns the new record, or null when it found nothing. */
  absorb(record: CaseRecord, text: string, referenceDate: Date): CaseRecord | null;
}

const money = (
  record: CaseRecord,
  text: string,
  referenceDate: Date,
  set: (record: CaseRecord, amount: number) => CaseRecord,
) => {
  const amount = /\$?\s?(\d{1,3}(?:,\d{3})+|\d+)(?:\.\d{1,2})?\s*(k|thousand|million)?/i.exec(text);
  if (amount) {
    const scale = amount[2]?.toLowerCase();
    const value =
      Number(amount[1]!.replace(/,/g, '')) *
      (scale === 'k' || scale === 'thousand' ? 1000 : scale === 'million' ? 1_000_000 : 1);
    return set(record, value);
  }
  void referenceDate;
  return parseYesNo(text) === false || /\b(nothing|none|zero)\b/i.test(text) ? set(record, 0) : null;
};
const yesNo = (text: string, set: (value: boolean) => CaseRecord) => {
  const answer = parseYesNo(text);
  return answer === undefined ? null : set(answer);
};
const freeText = (text: string) => (text.trim().length > 1 ? text.trim().slice(0, 200) : null);

export const detailFacts: DetailFact[] = [
  {
    key: 'surgery',
    unknownKey: 'injuries.surgery',
    applies: (record) => record.injuries?.severity !== 'none',
    isKnown: (record) => record.injuries?.surgery !== undefined,
    question: 'Has any doctor done or recommended surgery?',
    absorb: (record, text) =>
      yesNo(text, (value) => ({ ...record, injuries: { ...record.injuries, surgery: value } })),
  },
  {
    key: 'admitted',
    unknownKey: 'injuries.hospitalAdmitted',
    applies: (record) => record.injuries?.severity !== 'none',
    isKnown: (record) => record.injuries?.hospitalAdmitted !== undefined,
    question: 'Were you admitted to the hospital, even for one night?',
    absorb: (record, text) =>
      yesNo(text, (value) => ({ ...record, injuries: { ...record.injuries, hospitalAdmitted: value } })),
  },
  {
    key: 'government',
    unknownKey: 'parties.isGovernment',
    applies: () => true,
    isKnown: (record) => record.parties?.isGovernment !== undefined,
    question: 'Was a government agency, a city or county vehicle, or public property involved in any way?',
    absorb: (record, text) =>
      yesNo(text, (value) => ({ ...record, parties: { ...record.parties, isGovernment: value } })),
  },
  {
    key: 'onTheJob',
    unknownKey: 'parties.isEmployer',
    applies: (record) => record.caseType !== 'workplace' && record.caseType !== 'medical_malpractice',
    isKnown: (record) => record.parties?.isEmployer !== undefined,
    question: 'Were you working, or driving for your job, when it happened?',
    absorb: (record, text) =>
      yesNo(text, (value) => ({ ...record, parties: { ...record.parties, isEmployer: value } })),
  },
  {
    key: 'treatmentGap',
    unknownKey: 'treatment.hasGap',
    applies: (record) => record.treatment?.status !== 'none',
    isKnown: (record) => record.treatment?.hasGap !== undefined,
    question: 'Was there a gap of more than two weeks at any point in your treatment?',
    absorb: (record, text) =>
      yesNo(text, (value) => ({ ...record, treatment: { ...record.treatment, hasGap: value } })),
  },
  {
    key: 'ownCoverage',
    unknownKey: 'insurance.ownCoverage',
    applies: (record) => record.caseType === 'auto',
    isKnown: (record) => record.insurance?.ownCoverage !== undefined,
    question:
      'Which company is your own car insurance with, and do you have MedPay or uninsured motorist coverage?',
    absorb: (record, text) => {
      const answer = freeText(text);
      return answer && parseYesNo(text) !== false
        ? { ...record, insurance: { ...record.insurance, ownCoverage: answer } }
        : null;
    },
  },
  {
    key: 'partyNames',
    unknownKey: 'parties.names',
    applies: () => true,
    isKnown: (record) => (record.parties?.names?.length ?? 0) > 0,
    question: 'What are the names of the people or companies involved, if you know them?',
    absorb: (record, text) => {
      const name = freeText(text);
      return name ? { ...record, parties: { ...record.parties, names: [name] } } : null;
    },
  },
  {
    key: 'homeState',
    unknownKey: 'homeState',
    applies: () => true,
    isKnown: (record) => record.homeState !== undefined,
    question: 'Which state do you live in?',
    absorb: (record, text) => {
      if (/\b(same|here|the same state)\b/i.test(text) && record.state)
        return { ...record, homeState: record.state };
      const named = Object.entries(usStates).find(([name]) =>
        new RegExp(`\\b${name}\\b`, 'i').test(text),
      )?.[1];
      const code = named ?? /\b([A-Z]{2})\b/.exec(text)?.[1];
      return code && stateCodes.has(code) ? { ...record, homeState: code } : null;
    },
  },
  {
    key: 'firstTreatment',
    unknownKey: 'treatment.firstTreatmentDate',
    applies: (record) => record.treatment?.status !== 'none',
    isKnown: (record) => record.treatment?.firstTreatmentDate !== undefined,
    question: 'On what date did you first see a doctor for this?',
    absorb: (record, text, referenceDate) => {
      const { record: dated, filled } = extractFacts({ unknowns: [] }, text, {
        pending: 'discoveryDate',
        referenceDate,
      });
      if (filled.has('discoveryDate') && dated.discoveryDate)
        return { ...record, treatment: { ...record.treatment, firstTreatmentDate: dated.discoveryDate } };
      if (/\b(same day|that day|right away|immediately)\b/i.test(text) && record.incidentDate) {
        return { ...record, treatment: { ...record.treatment, firstTreatmentDate: record.incidentDate } };
      }
      return null;
    },
  },
  {
    key: 'providers',
    unknownKey: 'treatment.providers',
    applies: (record) => record.treatment?.status !== 'none',
    isKnown: (record) => (record.treatment?.providers?.length ?? 0) > 0,
    question: 'Which doctors, hospitals or clinics have treated you?',
    absorb: (record, text) => {
      const name = freeText(text);
      return name ? { ...record, treatment: { ...record.treatment, providers: [name] } } : null;
    },
  },
  {
    key: 'futureCost',
    unknownKey: 'treatment.futureCost',
    applies: () => true,
    isKnown: (record) => record.treatment?.futureCost !== undefined,
    question: 'Has a doctor said you will need more treatment, and if so, roughly what it will cost?',
    absorb: (record, text, referenceDate) =>
      money(record, text, referenceDate, (r, amount) => ({
        ...r,
        treatment: { ...r.treatment, futureCost: amount },
      })),
  },
  {
    key: 'permanent',
    unknownKey: 'injuries.permanent',
    applies: (record) => record.injuries?.severity !== 'none',
    isKnown: (record) => record.injuries?.permanent !== undefined,
    question: 'Has a doctor said any of your injuries may be permanent?',
    absorb: (record, text) =>
      yesNo(text, (value) => ({ ...record, injuries: { ...record.injuries, permanent: value } })),
  },
  {
    key: 'policyLimit',
    unknownKey: 'insurance.policyLimit',
    applies: (record) => record.caseType !== 'workplace',
    isKnown: (record) => record.insurance?.policyLimit !== undefined,
    question: "Do you know the limit of the responsible party's insurance policy?",
    absorb: (record, text, referenceDate) => {
      if (parseYesNo(text) === false) return null;
      return money(record, text, referenceDate, (r, amount) => ({
        ...r,
        insurance: { ...r.insurance, policyLimit: amount },
      }));
    },
  },
  {
    key: 'claimWithInsurer',
    unknownKey: 'insurance.claimFiled',
    applies: (record) => record.caseType !== 'workplace',
    isKnown: (record) => record.insurance?.claimFiled !== undefined,
    question: 'Have you filed a claim with any insurance company, or given them a recorded statement?',
    absorb: (record, text) =>
      yesNo(text, (value) => ({ ...record, insurance: { ...record.insurance, claimFiled: value } })),
  },
  {
    key: 'reportNumber',
    unknownKey: 'policeReport.number',
    applies: (record) => record.policeReport?.exists === true,
    isKnown: (record) => record.policeReport?.number !== undefined,
    question: 'Do you have the report number?',
    absorb: (record, text) => {
      const number = /\b([A-Z0-9][A-Z0-9-]{2,29})\b/i.exec(
        text.replace(/^(yes|yeah|it'?s|it is)[,:]?\s*/i, ''),
      )?.[1];
      return number && /\d/.test(number)
        ? { ...record, policeReport: { ...record.policeReport, number } }
        : null;
    },
  },
  {
    key: 'witnessCount',
    unknownKey: 'witnesses.count',
    applies: (record) => record.witnesses?.exist === true,
    isKnown: (record) => record.witnesses?.count !== undefined,
    question: 'How many witnesses were there, and do you have their contact details?',
    absorb: (record, text) => {
      const words: Record<string, number> = {
        one: 1,
        two: 2,
        three: 3,
        four: 4,
        five: 5,
        a: 1,
        couple: 2,
        few: 3,
      };
      const match = /\b(\d{1,2}|one|two|three|four|five|couple|few)\b/i.exec(text);
      if (!match) return null;
      const count = Number(match[1]) || words[match[1]!.toLowerCase()] || 1;
      return { ...record, witnesses: { ...record.witnesses, count } };
    },
  },
  {
    key: 'canReturn',
    unknownKey: 'lostWages.canReturn',
    applies: (record) => (record.lostWages?.daysMissed ?? 1) > 0,
    isKnown: (record) => record.lostWages?.canReturn !== undefined,
    question: 'Are you back at work now, or able to go back?',
    absorb: (record, text) =>
      yesNo(text, (value) => ({ ...record, lostWages: { ...record.lostWages, canReturn: value } })),
  },
  {
    key: 'selfEmployed',
    unknownKey: 'lostWages.selfEmployed',
    applies: (record) => (record.lostWages?.daysMissed ?? 1) > 0,
    isKnown: (record) => record.lostWages?.selfEmployed !== undefined,
    question: 'Are you self-employed, or paid by an employer?',
    absorb: (record, text) => {
      if (
        /\bself[- ]?employed|my own business|freelanc|contractor\b/i.test(text) &&
        parseYesNo(text) !== false
      ) {
        return { ...record, lostWages: { ...record.lostWages, selfEmployed: true } };
      }
      if (/\bemployer|employee|company|paid by|w-?2\b/i.test(text) || parseYesNo(text) === false) {
        return { ...record, lostWages: { ...record.lostWages, selfEmployed: false } };
      }
      return null;
    },
  },
  {
    key: 'outOfPocket',
    unknownKey: 'outOfPocket',
    applies: () => true,
    isKnown: (record) => record.outOfPocket !== undefined,
    question:
      'Have you paid for anything else yourself because of this, like medicine, travel or help at home? About how much?',
    absorb: (record, text, referenceDate) =>
      money(record, text, referenceDate, (r, amount) => ({ ...r, outOfPocket: amount })),
  },
  {
    key: 'recalled',
    unknownKey: 'product.recalled',
    applies: (record) => record.caseType === 'product_liability',
    isKnown: (record) => record.product?.recalled !== undefined,
    question: 'Has the product been recalled, as far as you know?',
    absorb: (record, text) =>
      yesNo(text, (value) => ({ ...record, product: { ...record.product, recalled: value } })),
  },
  {
    key: 'cityName',
    unknownKey: 'city',
    applies: () => true,
    isKnown: (record) => record.city !== undefined,
    question: 'Which city or town did it happen in?',
    absorb: (record, text) => {
      const city = freeText(text.replace(/^(in|it was in|it happened in)\s+/i, '').split(',')[0] ?? '');
      return city ? { ...record, city: city.slice(0, 120) } : null;
    },
  },
];

export function findDetailFact(key: string | null): DetailFact | undefined {
  return key ? detailFacts.find((fact) => fact.key === key) : undefined;
}

export function nextDetailFact(record: CaseRecord, skipped: readonly string[]): DetailFact | undefined {
  return detailFacts.find(
    (fact) =>
      fact.applies(record) &&
      !fact.isKnown(record) &&
      !record.unknowns.includes(fact.unknownKey) &&
      !skipped.includes(fact.key),
  );
}
