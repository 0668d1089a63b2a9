import { describe, expect, it } from 'vitest';

import { chatTurns } from '../testing/chat-turns';

/**
 * Decision 0269: a first-care date told against the incident date ("that night", "the next
 * day") moves when the incident date is corrected; one told by the calendar does not.
 * Sentences written for this test.
 */
const story = 'I slipped on a wet floor at a grocery store in Dallas, Texas on November 14 and hurt my knee';

describe('the first care date follows a corrected incident date', () => {
  it.each([
    ['I went to the ER that night and now I do physical therapy', '2026-11-15'],
    ['I went to urgent care the next day', '2026-11-16'],
    ['I went to urgent care on November 20', '2026-11-20'],
  ])('"%s" → %s after the date is corrected to the 15th', async (care, firstCare) => {
    const { record } = await chatTurns(story, {
      treatment: care,
      witnesses: 'sorry, it was not the 14th, it was November 15',
      '*': 'no',
    });
    expect(record.incidentDate?.from).toBe('2026-11-15');
    expect(record.firstTreatmentDate?.from).toBe(firstCare);
  });

  it('in Spanish: "esa noche" moves with "no fue el 14, fue el 15"', async () => {
    const { record } = await chatTurns(
      'me resbalé en una tienda en Dallas, Texas el 14 de noviembre y me lastimé la rodilla',
      {
        treatment: 'fui a emergencias esa noche y ahora voy a terapia',
        witnesses: 'perdón, no fue el 14, fue el 15 de noviembre',
        '*': 'no',
      },
      { language: 'es' },
    );
    expect(record.incidentDate?.from).toBe('2026-11-15');
    expect(record.firstTreatmentDate?.from).toBe('2026-11-15');
  });
});
