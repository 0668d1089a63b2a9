import { describe, expect, it } from 'vitest';

import type { Language } from '../../../../../contracts/case-record';
import type { QuestionKey } from '../agent';
import { readTurn } from '../../testing/read-turn';

/**
 * Decision 0421. A date is bound to its event by the words of its own clause. Said later, a date of
 * care (the ER, a doctor, therapy), of going back to work or of an insurer's call dates that event
 * and never replaces the incident date, nor does a correction of the date of care; a date said of
 * the accident, or in answer to the date question, still does. Sentences written for this test.
 */
const held = { caseType: 'auto', incidentDate: '2026-10-03' } as const;
const turn = (question: QuestionKey, text: string, language: Language = 'en') =>
  readTurn(question, text, { context: held, language });

describe('a date of another event said later keeps the incident date', () => {
  it.each([
    ['treatment', 'my chiropractor saw me on Tuesday for a follow-up', 'en'],
    ['lostWages', 'I went back to work on November 2', 'en'],
    ['otherPartyInsurer', 'the adjuster from their side called me Friday', 'en'],
    ['injuries', 'shoulder mostly, I have physical therapy on the 20th', 'en'],
    ['lostWages', 'volví al trabajo el lunes 9 de noviembre', 'es'],
    ['otherPartyInsurer', 'la aseguranza me llamó el 12 de octubre', 'es'],
  ] as const)('%s ← "%s"', async (question, text, language) => {
    const { record, corrected } = await turn(question, text, language);
    expect(record.incidentDate?.from).toBe('2026-10-03');
    expect(corrected ?? []).not.toContain('incidentDate');
  });
});

describe('a correction of the date of care is no correction of the incident date', () => {
  it.each([
    ['readBack', 'no, the emergency room was on October 5', 'en'],
    ['readBack', 'wrong, the doctor saw me on the 7th', 'en'],
    ['photos', 'sorry, my urgent care visit was actually the 6th', 'en'],
    ['readBack', 'no, la sala de emergencias fue el 5', 'es'],
    ['readBack', 'perdón, la cita con el médico fue el 8 de octubre', 'es'],
  ] as const)('%s ← "%s"', async (question, text, language) => {
    const { record, corrected } = await turn(question, text, language);
    expect(record.incidentDate?.from).toBe('2026-10-03');
    expect(corrected ?? []).not.toContain('incidentDate');
  });
});

describe('a date of the accident still corrects it', () => {
  it.each([
    ['readBack', 'no, the accident was the 5th', 'en', '2026-10-05'],
    ['readBack', 'actually it happened on October 4', 'en', '2026-10-04'],
    ['readBack', 'no, el choque fue el 5 de octubre', 'es', '2026-10-05'],
  ] as const)('%s ← "%s"', async (question, text, language, day) => {
    const { record } = await turn(question, text, language);
    expect(record.incidentDate?.from).toBe(day);
  });

  it('said to the date question, the incident’s date wins over the ER’s beside it', async () => {
    const { record } = await readTurn(
      'incidentDate',
      'I went to the ER on October 6, the crash was October 4',
      {
        context: { caseType: 'auto' },
      },
    );
    expect(record.incidentDate?.from).toBe('2026-10-04');
  });

  it('said to the date question alone, a date is the incident’s', async () => {
    const { record } = await readTurn('incidentDate', 'October 4, I went to the hospital that night', {
      context: { caseType: 'auto' },
    });
    expect(record.incidentDate?.from).toBe('2026-10-04');
  });
});
