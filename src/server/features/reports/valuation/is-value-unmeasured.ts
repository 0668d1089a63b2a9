import type { CaseValuation } from '../../../../contracts/conclusions';
import { missingForValue } from '../../../../contracts/value-estimate';

/**
 * An injury that reached care, whose bills nobody has told us: pain and suffering is a
 * multiple of the bills, so without them the model's figure says almost nothing (a rod in a
 * broken leg came to $0, or to a few weeks' pay). Such a value is reported as not yet
 * estimated, with the parts we know still shown, and the value floor is left to a person.
 * The rule itself is shared with the staff console (src/contracts/value-estimate.ts).
 */
export function isValueUnmeasured(valuation: CaseValuation): boolean {
  return missingForValue(valuation).length > 0;
}
