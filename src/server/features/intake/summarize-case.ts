import { type CaseRecord, caseTypeLabels } from '../../../contracts/case-record';
import { usd } from '../../../contracts/valuation';

import { captureOf, facts } from './agent/case-plans';
import { formatDate } from './agent/guided-agent';

const yesNo = (value: boolean) => (value ? 'yes' : 'no');

/** The "summarize so far" reply: what the record holds, in plain words, one line per fact. */
export function summarizeCase(
  record: CaseRecord,
  contact: { fullName: string | null; phone: string | null },
): string {
  const lines: string[] = [];
  if (contact.fullName) lines.push(`Name: ${contact.fullName}`);
  if (contact.phone) lines.push(`Phone: ${contact.phone}`);
  if (record.caseType) lines.push(`Type: ${caseTypeLabels[record.caseType]}`);
  if (record.incidentDate) lines.push(`Date: ${formatDate(record.incidentDate)}`);
  if (record.discoveryDate) lines.push(`Discovered: ${formatDate(record.discoveryDate)}`);
  if (record.state) lines.push(`Place: ${[record.city, record.state].filter(Boolean).join(', ')}`);
  if (record.parties?.atFault) lines.push(`Responsible: ${record.parties.atFault}`);
  if (record.injuries?.bodyParts?.length) lines.push(`Injuries: ${record.injuries.bodyParts.join(', ')}`);
  if (record.injuries?.emergencyRoom !== undefined)
    lines.push(`ER or hospital: ${yesNo(record.injuries.emergencyRoom)}`);
  if (record.injuries?.surgery !== undefined) lines.push(`Surgery: ${yesNo(record.injuries.surgery)}`);
  if (record.treatment?.status) lines.push(`Treatment: ${record.treatment.status}`);
  if (record.medicalBills?.amount !== undefined)
    lines.push(`Medical bills: ${usd(record.medicalBills.amount)}`);
  if (record.lostWages?.daysMissed !== undefined)
    lines.push(`Work days missed: ${record.lostWages.daysMissed}`);
  if (record.lostWages?.weeklyPay !== undefined)
    lines.push(`Weekly pay: ${usd(record.lostWages.weeklyPay)}`);
  if (record.propertyDamage?.amount !== undefined)
    lines.push(`Property damage: ${usd(record.propertyDamage.amount)}`);
  if (record.propertyDamage?.totalLoss) lines.push('Vehicle totaled: yes');
  if (record.insurance?.atFaultInsurer) lines.push(`Their insurer: ${record.insurance.atFaultInsurer}`);
  if (record.insurance?.ownCoverage) lines.push(`Your insurer: ${record.insurance.ownCoverage}`);
  if (record.policeReport?.exists !== undefined)
    lines.push(`Report made: ${yesNo(record.policeReport.exists)}`);
  if (record.witnesses?.exist !== undefined) lines.push(`Witnesses: ${yesNo(record.witnesses.exist)}`);
  if (record.photos !== undefined) lines.push(`Photos: ${yesNo(record.photos)}`);
  if (record.hasAttorney !== undefined) lines.push(`Already has a lawyer: ${yesNo(record.hasAttorney)}`);
  if (record.age !== undefined) lines.push(`Age: ${record.age}`);
  if (lines.length === 0) return "I don't have any details yet.";
  return `Here is what I have so far:\n${lines.map((line) => `- ${line}`).join('\n')}`;
}

/** The "list unknowns" reply: facts the visitor did not know, and facts still to ask. */
export function listUnknowns(record: CaseRecord): string {
  const { unknown, missed } = captureOf(record);
  const label = (key: string) =>
    facts[key as keyof typeof facts]
      .question(record)
      .split('?')[0]!
      .replace(/^(And |First, )/, '');
  const parts: string[] = [];
  if (unknown.length > 0) parts.push(`You told me you don't know: ${unknown.map(label).join('; ')}.`);
  if (missed.length > 0) parts.push(`Still to cover: ${missed.map(label).join('; ')}.`);
  return parts.length > 0 ? parts.join(' ') : 'Nothing is marked unknown so far.';
}
