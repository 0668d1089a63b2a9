/**
 * The review before the report (issue 13): what we understood, grouped as the visitor thinks
 * of it, each line correctable with a typed input, plus "anything we got wrong?". Bound to
 * the browser like the chat (decision 0011). No zod here: the page imports it; the schemas
 * are in intake-review-schemas.ts.
 */
import type { CaseType, FactKey, Language } from './case-record';
import {
  type CorrectionKind,
  type FactEntry,
  factCatalogue,
  factFormLabel,
  type Localized,
} from './fact-catalogue';

export const INTAKE_REVIEW_PATH = '/api/intake/review';

export const reviewGroups = [
  'What happened',
  'When and where',
  'About you',
  'Injuries and treatment',
  'Money',
  'Insurance',
  'Evidence',
] as const;
export type ReviewGroup = (typeof reviewGroups)[number];

/** Each group's heading in the visitor's language (decision 0279). */
export const reviewGroupNames: Record<ReviewGroup, Localized> = {
  'What happened': { en: 'What happened', es: 'Qué pasó' },
  'When and where': { en: 'When and where', es: 'Cuándo y dónde' },
  'About you': { en: 'About you', es: 'Sobre usted' },
  'Injuries and treatment': { en: 'Injuries and treatment', es: 'Lesiones y tratamiento' },
  Money: { en: 'Money', es: 'Dinero' },
  Insurance: { en: 'Insurance', es: 'Seguros' },
  Evidence: { en: 'Evidence', es: 'Pruebas' },
};

/**
 * How a line is edited: the input the visitor gets, and the value type the server accepts
 * (the fact catalogue's correction kinds). `percent` is a whole share from 0 to 100, `whole` a
 * whole number (an age), `choice` one of the line's `options`.
 */
export type ReviewKind = Exclude<CorrectionKind, 'none'>;

/** Lines that correct a part of the treatment fact, not a fact of their own. */
const treatmentLines = {
  emergencyRoom: { en: 'You went to an emergency room', es: 'Fue a una sala de emergencias' },
  surgery: { en: 'You had surgery', es: 'Tuvo una cirugía' },
  stillTreating: { en: 'You are still being treated', es: 'Sigue en tratamiento' },
} as const satisfies Record<string, Localized>;
export type TreatmentLine = keyof typeof treatmentLines;
export type ReviewKey = FactKey | TreatmentLine;

export interface ReviewField {
  key: ReviewKey;
  /** Where the visitor's review shows it; null: a line of the case manager's facts form only. */
  group: ReviewGroup | null;
  /** The line's name in English, as the case manager's facts form shows it. */
  label: string;
  /** The line's name in each language, from the fact catalogue: the visitor's review shows theirs (decision 0279). */
  labels: Localized;
  kind: ReviewKind;
  /** A `choice` line's values, named (in English, and in each language). */
  options?: readonly { value: string; label: string; labels: Localized }[];
  /** Shown on the visitor's review only for these kinds of case, or when it holds a value. */
  shownFor?: readonly CaseType[];
}

/**
 * The facts a visitor can correct, in the order the review shows them: every fact the
 * report's value, deadlines and referral rest on (issue 28 added the kind of case, the share
 * of blame, age, employer, future care, other costs, the policy limit and the visitor's own
 * insurers). Only the place of each line is written here; its label and input come from the
 * fact catalogue (decision 0100).
 */
/**
 * Kinds of case where another side's insurer deals with the visitor (decision 0116); a work
 * injury only with an outsider, so its line shows there once it holds a value.
 */
const withAnotherSide: readonly CaseType[] = ['auto', 'slip_fall', 'product_liability', 'dog_bite', 'other'];
const withAnotherSideOrCare: readonly CaseType[] = [...withAnotherSide, 'medical_malpractice'];

const visitorLines: readonly { key: ReviewKey; group: ReviewGroup; shownFor?: readonly CaseType[] }[] = [
  { key: 'caseType', group: 'What happened' },
  { key: 'atFaultParty', group: 'What happened' },
  { key: 'ownFaultPercent', group: 'What happened' },
  { key: 'ownFaultNotes', group: 'What happened' },
  { key: 'incidentDate', group: 'When and where' },
  { key: 'city', group: 'When and where' },
  { key: 'state', group: 'When and where' },
  { key: 'age', group: 'About you' },
  { key: 'employer', group: 'About you', shownFor: ['workplace'] },
  { key: 'injuries', group: 'Injuries and treatment' },
  { key: 'emergencyRoom', group: 'Injuries and treatment' },
  { key: 'surgery', group: 'Injuries and treatment' },
  { key: 'stillTreating', group: 'Injuries and treatment' },
  { key: 'permanentInjury', group: 'Injuries and treatment' },
  { key: 'medicalBills', group: 'Money' },
  { key: 'futureMedical', group: 'Money' },
  { key: 'lostWages', group: 'Money' },
  { key: 'propertyDamage', group: 'Money' },
  { key: 'outOfPocket', group: 'Money' },
  { key: 'otherPartyInsurer', group: 'Insurance' },
  { key: 'policyLimit', group: 'Insurance' },
  { key: 'ownCoverage', group: 'Insurance' },
  { key: 'healthInsurance', group: 'Insurance' },
  { key: 'priorAttorney', group: 'Insurance' },
  // Papers signed and a statement given to an insurer (decision 0116): only where there is another side.
  { key: 'releaseSigned', group: 'Insurance', shownFor: withAnotherSideOrCare },
  { key: 'recordedStatement', group: 'Insurance', shownFor: withAnotherSide },
  { key: 'policeReport', group: 'Evidence' },
  { key: 'witnesses', group: 'Evidence' },
  { key: 'photos', group: 'Evidence' },
];

const isTreatmentLine = (key: ReviewKey): key is TreatmentLine => key in treatmentLines;

function fieldOf(key: ReviewKey, group: ReviewGroup | null): ReviewField {
  if (isTreatmentLine(key))
    return { key, group, label: treatmentLines[key].en, labels: treatmentLines[key], kind: 'yesno' };
  const entry: FactEntry = factCatalogue[key];
  if (entry.correction === 'none') throw new Error(`${key} is not corrected as a line`);
  return {
    key,
    group,
    label: factFormLabel(key, 'en'),
    labels: { en: factFormLabel(key, 'en'), es: factFormLabel(key, 'es') },
    kind: entry.correction,
    ...(entry.options
      ? {
          options: entry.options.map((option) => ({
            value: option.value,
            label: option.label.en,
            labels: option.label,
          })),
        }
      : {}),
  };
}

const onReview = new Set<ReviewKey>(visitorLines.map((line) => line.key));

/**
 * Every correctable line: the visitor's, then every other fact the catalogue says a person can
 * correct (the case manager's facts form shows them all; the visitor's review shows its own).
 */
export const reviewFields: readonly ReviewField[] = [
  ...visitorLines.map((line) => ({
    ...fieldOf(line.key, line.group),
    ...(line.shownFor ? { shownFor: line.shownFor } : {}),
  })),
  ...(Object.keys(factCatalogue) as FactKey[])
    .filter((key) => !onReview.has(key) && factCatalogue[key].correction !== 'none')
    .map((key) => fieldOf(key, null)),
];

/** The lines a visitor may change on their review. */
export const visitorReviewKeys: readonly ReviewKey[] = visitorLines.map((line) => line.key);

export const reviewFieldOf = (key: ReviewKey): ReviewField =>
  reviewFields.find((field) => field.key === key)!;

export type ReviewValue = string | number | boolean | string[] | null;

export interface ReviewItem {
  key: ReviewKey;
  /** The value as the input takes it: text, whole dollars, YYYY-MM-DD, true/false, a state code, a list. */
  value: ReviewValue;
  /** The value in plain words ("around March 2026" for a date given loosely); null when unknown. */
  shown: string | null;
  /**
   * The agent was not sure of this value (inferred from another answer, read by a model, a
   * date known only roughly, a sentence where a name was expected): the review says "please
   * check" beside it.
   */
  toCheck?: true;
}

export interface IntakeReview {
  /** The chat's language: the review's lines, names and values are said in it (decision 0279). */
  language: Language;
  items: ReviewItem[];
  /** False once the report was asked for: the facts then go to a case manager instead. */
  isEditable: boolean;
  /** Corrections made so far, newest last. */
  corrections: number;
}

export interface ReviewChange {
  key: ReviewKey;
  /** null clears the value (the visitor does not know). */
  value: ReviewValue;
}

export interface ReviewRequest {
  SessionID: string;
  ChatID: string;
  changes: ReviewChange[];
  /** "Anything we got wrong?" in the visitor's words. */
  note?: string;
}

export const MAX_REVIEW_NOTE_CHARS = 2000;
