import { z } from 'zod';

/**
 * The case record: the intake's memory, one typed value per fact (DESIGN.md §3; research
 * intake-facts.md §4). The intake agent fills it from the description and every answer
 * through its fact registry; the conclusions (value, deadlines, routing), the report, the
 * staff console and the export read it. A fact that is absent was not learned; a fact the
 * visitor said they do not know is listed in `unknowns` instead, so the report can name it
 * and widen the range rather than invent it. `sources` says where each value came from.
 *
 * Version 2 (issue "The intake agent understands"): flat fact keys, dates with precision,
 * money with its role (a total vs a part paid by someone, split policy limits), own fault
 * as a share.
 */
export const CASE_RECORD_VERSION = 2;

export const caseTypes = [
  'auto',
  'slip_fall',
  'workplace',
  'medical_malpractice',
  'product_liability',
  'dog_bite',
  'other',
] as const;
export type CaseType = (typeof caseTypes)[number];

/**
 * Severity ladder used by the public settlement calculator and the valuation tiers: soft
 * tissue, objective findings, surgery or permanency, catastrophic.
 */
export const severities = [
  'none',
  'soft_tissue',
  'objective',
  'surgery_or_permanent',
  'catastrophic',
  'death',
] as const;
export type Severity = (typeof severities)[number];

export const languages = ['en', 'es'] as const;
export type Language = (typeof languages)[number];

/**
 * How precisely a date is known. "September 3rd" is a day; "in June" a month; "last
 * spring" a season; "last year" a year. Deadlines run from `from`, the earliest day the
 * visitor's words allow, and say so when the precision is not a day.
 */
export const datePrecisions = ['day', 'week', 'month', 'season', 'year'] as const;
export type DatePrecision = (typeof datePrecisions)[number];

const isoDate = z.iso.date();
export const dateValueSchema = z
  .object({
    from: isoDate,
    /** Equal to `from` when the day is known. */
    to: isoDate,
    precision: z.enum(datePrecisions),
  })
  .refine((value) => value.from <= value.to, { message: 'from must not be after to' });
export type DateValue = z.infer<typeof dateValueSchema>;

/** The visitor's part in what happened. */
export const roles = [
  'driver',
  'passenger',
  'pedestrian',
  'cyclist',
  'motorcyclist',
  'customer',
  'guest',
  'member',
  'tenant',
  'visitor',
  'employee',
  'patient',
  'product_user',
  'bystander',
  'other',
] as const;
export type Role = (typeof roles)[number];

/** Treatment levels, from the research's severity ladder (intake-facts.md §4.0). */
export const treatmentLevels = [
  'ambulance',
  'er',
  'urgent_care',
  'hospital',
  'icu',
  'surgery',
  'imaging',
  'specialist',
  'physical_therapy',
  'chiropractic',
  'injections',
  'burn_clinic',
  'clinic',
  'primary_care',
  'dental',
  'home_health',
] as const;
export type TreatmentLevel = (typeof treatmentLevels)[number];

export const treatmentLevelLabels: Record<TreatmentLevel, string> = {
  ambulance: 'ambulance',
  er: 'ER',
  urgent_care: 'urgent care',
  hospital: 'hospital admission',
  icu: 'ICU',
  surgery: 'surgery',
  imaging: 'imaging (x-ray, MRI or CT)',
  specialist: 'specialist',
  physical_therapy: 'physical therapy',
  chiropractic: 'chiropractor',
  injections: 'injections',
  burn_clinic: 'burn clinic',
  clinic: 'clinic',
  primary_care: 'primary care doctor',
  dental: 'dentist',
  home_health: 'home health care',
};

/** Who paid (part of) the medical bills: the payer decides the liens. */
export const medicalPayers = [
  'health_insurance',
  'medicare',
  'medicaid',
  'pip_medpay',
  'workers_comp',
  'auto_insurance',
  'other_party_insurer',
  'self',
  'unpaid',
  'other',
] as const;
export type MedicalPayer = (typeof medicalPayers)[number];

export const governmentKinds = [
  'federal',
  'state',
  'county',
  'city',
  'school_district',
  'transit',
  'other',
] as const;
export type GovernmentKind = (typeof governmentKinds)[number];

/**
 * The language the visitor asked to be called in (decision 0142): Spanish, English, or an
 * interpreter for a language not named. A contact preference for the case manager.
 */
export const callLanguages = ['spanish', 'english', 'interpreter'] as const;
export type CallLanguage = (typeof callLanguages)[number];

const money = z.number().min(0).max(1_000_000_000);
const text = (max: number) => z.string().trim().min(1).max(max);
const usState = z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter state code');

/** Every fact the intake can learn, with its value's schema. The registry has one module per key. */
export const factValueSchemas = {
  caseType: z.enum(caseTypes),
  /** A mixed case keeps both sides: a work crash caused by another driver is workplace + auto. */
  secondaryCaseType: z.enum(caseTypes),
  incidentDate: dateValueSchema,
  /** Med mal, latent product injuries: when the harm was found or should have been. */
  discoveryDate: dateValueSchema,
  /**
   * The first care for this injury, anywhere (an ambulance, the ER, a doctor), read from how the
   * visitor dates it; never asked (decision 0145). The date it happened cannot be after it.
   */
  firstTreatmentDate: dateValueSchema,
  state: usState,
  city: text(120),
  role: z.enum(roles),
  /** The injuries in the visitor's words, one item each ("cracked left collarbone"). */
  injuries: z.array(text(200)).min(1).max(20),
  permanentInjury: z.boolean(),
  /** The injured person died (wrongful death): changes standing and deadlines. */
  deceased: z.boolean(),
  treatment: z.object({
    levels: z.array(z.enum(treatmentLevels)).max(treatmentLevels.length),
    status: z.enum(['ongoing', 'released', 'none']).optional(),
    /** Days from the incident to the first care, when the visitor waited. */
    firstCareDelayDays: z.number().int().min(0).max(36500).optional(),
    /** The longest break in care, in days (a gap lowers value, research §3.2). */
    gapDays: z.number().int().min(0).max(36500).optional(),
  }),
  /** Past medical bills: the total, and the parts someone paid. */
  medicalBills: z.object({
    total: money.optional(),
    paid: z.array(z.object({ payer: z.enum(medicalPayers), amount: money.optional() })).max(10),
  }),
  futureMedical: money,
  lostWages: z.object({
    total: money.optional(),
    daysMissed: z.number().int().min(0).max(36500).optional(),
    /** Not earning before the injury: no wage loss to claim. */
    notWorking: z.enum(['retired', 'unemployed', 'student', 'homemaker', 'disabled']).optional(),
    /** What the visitor earns ("$22 an hour"), from which the loss is worked out. */
    rate: z.object({ amount: money, per: z.enum(['hour', 'day', 'week', 'month', 'year']) }).optional(),
    /** Time off work still to come, as a doctor told them ("no work for at least 3 months"). */
    expectedDaysOff: z.number().int().min(0).max(36500).optional(),
  }),
  /**
   * Damage to the visitor's vehicle or things: the repair cost or value, a total loss, and, outside
   * a crash, the things damaged as the visitor named them ("glasses", "phone"; decision 0347).
   */
  propertyDamage: z.object({
    amount: money.optional(),
    totalLoss: z.boolean().optional(),
    items: z.array(text(80)).max(10).optional(),
  }),
  outOfPocket: money,
  /** The visitor's own share of the fault, 0–100, when they gave one or plainly had none. */
  ownFaultPercent: z.number().min(0).max(100),
  /** What the other side may argue about the visitor's part, in their words. */
  ownFaultNotes: text(500),
  /** Who caused it, in the visitor's words. */
  atFaultParty: text(300),
  /** Why liability looks clear (a citation, a rear-end, a wrong-site surgery). */
  clearLiability: text(300),
  governmentDefendant: z.boolean(),
  governmentKind: z.enum(governmentKinds),
  otherPartyInsurer: text(200),
  /** Split limits "50/100": per person, per accident. */
  policyLimit: z.object({ perPerson: money, perAccident: money.optional() }),
  ownCoverage: text(200),
  /** The visitor's own uninsured/underinsured-motorist coverage. */
  hasUmUim: z.boolean(),
  healthInsurance: text(200),
  settlementOffer: money,
  policeReport: z.boolean(),
  policeReportNumber: text(80),
  incidentReport: z.boolean(),
  witnesses: z.boolean(),
  photos: z.boolean(),
  priorAttorney: z.boolean(),
  /**
   * The visitor already signed a release, a settlement or other papers from an insurer about
   * this: it can end the claim, so an attorney sees what was signed (decision 0116).
   */
  releaseSigned: z.boolean(),
  /** The visitor already gave the other side's insurer a recorded statement (decision 0116). */
  recordedStatement: z.boolean(),
  /** The visitor says nobody was hurt (a turn-away fact: confirmed before a conclusion uses it). */
  uninjured: z.boolean(),
  employer: text(200),
  /** Working at the time / a comp claim: the workers' comp side of the case. */
  workersComp: z.boolean(),
  /** The employer carries workers' comp; false when the visitor says it has none (decision 0166). */
  employerHasComp: z.boolean(),
  thirdPartyInvolved: z.boolean(),
  thirdParty: text(200),
  product: text(200),
  manufacturer: text(200),
  productPreserved: z.boolean(),
  productRecalled: z.boolean(),
  /** An implanted or prescribed medical device (a possible mass action). */
  medicalDevice: z.boolean(),
  provider: text(200),
  facility: text(200),
  propertyOwner: text(200),
  priorInjuries: z.boolean(),
  priorInjurySamePart: z.boolean(),
  age: z.number().int().min(0).max(120),
  /** Who is writing, when it is not the injured person ("wife"). */
  callerRelationship: text(80),
  /** Asked for in the chat ("can someone call me in Spanish?"): who the case manager sends. */
  callLanguage: z.enum(callLanguages),
} as const;

export type FactKey = keyof typeof factValueSchemas;
export const factKeys = Object.keys(factValueSchemas) as FactKey[];
export type FactValues = { [K in FactKey]: z.infer<(typeof factValueSchemas)[K]> };

export const factSources = ['description', 'answer', 'correction', 'staff'] as const;
export type FactSource = (typeof factSources)[number];

const factKeySchema = z.enum(factKeys as [FactKey, ...FactKey[]]);

/** Where a value came from: for staff, for corrections, and to check a model's claims. */
export const factProvenanceSchema = z.object({
  from: z.enum(factSources),
  /** The visitor's words it was read from (shortened). */
  quote: z.string().max(300).optional(),
  /** Set by a model (LLM agent) rather than the registry's own reading. */
  byModel: z.boolean().optional(),
  /** Follows from another fact the visitor gave (the maker of a product is the party at fault). */
  derivedFrom: factKeySchema.optional(),
  /**
   * Read from the answer to the question about this other fact, not its own (decision 0127):
   * "an insurer taken from the wrong sentence". Kept since issue 25; older records lack it.
   */
  answerTo: factKeySchema.optional(),
  /** A staff change: who (their email), when, and why in their words (decision 0128). */
  by: z.string().max(254).optional(),
  at: z.string().max(40).optional(),
  reason: z.string().max(500).optional(),
  /**
   * A case manager checked the value as it stands and confirmed it (decision 0127): its doubts
   * are cleared. Any new value replaces the whole provenance, so a changed fact is checked again.
   */
  confirmed: z.object({ by: z.string().max(254), at: z.string().max(40) }).optional(),
});
export type FactProvenance = z.infer<typeof factProvenanceSchema>;

/**
 * Facts that can turn a visitor away (issue 24, decision 0091), each by the value that does:
 * a lawyer already (priorAttorney true), workers' comp only (thirdPartyInvolved false on a
 * work injury), nobody hurt (uninjured true), a value under the floor (the medical bills that
 * measure it), a passed deadline (the incident date it runs from). A conclusion turns a
 * visitor away on one only once the visitor confirmed it.
 */
export const turnAwayFacts = [
  'priorAttorney',
  'thirdPartyInvolved',
  'uninjured',
  'medicalBills',
  'incidentDate',
] as const satisfies readonly FactKey[];
export type TurnAwayFact = (typeof turnAwayFacts)[number];
const turnAwayFactList = z.array(z.enum(turnAwayFacts)).max(turnAwayFacts.length);

/** What the visitor said about a turn-away fact (decision 0091). */
export const turnAwayChecksSchema = z.object({
  /**
   * Confirmed by the visitor: given as the direct answer to the question about exactly that
   * fact, answered "yes" to "just to be sure", or entered by staff. Routing turns a visitor
   * away only on these.
   */
  confirmed: turnAwayFactList.default([]),
  /** The visitor said "no" to "just to be sure": the value was taken back. */
  withdrawn: turnAwayFactList.default([]),
  /** The agent asked "just to be sure" about it (asked once, never again). */
  asked: turnAwayFactList.default([]),
  /** Read from text that reads as an instruction to the agent: never set; a person looks. */
  instructionLike: turnAwayFactList.default([]),
});
export type TurnAwayChecks = z.infer<typeof turnAwayChecksSchema>;
const noTurnAwayChecks: TurnAwayChecks = { confirmed: [], withdrawn: [], asked: [], instructionLike: [] };

export const caseRecordSchema = z.object({
  version: z.literal(CASE_RECORD_VERSION).default(CASE_RECORD_VERSION),
  /** The language the visitor writes in; the agent, report and email follow it. */
  language: z.enum(languages).optional(),
  ...(Object.fromEntries(
    Object.entries(factValueSchemas).map(([key, schema]) => [key, schema.optional()]),
  ) as { [K in FactKey]: z.ZodOptional<(typeof factValueSchemas)[K]> }),
  /** Facts the visitor said they do not know. */
  unknowns: z.array(factKeySchema).max(factKeys.length).default([]),
  sources: z.partialRecord(factKeySchema, factProvenanceSchema).default({}),
  turnAway: turnAwayChecksSchema.default(noTurnAwayChecks),
});

export type CaseRecord = z.infer<typeof caseRecordSchema>;

export const emptyCaseRecord = (): CaseRecord => caseRecordSchema.parse({});

/**
 * The visitor confirmed this turn-away fact (decision 0091): in the chat, or by setting exactly
 * that fact themselves on the review page (a correction), or a staff member set it.
 */
export const isConfirmedTurnAway = (record: CaseRecord, key: TurnAwayFact): boolean =>
  record.turnAway.confirmed.includes(key) ||
  record.sources[key]?.from === 'correction' ||
  record.sources[key]?.from === 'staff';

/** True when the record holds a value for the fact. */
export function hasFact(record: CaseRecord, key: FactKey): boolean {
  return record[key] !== undefined;
}

/**
 * A work injury with nobody outside the employer named (no other party, no maker, no second
 * kind of case but the work one): the shape of a workers' comp claim alone. The chat uses it
 * to stay off the injury panel's fee range (decision 0353), the report's routing to tell comp
 * alone from a third-party claim (`workersCompOnly`). One check, so the two never disagree.
 */
export function isWorkInjuryWithNoOutsideParty(record: CaseRecord): boolean {
  return (
    record.caseType === 'workplace' &&
    record.thirdPartyInvolved !== true &&
    !record.thirdParty &&
    !record.manufacturer &&
    (!record.secondaryCaseType || record.secondaryCaseType === 'workplace')
  );
}
