import type { CaseType } from '../../../contracts/case-record';

/**
 * The matching rule (compliance §5.3: neutral, auditable). Candidates are active attorneys
 * licensed in the case's state whose practice areas include the case type and who have
 * room (open matches below capacity). Among them the lowest load ratio (open ÷ capacity)
 * wins, then the fewest open matches, then the id: no ranking by quality, ratings or payment.
 */
export const matchingRule = 'state+practice-area; lowest open/capacity ratio; then fewest open; then id (v1)';

export interface AttorneyCandidate {
  id: string;
  statesLicensed: string[];
  practiceAreas: string[];
  capacity: number;
  isActive: boolean;
  openMatches: number;
}

export interface MatchDecision {
  attorneyId: string | null;
  rule: string;
  inputs: {
    state: string | null;
    practiceArea: CaseType | null;
    candidates: { id: string; openMatches: number; capacity: number; eligible: boolean; why: string }[];
  };
}

export function chooseAttorney(
  target: { state: string | undefined; practiceArea: CaseType | undefined },
  attorneys: AttorneyCandidate[],
): MatchDecision {
  const candidates = attorneys.map((attorney) => {
    const why = !attorney.isActive
      ? 'inactive'
      : !target.state || !attorney.statesLicensed.includes(target.state)
        ? 'not licensed in the state'
        : !target.practiceArea || !attorney.practiceAreas.includes(target.practiceArea)
          ? 'practice area not listed'
          : attorney.openMatches >= attorney.capacity
            ? 'at capacity'
            : 'fits';
    return { attorney, why };
  });
  const fitting = candidates
    .filter((candidate) => candidate.why === 'fits')
    .map((candidate) => candidate.attorney)
    .sort(
      (a, b) =>
        a.openMatches / a.capacity - b.openMatches / b.capacity ||
        a.openMatches - b.openMatches ||
        a.id.localeCompare(b.id),
    );
  return {
    attorneyId: fitting[0]?.id ?? null,
    rule: matchingRule,
    inputs: {
      state: target.state ?? null,
      practiceArea: target.practiceArea ?? null,
      candidates: candidates.map(({ attorney, why }) => ({
        id: attorney.id,
        openMatches: attorney.openMatches,
        capacity: attorney.capacity,
        eligible: why === 'fits',
        why,
      })),
    },
  };
}
