import { describe, expect, it } from 'vitest';

import { readTurn } from '../../testing/read-turn';

/** The incident date read from an answer to `question`, what the agent knew before given as labels. */
const incidentDateAfter = async (
  question: 'caseType' | 'treatment' | 'priorInjuries',
  text: string,
  options: { language?: 'en' | 'es'; context?: Record<string, unknown> } = {},
) => {
  const { record } = await readTurn(question, text, {
    language: options.language ?? 'en',
    context: (options.context ?? {}) as never,
  });
  return record.incidentDate;
};

describe('the answer to "what happened?" dates the incident as a first message does (decision 0312)', () => {
  it('reads the time the story tells', async () => {
    for (const [text, language, from] of [
      ['a neighbor’s husky bit my wrist at the park last Sunday', 'en', '2026-11-22'],
      ['slipped on ice outside the pharmacy on January 9', 'en', '2026-01-09'],
      ['the crane operator dropped a pallet on my foot on November 3rd', 'en', '2026-11-03'],
      ['me caí en las escaleras del metro el viernes pasado', 'es', '2026-11-20'],
    ] as const) {
      const date = await incidentDateAfter('caseType', text, { language });
      expect(date?.from, text).toBe(from);
    }
  });

  it('reads a month alone as the month', async () => {
    const date = await incidentDateAfter(
      'caseType',
      'a pharmacist filled my pills with the wrong dose in August',
    );
    expect(date).toMatchObject({ from: '2026-08-01', precision: 'month' });
  });

  it('does not take the date of another event in the story, nor a date in answers to other questions', async () => {
    expect(
      await incidentDateAfter(
        'caseType',
        'I tripped on a hose at the nursery, I had knee surgery in 2019 on that knee',
      ),
    ).toBeUndefined();
    expect(await incidentDateAfter('treatment', 'I finished physical therapy last week')).toBeUndefined();
    expect(
      await incidentDateAfter('priorInjuries', 'I broke the same wrist in 2018 playing ball'),
    ).toBeUndefined();
  });

  it('keeps a known date that the story’s vaguer time does not refine', async () => {
    const date = await incidentDateAfter('caseType', 'a forklift backed into me at the warehouse this fall', {
      context: { incidentDate: '2026-10-14' },
    });
    expect(date?.from).toBe('2026-10-14');
  });
});
