import type { AttorneyQuestion } from '../../../../contracts/staff-console';

/** A stored question for the attorney as the console and the export show it. */
export function toAttorneyQuestionView(row: {
  id: string;
  text: string;
  language: 'en' | 'es';
  created_at: string;
}): AttorneyQuestion {
  return { id: row.id, text: row.text, language: row.language, askedAt: row.created_at };
}
