import type { CaseRecord, FactKey, Language } from '../../../contracts/case-record';
import { factLabel } from '../../../contracts/fact-catalogue';

import type { FactModule } from './agent/facts/fact-module';
import { factRegistry } from './agent/facts/registry';
import { planFor } from './agent/plans';
import { packFor } from './language/packs';

const module = (key: FactKey): FactModule => factRegistry[key] as FactModule;

/** Facts said back in a summary, in the order a person reads a case. */
const summaryOrder: readonly FactKey[] = [
  'caseType',
  'incidentDate',
  'discoveryDate',
  'city',
  'state',
  'atFaultParty',
  'injuries',
  'treatment',
  'firstTreatmentDate',
  'medicalBills',
  'futureMedical',
  'lostWages',
  'propertyDamage',
  'otherPartyInsurer',
  'policyLimit',
  'ownCoverage',
  'healthInsurance',
  'policeReport',
  'incidentReport',
  'witnesses',
  'photos',
  'ownFaultPercent',
  'priorAttorney',
  'releaseSigned',
  'recordedStatement',
  'employer',
  'workersComp',
  'thirdParty',
  'product',
  'manufacturer',
  'provider',
  'facility',
  'propertyOwner',
  'priorInjuries',
  'age',
];

/** The "summarize so far" reply: what the record holds, one line per fact, in the chat's language. */
export function summarizeCase(
  record: CaseRecord,
  contact: { fullName: string | null; phone: string | null },
  language: Language,
): string {
  const { saying } = packFor(language);
  const lines: string[] = [];
  if (contact.fullName) lines.push(`${language === 'es' ? 'Nombre' : 'Name'}: ${contact.fullName}`);
  if (contact.phone) lines.push(`${language === 'es' ? 'Teléfono' : 'Phone'}: ${contact.phone}`);
  for (const key of summaryOrder) {
    const value = record[key];
    if (value === undefined) continue;
    lines.push(`${factLabel(key, language)}: ${module(key).describe(value as never, language)}`);
  }
  if (lines.length === 0) return saying.summaryEmpty;
  return `${saying.summaryTitle}\n${lines.map((line) => `- ${line}`).join('\n')}`;
}

/** The "list unknowns" reply: facts the visitor did not know, and what is still to cover. */
export function listUnknowns(record: CaseRecord, language: Language): string {
  const { saying } = packFor(language);
  const unknown = record.unknowns.map((key) => factLabel(key, language));
  const missing = planFor(record)
    .filter(
      (key) => record[key] === undefined && !record.unknowns.includes(key) && module(key).appliesTo(record),
    )
    .map((key) => factLabel(key, language));
  const lines = [...unknown.map((label) => `- ${label}`), ...missing.map((label) => `- ${label}`)];
  return lines.length === 0 ? saying.unknownsNone : `${saying.unknownsTitle}\n${lines.join('\n')}`;
}

/**
 * What matters most, said back before part one ends (issue 23, point 4; decision 0112): what
 * happened, when, where, the injuries and who was at fault, in the chat's language, ending
 * with "Is that right?". Null when the record holds too little to say back.
 */
export function readBack(record: CaseRecord, language: Language): string | null {
  const { saying } = packFor(language);
  const said = (key: FactKey) => {
    const value = record[key];
    return value === undefined ? null : module(key).describe(value as never, language);
  };
  const place = [said('city'), said('state')].filter(Boolean).join(', ');
  const parts = [
    said('caseType'),
    said('incidentDate'),
    place || null,
    record.injuries ? `${factLabel('injuries', language).toLowerCase()}: ${said('injuries')}` : null,
    record.atFaultParty
      ? `${factLabel('atFaultParty', language).toLowerCase()}: ${said('atFaultParty')}`
      : null,
  ].filter((part): part is string => Boolean(part));
  if (parts.length < 3) return null;
  return saying.readBack(parts.join('; '));
}
