import { z } from 'zod';

import {
  type CaseRecord,
  caseRecordSchema,
  caseTypes,
  type DateValue,
  emptyCaseRecord,
  type FactKey,
  factKeys,
  roles,
  treatmentLevels,
} from '../../../../contracts/case-record';
import { plainFacts } from '../agent/facts/plain-facts';

/**
 * The reading corpus (issue 22): first messages and answers to the agent's questions, written
 * by helpers who had not read the code, each labelled with the facts it states in the public
 * personas' label format (../shared/personas, README "Data model"): dates ISO (a day, or
 * `YYYY-MM` / `YYYY` when the words give only a month or a year), money in dollars, insurers
 * under `insurance.*`, treatment as level tags. This module turns labels into a case record
 * (an answer's context) and scores what the agent stored against them.
 */

const labelValue = z.union([z.string(), z.number(), z.boolean(), z.array(z.string()), z.null()]);
export const labelFactsSchema = z.record(z.string(), labelValue);
export type LabelFacts = z.infer<typeof labelFactsSchema>;

export const corpusItemSchema = z.object({
  id: z.string().min(1),
  kind: z.enum(['first', 'answer']),
  lang: z.string(),
  text: z.string().min(1).max(4000),
  question: z.string().optional(),
  context: labelFactsSchema.optional(),
  style: z.array(z.string()).optional(),
  facts: labelFactsSchema,
  author: z.string().optional(),
});
export type CorpusItem = z.infer<typeof corpusItemSchema>;

/** Label key → record key, where they differ. */
const recordKeyOfLabel: Record<string, FactKey> = {
  'insurance.otherPartyInsurer': 'otherPartyInsurer',
  'insurance.policyLimit': 'policyLimit',
  'insurance.ownCoverage': 'ownCoverage',
  'insurance.health': 'healthInsurance',
};
const labelKeyOfRecord = Object.fromEntries(
  Object.entries(recordKeyOfLabel).map(([label, key]) => [key, label]),
) as Partial<Record<FactKey, string>>;

export const recordKeyOf = (label: string): FactKey | undefined =>
  recordKeyOfLabel[label] ?? ((factKeys as string[]).includes(label) ? (label as FactKey) : undefined);
export const labelKeyOf = (key: FactKey): string => labelKeyOfRecord[key] ?? key;

/** How each labelled fact is compared (the personas' scorer types, plus ours). */
export type LabelType =
  'date' | 'state' | 'text' | 'enum' | 'injuries' | 'treatment' | 'money' | 'percent' | 'bool' | 'id' | 'age';

export const labelTypes: Record<string, LabelType> = {
  caseType: 'enum',
  secondaryCaseType: 'enum',
  incidentDate: 'date',
  discoveryDate: 'date',
  state: 'state',
  city: 'text',
  role: 'enum',
  injuries: 'injuries',
  treatment: 'treatment',
  medicalBills: 'money',
  futureMedical: 'money',
  lostWages: 'money',
  propertyDamage: 'money',
  ownFaultPercent: 'percent',
  ownFaultAdmitted: 'bool',
  atFaultParty: 'text',
  'insurance.otherPartyInsurer': 'text',
  'insurance.policyLimit': 'money',
  'insurance.ownCoverage': 'text',
  'insurance.health': 'text',
  hasUmUim: 'bool',
  settlementOffer: 'money',
  policeReport: 'bool',
  policeReportNumber: 'id',
  incidentReport: 'bool',
  witnesses: 'bool',
  photos: 'bool',
  priorAttorney: 'bool',
  governmentDefendant: 'bool',
  employer: 'text',
  workersComp: 'bool',
  thirdPartyInvolved: 'bool',
  thirdParty: 'text',
  product: 'text',
  manufacturer: 'text',
  productPreserved: 'bool',
  provider: 'text',
  propertyOwner: 'text',
  priorInjuries: 'bool',
  age: 'age',
  deceased: 'bool',
  uninjured: 'bool',
  callerRelationship: 'text',
};

/** A label date as the range it allows: a day, a month or a year. */
export function labelDateRange(label: string): DateValue | undefined {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(label);
  if (day) return { from: label, to: label, precision: 'day' };
  const month = /^(\d{4})-(\d{2})$/.exec(label);
  if (month) {
    const last = new Date(Date.UTC(Number(month[1]), Number(month[2]), 0)).getUTCDate();
    return { from: `${label}-01`, to: `${label}-${String(last).padStart(2, '0')}`, precision: 'month' };
  }
  const year = /^(\d{4})$/.exec(label);
  if (year) return { from: `${label}-01-01`, to: `${label}-12-31`, precision: 'year' };
  return undefined;
}

const treatmentStatus = { ongoing: 'ongoing', released: 'released', none: 'none' } as const;

/** A label value as the record's value of that fact (for an answer's context), or undefined. */
function recordValue(label: string, value: Exclude<LabelFacts[string], null>): unknown {
  switch (label) {
    case 'incidentDate':
    case 'discoveryDate':
      return typeof value === 'string' ? labelDateRange(value) : undefined;
    case 'treatment': {
      const tags = Array.isArray(value) ? value : [String(value)];
      const levels = tags.filter((tag) => (treatmentLevels as readonly string[]).includes(tag));
      const status = tags.map((tag) => treatmentStatus[tag as keyof typeof treatmentStatus]).find(Boolean);
      return { levels, ...(status ? { status } : {}) };
    }
    case 'medicalBills':
      return { total: Number(value), paid: [] };
    case 'lostWages':
      return { total: Number(value) };
    case 'propertyDamage':
      return { amount: Number(value) };
    case 'insurance.policyLimit':
      return { perPerson: Number(value) };
    case 'injuries':
      return Array.isArray(value) ? value : [String(value)];
    case 'role':
      return (roles as readonly string[]).includes(String(value)) ? value : 'other';
    case 'caseType':
    case 'secondaryCaseType':
      return (caseTypes as readonly string[]).includes(String(value)) ? value : undefined;
    default:
      return value;
  }
}

/** What the agent knew before an answer, as a record (labels it cannot hold are left out). */
export function recordFromLabels(labels: LabelFacts | undefined, language?: 'en' | 'es'): CaseRecord {
  const record: Record<string, unknown> = { ...emptyCaseRecord(), ...(language ? { language } : {}) };
  const unknowns: FactKey[] = [];
  const sources: Record<string, unknown> = {};
  for (const [label, value] of Object.entries(labels ?? {})) {
    const key = recordKeyOf(label);
    if (!key) continue;
    if (value === null) {
      unknowns.push(key);
      continue;
    }
    const converted = recordValue(label, value);
    const parsed = caseRecordSchema.shape[key].safeParse(converted);
    if (!parsed.success || parsed.data === undefined) continue;
    record[key] = parsed.data;
    sources[key] = { from: 'answer' };
  }
  return caseRecordSchema.parse({ ...record, unknowns, sources });
}

export type Verdict = 'right' | 'wrong' | 'missing';

export interface FactVerdict {
  label: string;
  verdict: Verdict;
  truth: unknown;
  got: unknown;
}

export interface ItemScore {
  facts: FactVerdict[];
  /** Facts stored (new or changed) that the label does not give: invented, or a "don't know" filled in. */
  invented: { label: string; got: unknown }[];
}

export interface ValueComparer {
  compareValue(type: string, truth: unknown, got: unknown): { ok: boolean };
}

const changed = (before: CaseRecord, after: CaseRecord, key: FactKey) =>
  JSON.stringify(before[key]) !== JSON.stringify(after[key]);

/**
 * Scores one item: each labelled fact right, wrong or missing in the record after reading;
 * a `null` label is right when the record holds no value for it; any other fact the reading
 * set or changed is invented. `ownFaultAdmitted` is right when the record keeps the visitor's
 * words about their part (or a share above 0) and never records 0 %.
 */
export function scoreItem(
  item: CorpusItem,
  before: CaseRecord,
  after: CaseRecord,
  comparer: ValueComparer,
  /** What the record holds after a message that says nothing: values that follow from the context alone. */
  implied?: CaseRecord,
): ItemScore {
  const plain = plainFacts(after) as Record<string, unknown>;
  const facts: FactVerdict[] = [];
  const labelled = new Set<FactKey>();
  for (const [label, truth] of Object.entries(item.facts)) {
    const type = labelTypes[label];
    if (!type) continue;
    if (label === 'ownFaultAdmitted') {
      labelled.add('ownFaultPercent');
      labelled.add('ownFaultNotes');
      const share = after.ownFaultPercent;
      const admitted = after.ownFaultNotes !== undefined || (share !== undefined && share > 0);
      const got = truth === true ? admitted : share === 0;
      const verdict: Verdict =
        truth === true && share === 0
          ? 'wrong'
          : got
            ? 'right'
            : truth === false && share! > 0
              ? 'wrong'
              : 'missing';
      facts.push({ label, verdict, truth, got: share ?? after.ownFaultNotes });
      continue;
    }
    const key = recordKeyOf(label);
    if (!key) continue;
    labelled.add(key);
    const value = after[key];
    if (truth === null) {
      facts.push({
        label,
        verdict: value === undefined || !changed(before, after, key) ? 'right' : 'wrong',
        truth,
        got: plain[key],
      });
      continue;
    }
    // A money fact without its amount (a car "totaled", days missed without pay) has no value to compare.
    if (value === undefined || (type === 'money' && plain[key] === undefined)) {
      facts.push({ label, verdict: 'missing', truth, got: undefined });
      continue;
    }
    let ok: boolean;
    if (type === 'enum') ok = value === truth;
    else if (type === 'date') {
      const range = labelDateRange(String(truth));
      const date = value as DateValue;
      ok =
        range !== undefined &&
        (range.precision === 'day'
          ? date.from <= range.from && range.from <= date.to && date.precision !== 'year'
          : date.precision === 'season' && range.precision === 'month'
            ? // The labels give a season as its middle month ("last spring" = April).
              date.from <= range.to && range.from <= date.to
            : date.from >= range.from && date.to <= range.to);
    } else if (label === 'insurance.health' && truth === 'none')
      ok = /\b(none|no)\b/i.test(String(plain[key]));
    else ok = comparer.compareValue(type, truth, plain[key] ?? value).ok;
    facts.push({ label, verdict: ok ? 'right' : 'wrong', truth, got: plain[key] ?? value });
  }
  const invented: ItemScore['invented'] = [];
  for (const key of factKeys) {
    if (labelled.has(key) || !changed(before, after, key) || after[key] === undefined) continue;
    const label = labelKeyOf(key);
    if (!labelTypes[label]) continue;
    // Only an amount is labelled: a money fact that holds none ("totaled") is outside the labels.
    if (labelTypes[label] === 'money' && plain[key] === undefined) continue;
    // Follows from a fact the visitor gave (a maker at fault, no government defendant) and says so.
    if (after.sources[key]?.derivedFrom !== undefined) continue;
    // Follows from what the agent knew before, whatever the message said (hurt at work: an employee).
    if (implied && JSON.stringify(implied[key]) === JSON.stringify(after[key])) continue;
    invented.push({ label, got: plain[key] ?? after[key] });
  }
  return { facts, invented };
}
