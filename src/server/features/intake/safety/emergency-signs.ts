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

/** The stored list without the families the visitor denied (decisions 0134, 0282), in the families' order. */
export function withoutEmergencySigns(
  stored: string | null,
  withdrawn: readonly DangerSignFamily[],
): DangerSignFamily[] {
  return parseEmergencySigns(stored).filter((family) => !withdrawn.includes(family));
}
