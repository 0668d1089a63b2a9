import { z } from 'zod';

/**
 * The typed case record the intake agent fills from the description and every answer
 * (issue: Intake server; research/intake-facts.md §4). The report, eligibility, matching
 * and the staff console read it. Every field is optional: absent means "not captured".
 * A fact the visitor said they do not know is listed in `unknowns` instead, so the report
 * can name it and widen the range rather than invent it.
 */
export const caseTypes = [
  'auto',
  'slip_fall',
  'workplace',
  'medical_malpractice',
  'product_liability',
  'other',
] as const;
export type CaseType = (typeof caseTypes)[number];

export const caseTypeLabels: Record<CaseType, string> = {
  auto: 'Auto accident',
  slip_fall: 'Slip and fall',
  workplace: 'Workplace injury',
  medical_malpractice: 'Medical malpractice',
  product_liability: 'Product liability',
  other: 'Other injury',
};

/**
 * Severity ladder (research: none / ER / admitted / surgery / permanent / death), mapped
 * to the valuation tiers: soft tissue, objective findings, surgery or permanency, catastrophic.
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

export const medicalPayers = [
  'health_insurance',
  'medicare',
  'medicaid',
  'pip_medpay',
  'workers_comp',
  'unpaid',
  'self_paid',
  'other',
] as const;

const isoDate = z.iso.date();
const money = z.number().min(0).max(1_000_000_000);
const usState = z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter state code');

export const caseRecordSchema = z.object({
  caseType: z.enum(caseTypes).optional(),
  incidentDate: isoDate.optional(),
  /** Med mal, latent product injuries: when the harm was discovered. */
  discoveryDate: isoDate.optional(),
  state: usState.optional(),
  city: z.string().max(120).optional(),
  homeState: usState.optional(),
  parties: z
    .object({
      /** Who the visitor holds responsible, in their words. */
      atFault: z.string().max(500).optional(),
      names: z.array(z.string().max(200)).max(20).optional(),
      isGovernment: z.boolean().optional(),
      isEmployer: z.boolean().optional(),
      /** Workplace: someone other than the employer involved (contractor, manufacturer, driver). */
      hasThirdParty: z.boolean().optional(),
    })
    .optional(),
  injuries: z
    .object({
      description: z.string().max(2000).optional(),
      bodyParts: z.array(z.string().max(60)).max(30).optional(),
      severity: z.enum(severities).optional(),
      emergencyRoom: z.boolean().optional(),
      hospitalAdmitted: z.boolean().optional(),
      surgery: z.boolean().optional(),
      permanent: z.boolean().optional(),
    })
    .optional(),
  treatment: z
    .object({
      firstTreatmentDate: isoDate.optional(),
      status: z.enum(['none', 'treating', 'released', 'mmi']).optional(),
      hasGap: z.boolean().optional(),
      providers: z.array(z.string().max(200)).max(20).optional(),
      /** Expected future medical cost, when a provider has given one. */
      futureCost: money.optional(),
    })
    .optional(),
  medicalBills: z.object({ amount: money.optional(), payer: z.enum(medicalPayers).optional() }).optional(),
  lostWages: z
    .object({
      amount: money.optional(),
      daysMissed: z.number().int().min(0).max(36500).optional(),
      weeklyPay: money.optional(),
      selfEmployed: z.boolean().optional(),
      canReturn: z.boolean().optional(),
    })
    .optional(),
  propertyDamage: z.object({ amount: money.optional(), totalLoss: z.boolean().optional() }).optional(),
  outOfPocket: money.optional(),
  insurance: z
    .object({
      atFaultInsurer: z.string().max(200).optional(),
      /** Known policy limit of the at-fault party: the ceiling of a realistic recovery. */
      policyLimit: money.optional(),
      ownCoverage: z.string().max(200).optional(),
      claimFiled: z.boolean().optional(),
    })
    .optional(),
  policeReport: z
    .object({ exists: z.boolean().optional(), number: z.string().max(80).optional() })
    .optional(),
  witnesses: z
    .object({ exist: z.boolean().optional(), count: z.number().int().min(0).max(100).optional() })
    .optional(),
  photos: z.boolean().optional(),
  ownFault: z
    .object({
      /** Visitor's own share of fault, 0-100, when it can be estimated. */
      percent: z.number().min(0).max(100).optional(),
      notes: z.string().max(1000).optional(),
    })
    .optional(),
  /** Already represented by (or signed with) an attorney for this accident. */
  hasAttorney: z.boolean().optional(),
  priorInjuries: z.boolean().optional(),
  age: z.number().int().min(0).max(120).optional(),
  /** Product liability specifics. */
  product: z
    .object({
      name: z.string().max(200).optional(),
      preserved: z.boolean().optional(),
      recalled: z.boolean().optional(),
    })
    .optional(),
  /** Facts the visitor said they do not know, by key (e.g. 'medicalBills.amount'). */
  unknowns: z.array(z.string().max(60)).max(100).default([]),
});

export type CaseRecord = z.infer<typeof caseRecordSchema>;

export const emptyCaseRecord = (): CaseRecord => ({ unknowns: [] });
