import {
  type DangerSignFamily,
  dangerSignFamilies,
  parseEmergencySigns,
} from '../../../../contracts/danger-signs';

/** The stored list (cases.emergency_signs) with `found` added, in the families' order, each once. */
export function mergeEmergencySigns(stored: string | null, found: readonly DangerSignFamily[]): string {
  const all = new Set([...parseEmergencySigns(stored), ...found]);
  return JSON.stringify(dangerSignFamilies.filter((family) => all.has(family)));
}
