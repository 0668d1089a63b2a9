import type { CaseRecord, FactKey, Language } from '../../../../contracts/case-record';

import { mayBePublicBody } from './reading/parties';

/**
 * Facts that follow from others the visitor gave, never from nothing: the party at fault
 * in a product, premises or dog-bite case is its maker or owner; a private party at fault
 * means no government defendant; a visitor released from care has no future care planned;
 * an injury at work is a workers' comp matter, and a retired visitor hurt elsewhere was not on
 * the job. Each derived value names where it came from,
 * and a value the visitor stated is never replaced.
 */
export function deriveFacts(
  record: CaseRecord,
  language: Language,
): { record: CaseRecord; derived: FactKey[] } {
  let next = record;
  const derived: FactKey[] = [];
  const set = <K extends FactKey>(key: K, value: NonNullable<CaseRecord[K]>, from: FactKey) => {
    next = {
      ...next,
      [key]: value,
      sources: { ...next.sources, [key]: { from: next.sources[from]?.from ?? 'answer', derivedFrom: from } },
    };
    derived.push(key);
  };
  const isDerived = (key: FactKey) => next.sources[key]?.derivedFrom !== undefined;
  const isOpen = (key: FactKey) =>
    (next[key] === undefined || isDerived(key)) && !next.unknowns.includes(key);

  // Who is at fault, from who owns or made the thing that hurt them.
  if (
    next.caseType === 'dog_bite' &&
    next.propertyOwner &&
    (isOpen('atFaultParty') || next.sources.atFaultParty?.from === 'description')
  )
    set('atFaultParty', next.propertyOwner, 'propertyOwner');
  else if (next.caseType === 'slip_fall' && next.propertyOwner && isOpen('atFaultParty'))
    set('atFaultParty', next.propertyOwner, 'propertyOwner');
  else if (
    next.caseType === 'product_liability' &&
    isOpen('atFaultParty') &&
    (next.manufacturer || next.product)
  )
    set(
      'atFaultParty',
      next.manufacturer ??
        (language === 'es' ? `el fabricante de ${next.product}` : `the maker of the ${next.product}`),
      next.manufacturer ? 'manufacturer' : 'product',
    );
  else if (
    next.caseType === 'medical_malpractice' &&
    isOpen('atFaultParty') &&
    (next.provider || next.facility)
  )
    set('atFaultParty', (next.provider ?? next.facility)!, next.provider ? 'provider' : 'facility');

  // A named private party on the other side: no government defendant. A party that may be a
  // public body ("the driver of a septa bus", "the district") says nothing either way.
  if (
    next.governmentDefendant === undefined &&
    !next.unknowns.includes('governmentDefendant') &&
    !(next.atFaultParty && mayBePublicBody(next.atFaultParty, language))
  ) {
    const party = [
      next.atFaultParty,
      next.propertyOwner,
      next.manufacturer,
      next.provider,
      next.facility,
    ].filter(Boolean);
    if (party.length > 0)
      set('governmentDefendant', false, next.atFaultParty ? 'atFaultParty' : 'propertyOwner');
  }

  // No care at all yet ("haven't seen a doctor"): no medical bills so far, so the bills question
  // is not put (decision 0239). Care told later takes the worked-out zero back.
  const hasHadNoCare = next.treatment?.status === 'none' && next.treatment.levels.length === 0;
  if (hasHadNoCare && isOpen('medicalBills') && next.medicalBills === undefined)
    set('medicalBills', { total: 0, paid: [] }, 'treatment');
  else if (!hasHadNoCare && next.sources.medicalBills?.derivedFrom === 'treatment') {
    const unsaid: CaseRecord = { ...next, sources: { ...next.sources } };
    delete unsaid.medicalBills;
    delete unsaid.sources.medicalBills;
    next = unsaid;
  }

  // Released from care, nothing more planned.
  if (next.treatment?.status === 'released' && isOpen('futureMedical')) set('futureMedical', 0, 'treatment');

  // Hurt on the job: the workers' comp side exists.
  if (next.caseType === 'workplace' && isOpen('workersComp')) set('workersComp', true, 'caseType');
  // Retired, a student or not working, hurt away from work: not on the job, so no comp claim.
  else if (next.caseType !== undefined && next.lostWages?.notWorking && isOpen('workersComp'))
    set('workersComp', false, 'lostWages');

  return { record: next, derived };
}
