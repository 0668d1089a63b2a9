/**
 * The review before the report (issue 13): what we understood, grouped as the visitor thinks
 * of it, each line correctable with a typed input, plus "anything we got wrong?". Bound to
 * the browser like the chat (decision 0011). No zod here: the page imports it; the schemas
 * are in intake-review-schemas.ts.
 */
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

/**
 * How a line is edited: the input the visitor gets, and the value type the server accepts.
 * `percent` is a whole share from 0 to 100, `whole` a whole number (an age), `choice` one of
 * the line's `options`.
 */
export type ReviewKind =
  'text' | 'amount' | 'date' | 'yesno' | 'state' | 'list' | 'percent' | 'whole' | 'choice';

/** The kinds of case, as the review names them (the values of caseType). */
export const caseTypeChoices = [
  { value: 'auto', label: 'Vehicle accident' },
  { value: 'slip_fall', label: 'Slip, trip or fall' },
  { value: 'workplace', label: 'Injury at work' },
  { value: 'medical_malpractice', label: 'Medical mistake' },
  { value: 'product_liability', label: 'Faulty product' },
  { value: 'dog_bite', label: 'Dog bite' },
  { value: 'other', label: 'Something else' },
] as const;

/**
 * The facts a visitor can correct: every fact the report's value, deadlines and referral rest
 * on (issue 28 added the kind of case, the share of blame, age, employer, future care, other
 * costs, the policy limit and the visitor's own insurers). A line with `shownFor` appears only
 * for those kinds of case, or when it holds a value.
 */
export const reviewFields = [
  { key: 'caseType', group: 'What happened', label: 'Kind of accident', kind: 'choice' },
  { key: 'atFaultParty', group: 'What happened', label: 'Who caused it', kind: 'text' },
  { key: 'ownFaultPercent', group: 'What happened', label: 'Your share of the blame', kind: 'percent' },
  { key: 'incidentDate', group: 'When and where', label: 'Date it happened', kind: 'date' },
  { key: 'city', group: 'When and where', label: 'City', kind: 'text' },
  { key: 'state', group: 'When and where', label: 'State', kind: 'state' },
  { key: 'age', group: 'About you', label: 'Your age', kind: 'whole' },
  { key: 'employer', group: 'About you', label: 'Where you work', kind: 'text', shownFor: ['workplace'] },
  { key: 'injuries', group: 'Injuries and treatment', label: 'Injuries', kind: 'list' },
  {
    key: 'emergencyRoom',
    group: 'Injuries and treatment',
    label: 'You went to an emergency room',
    kind: 'yesno',
  },
  { key: 'surgery', group: 'Injuries and treatment', label: 'You had surgery', kind: 'yesno' },
  {
    key: 'stillTreating',
    group: 'Injuries and treatment',
    label: 'You are still being treated',
    kind: 'yesno',
  },
  {
    key: 'permanentInjury',
    group: 'Injuries and treatment',
    label: 'A doctor said the injury is permanent',
    kind: 'yesno',
  },
  { key: 'medicalBills', group: 'Money', label: 'Medical bills so far', kind: 'amount' },
  { key: 'futureMedical', group: 'Money', label: 'Future medical care (estimated cost)', kind: 'amount' },
  { key: 'lostWages', group: 'Money', label: 'Wages lost so far', kind: 'amount' },
  { key: 'propertyDamage', group: 'Money', label: 'Damage to your vehicle or property', kind: 'amount' },
  { key: 'outOfPocket', group: 'Money', label: 'Other costs you paid yourself', kind: 'amount' },
  { key: 'otherPartyInsurer', group: 'Insurance', label: "Other side's insurance company", kind: 'text' },
  { key: 'policyLimit', group: 'Insurance', label: "Other side's policy limit per person", kind: 'amount' },
  { key: 'ownCoverage', group: 'Insurance', label: 'Your own insurance company', kind: 'text' },
  { key: 'healthInsurance', group: 'Insurance', label: 'Your health insurance', kind: 'text' },
  { key: 'priorAttorney', group: 'Insurance', label: 'You already have a lawyer for this', kind: 'yesno' },
  { key: 'policeReport', group: 'Evidence', label: 'A police or incident report was made', kind: 'yesno' },
  { key: 'witnesses', group: 'Evidence', label: 'Someone saw it happen', kind: 'yesno' },
  { key: 'photos', group: 'Evidence', label: 'You have photos', kind: 'yesno' },
] as const satisfies readonly {
  key: string;
  group: ReviewGroup;
  label: string;
  kind: ReviewKind;
  shownFor?: readonly string[];
}[];

export type ReviewKey = (typeof reviewFields)[number]['key'];
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
