import { z } from 'zod';

import {
  type CaseRecord,
  caseRecordSchema,
  turnAwayFacts,
  type CaseType,
  type Role,
  roles,
  type TreatmentLevel,
  treatmentLevels,
} from '../../../../contracts/case-record';

/**
 * A public persona's true facts (../shared/personas/personas.json, its own format) as the v2
 * case record the intake would ideally build: field by field, never by persona id, and never
 * from `expected`. Where the format has no key for something its facts plainly say, the fact
 * is derived by a general rule, quoted here.
 */
const money = z.number().nonnegative();
const personaFactsSchema = z
  .object({
    incidentDate: z.iso.date().optional(),
    discoveryDate: z.iso.date().optional(),
    state: z.string().length(2).optional(),
    city: z.string().optional(),
    role: z.string().optional(),
    injuries: z.array(z.string()).optional(),
    treatment: z.array(z.string()).optional(),
    medicalBills: money.optional(),
    futureMedical: z
      .union([money, z.object({ amount: money.optional() }).loose()])
      .nullable()
      .optional(),
    lostWages: money.nullable().optional(),
    propertyDamage: money.nullable().optional(),
    ownFaultPercent: z.number().min(0).max(100).nullable().optional(),
    atFaultParty: z.string().nullable().optional(),
    insurance: z
      .object({
        otherPartyInsurer: z.string().nullable().optional(),
        policyLimit: money.nullable().optional(),
        ownCoverage: z.string().nullable().optional(),
        health: z.string().nullable().optional(),
      })
      .loose()
      .optional(),
    policeReport: z.boolean().optional(),
    policeReportNumber: z.string().optional(),
    incidentReport: z.boolean().optional(),
    witnesses: z.boolean().optional(),
    photos: z.boolean().optional(),
    priorAttorney: z.boolean().optional(),
    governmentDefendant: z.boolean().optional(),
    employer: z.string().optional(),
    workersComp: z.boolean().optional(),
    thirdPartyInvolved: z.boolean().optional(),
    thirdParty: z.string().optional(),
    priorInjuries: z.boolean().optional(),
    age: z.number().int().optional(),
    propertyOwner: z.string().optional(),
    settlementOffer: money.optional(),
    callerRelationship: z.string().optional(),
    provider: z.string().optional(),
    facility: z.string().optional(),
    product: z.string().optional(),
    manufacturer: z.string().optional(),
    productPreserved: z.boolean().optional(),
  })
  .loose();

const personaSchema = z.object({
  id: z.string(),
  caseType: z.string(),
  language: z.string(),
  description: z.string().optional(),
  facts: personaFactsSchema,
});

const caseTypeOf: Record<string, CaseType> = {
  auto: 'auto',
  slip_and_fall: 'slip_fall',
  workplace: 'workplace',
  medical_malpractice: 'medical_malpractice',
  product: 'product_liability',
  dog_bite: 'dog_bite',
};

const day = (iso: string) => ({ from: iso, to: iso, precision: 'day' as const });
/** "employee (line worker)", "hotel guest", "pedestrian (neighbor)": the first role word we know. */
const roleOf = (words: string): Role | undefined =>
  words
    .toLowerCase()
    .split(/[\s()]+/)
    .map((word) => (word === 'member' || word === 'guest' ? word : word))
    .find((word): word is Role => (roles as readonly string[]).includes(word));

/**
 * Clear liability, as the research's ×1.1 modifier means it: the other side was cited or
 * ticketed, admitted it, or the act speaks for itself ("rear-ended him while texting", "the
 * wrong knee", "filled the wrong drug").
 */
const clearLiabilityCue =
  /\b(cited|ticketed|admitted|rear-ended|wrong (knee|site|drug|leg|side)|filled the wrong)\b/i;

/**
 * What the other side says about the visitor's part (the record's ownFaultNotes): the format
 * has no key for it, but a description can say it plainly ("the company emailed me saying I
 * must have carried it loose with keys"). The sentence where someone says the visitor was to
 * blame is kept, as the intake keeps it.
 */
const otherSideBlames =
  /\b(?:saying|says|said|claims?|claiming|insists?)\s+(?:that\s+)?i\s+(?:must|should|was|were|did|had|caused)\b|\bmy fault\b/i;

function otherSideArgues(description: string | undefined): string | undefined {
  return description
    ?.split(/(?<=[.!?])\s+/)
    .find((sentence) => otherSideBlames.test(sentence))
    ?.trim();
}

export function personaCaseRecord(persona: unknown): { id: string; record: CaseRecord } {
  const { id, caseType, language, description, facts } = personaSchema.parse(persona);
  const levels = (facts.treatment ?? []).filter((item): item is TreatmentLevel =>
    (treatmentLevels as readonly string[]).includes(item),
  );
  const status = facts.treatment?.includes('ongoing')
    ? 'ongoing'
    : facts.treatment?.includes('released')
      ? 'released'
      : undefined;
  const future =
    typeof facts.futureMedical === 'number'
      ? facts.futureMedical
      : (facts.futureMedical?.amount ?? undefined);
  const record = caseRecordSchema.parse({
    // The persona's true facts are what the visitor would confirm (decision 0091).
    turnAway: { confirmed: [...turnAwayFacts] },
    language: language === 'es' ? 'es' : 'en',
    caseType: caseTypeOf[caseType],
    incidentDate: facts.incidentDate ? day(facts.incidentDate) : undefined,
    discoveryDate: facts.discoveryDate ? day(facts.discoveryDate) : undefined,
    state: facts.state,
    city: facts.city,
    role: facts.role ? roleOf(facts.role) : undefined,
    injuries: facts.injuries,
    treatment: { levels, ...(status ? { status } : {}) },
    medicalBills: { total: facts.medicalBills, paid: [] },
    // 0 in the persona format means "none planned"; null means not known.
    ...(future !== undefined && future !== null ? { futureMedical: future } : {}),
    ...(facts.lostWages !== undefined && facts.lostWages !== null
      ? { lostWages: { total: facts.lostWages } }
      : {}),
    ...(facts.propertyDamage ? { propertyDamage: { amount: facts.propertyDamage } } : {}),
    ...(facts.ownFaultPercent !== undefined && facts.ownFaultPercent !== null
      ? { ownFaultPercent: facts.ownFaultPercent }
      : {}),
    atFaultParty: facts.atFaultParty ?? undefined,
    ownFaultNotes: otherSideArgues(description),
    ...(facts.atFaultParty && clearLiabilityCue.test(facts.atFaultParty)
      ? { clearLiability: facts.atFaultParty }
      : {}),
    otherPartyInsurer: facts.insurance?.otherPartyInsurer ?? undefined,
    ...(facts.insurance?.policyLimit ? { policyLimit: { perPerson: facts.insurance.policyLimit } } : {}),
    ownCoverage: facts.insurance?.ownCoverage ?? undefined,
    healthInsurance: facts.insurance?.health ?? undefined,
    policeReport: facts.policeReport,
    policeReportNumber: facts.policeReportNumber,
    incidentReport: facts.incidentReport,
    witnesses: facts.witnesses,
    photos: facts.photos,
    priorAttorney: facts.priorAttorney,
    governmentDefendant: facts.governmentDefendant,
    employer: facts.employer,
    workersComp: facts.workersComp,
    thirdPartyInvolved: facts.thirdPartyInvolved,
    thirdParty: facts.thirdParty,
    priorInjuries: facts.priorInjuries,
    age: facts.age,
    propertyOwner: facts.propertyOwner,
    settlementOffer: facts.settlementOffer,
    callerRelationship: facts.callerRelationship,
    provider: facts.provider,
    facility: facts.facility,
    product: facts.product,
    manufacturer: facts.manufacturer,
    productPreserved: facts.productPreserved,
  });
  return { id, record };
}
