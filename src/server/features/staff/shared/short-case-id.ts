/** The first eight hex digits of a case id, upper case: what staff read out and search for. */
export const shortCaseId = (caseId: string): string => caseId.replace(/-/g, '').slice(0, 8).toUpperCase();
