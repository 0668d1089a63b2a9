import type { CaseRecord, MedicalPayer } from '../../../../contracts/case-record';
import type { ValuationNote } from '../../../../contracts/conclusions';

/**
 * Who paid part of the bills and will want to be repaid from a recovery (research
 * intake-facts.md §1.6: "the payer determines liens"; case-valuation.md: net to the client is
 * the gross less the fee, costs and liens). The paid part stays in the bills (economic
 * damages count the whole bill); the lien is named, never subtracted as a figure we do not
 * know, and never read as the other side's policy limit (issue 24).
 */
const lienPayers: readonly MedicalPayer[] = [
  'pip_medpay',
  'health_insurance',
  'medicare',
  'medicaid',
  'workers_comp',
];

export function lienNotes(record: CaseRecord): ValuationNote[] {
  const payers = lienPayers.filter((payer) => record.medicalBills?.paid.some((part) => part.payer === payer));
  return payers.length ? [{ code: 'liens', payers }] : [];
}
