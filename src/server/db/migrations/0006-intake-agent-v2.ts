import type { Kysely } from 'kysely';

/**
 * Issue 11: the case record moves to version 2 (flat fact keys, dates with precision, money
 * with its role), the agent state to the registry's question keys, and a case carries the
 * safety and service flags the staff console shows. Version-1 records are converted here,
 * once, with the rules as they stand today (self-contained: later code changes cannot
 * change what this migration did).
 */

type V1 = Record<string, unknown> & {
  caseType?: string;
  incidentDate?: string;
  discoveryDate?: string;
  state?: string;
  city?: string;
  parties?: { atFault?: string; isGovernment?: boolean; isEmployer?: boolean; hasThirdParty?: boolean };
  injuries?: {
    description?: string;
    bodyParts?: string[];
    emergencyRoom?: boolean;
    hospitalAdmitted?: boolean;
    surgery?: boolean;
    permanent?: boolean;
  };
  treatment?: { status?: string; hasGap?: boolean; futureCost?: number };
  medicalBills?: { amount?: number };
  lostWages?: { amount?: number; daysMissed?: number };
  propertyDamage?: { amount?: number; totalLoss?: boolean };
  outOfPocket?: number;
  insurance?: { atFaultInsurer?: string; policyLimit?: number; ownCoverage?: string };
  policeReport?: { exists?: boolean; number?: string };
  witnesses?: { exist?: boolean };
  photos?: boolean;
  ownFault?: { percent?: number; notes?: string };
  hasAttorney?: boolean;
  priorInjuries?: boolean;
  age?: number;
  product?: { name?: string; preserved?: boolean; recalled?: boolean };
};

const day = (iso: string | undefined) =>
  iso && /^\d{4}-\d{2}-\d{2}$/.test(iso) ? { from: iso, to: iso, precision: 'day' } : undefined;
const caseTypes = new Set([
  'auto',
  'slip_fall',
  'workplace',
  'medical_malpractice',
  'product_liability',
  'dog_bite',
  'other',
]);

export function convertRecord(old: V1): Record<string, unknown> {
  if (old.version === 2) return old;
  const levels: string[] = [];
  if (old.injuries?.emergencyRoom) levels.push('er');
  if (old.injuries?.hospitalAdmitted) levels.push('hospital');
  if (old.injuries?.surgery) levels.push('surgery');
  const status =
    old.treatment?.status === 'treating'
      ? 'ongoing'
      : old.treatment?.status === 'released' || old.treatment?.status === 'mmi'
        ? 'released'
        : old.treatment?.status === 'none'
          ? 'none'
          : undefined;
  const next: Record<string, unknown> = {
    version: 2,
    caseType: old.caseType && caseTypes.has(old.caseType) ? old.caseType : undefined,
    incidentDate: day(old.incidentDate),
    discoveryDate: day(old.discoveryDate),
    state: old.state,
    city: old.city,
    injuries: old.injuries?.description
      ? [old.injuries.description.slice(0, 200)]
      : old.injuries?.bodyParts?.length
        ? old.injuries.bodyParts.slice(0, 20)
        : undefined,
    permanentInjury: old.injuries?.permanent,
    treatment: levels.length || status ? { levels, ...(status ? { status } : {}) } : undefined,
    medicalBills:
      old.medicalBills?.amount !== undefined ? { total: old.medicalBills.amount, paid: [] } : undefined,
    futureMedical: old.treatment?.futureCost,
    lostWages:
      old.lostWages?.amount !== undefined || old.lostWages?.daysMissed !== undefined
        ? { total: old.lostWages.amount, daysMissed: old.lostWages.daysMissed }
        : undefined,
    propertyDamage: old.propertyDamage,
    outOfPocket: old.outOfPocket,
    ownFaultPercent: old.ownFault?.percent,
    ownFaultNotes: old.ownFault?.notes,
    atFaultParty: old.parties?.atFault,
    governmentDefendant: old.parties?.isGovernment,
    thirdPartyInvolved: old.parties?.hasThirdParty,
    otherPartyInsurer: old.insurance?.atFaultInsurer,
    policyLimit:
      old.insurance?.policyLimit !== undefined ? { perPerson: old.insurance.policyLimit } : undefined,
    ownCoverage: old.insurance?.ownCoverage,
    policeReport: old.policeReport?.exists,
    policeReportNumber: old.policeReport?.number,
    witnesses: old.witnesses?.exist,
    photos: old.photos,
    priorAttorney: old.hasAttorney,
    priorInjuries: old.priorInjuries,
    age: old.age,
    product: old.product?.name,
    productPreserved: old.product?.preserved,
    productRecalled: old.product?.recalled,
    unknowns: [],
    sources: {},
  };
  return Object.fromEntries(Object.entries(next).filter(([, value]) => value !== undefined && value !== ''));
}

// Migrations take Kysely<any>: they describe the schema as it was then, not as the types say now.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('cases').addColumn('emergency_flagged_at', 'text').execute();
  await db.schema.alterTable('cases').addColumn('callback_requested_at', 'text').execute();
  // JSON { day, slot }: the window the visitor chose for the call back, when they chose one.
  await db.schema.alterTable('cases').addColumn('callback_window', 'text').execute();
  const rows: { id: string; case_record: string; agent_state: string }[] = await db
    .selectFrom('cases')
    .select(['id', 'case_record', 'agent_state'])
    .execute();
  for (const row of rows) {
    const record = convertRecord(JSON.parse(row.case_record) as V1);
    const oldState = JSON.parse(row.agent_state) as { needsName?: boolean; needsPhone?: boolean };
    const state = { needsName: oldState.needsName ?? false, needsPhone: oldState.needsPhone ?? false };
    await db
      .updateTable('cases')
      .set({ case_record: JSON.stringify(record), agent_state: JSON.stringify(state) })
      .where('id', '=', row.id)
      .execute();
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('cases').dropColumn('callback_window').execute();
  await db.schema.alterTable('cases').dropColumn('callback_requested_at').execute();
  await db.schema.alterTable('cases').dropColumn('emergency_flagged_at').execute();
}
