/**
 * The case page's sections (issue 25), each at its own address under /staff/cases/:id: the
 * first opens on what to do now; the others hold what is read less often.
 */
export const caseSections = [
  { path: '', label: 'Act now' },
  { path: 'facts', label: 'Facts' },
  { path: 'report', label: 'Report' },
  { path: 'conversation', label: 'Conversation' },
  { path: 'record', label: 'Record' },
] as const;

export type CaseSectionPath = (typeof caseSections)[number]['path'];

export function caseSectionHref(caseId: string, path: CaseSectionPath): string {
  return path ? `/cases/${caseId}/${path}` : `/cases/${caseId}`;
}

/** The section an address inside the case names ('' for the first), or null for none of them. */
export function sectionOf(rest: string | undefined): CaseSectionPath | null {
  const first = (rest ?? '').split('/')[0] ?? '';
  return caseSections.find((section) => section.path === first)?.path ?? null;
}
