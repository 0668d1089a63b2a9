import { describe, expect, it } from 'vitest';

import { readTurn } from '../../testing/read-turn';

const read = async (question: Parameters<typeof readTurn>[0], text: string, language: 'en' | 'es' = 'en') =>
  (await readTurn(question, text, { context: question ? { caseType: 'workplace' } : {}, language })).record;

describe("an employer that carries no workers' comp (decision 0166)", () => {
  it('is read from a story or an answer, in English and Spanish', async () => {
    for (const [question, text, language] of [
      [
        null,
        'the company I frame houses for never carried workers comp and I fell through the attic floor',
        'en',
      ],
      [
        null,
        'hurt my back lifting at the warehouse, they do not have any workers compensation insurance',
        'en',
      ],
      ['workersComp', "no, he's a non-subscriber, that's what HR told me", 'en'],
      ['workersComp', 'my boss said we are not covered by workers comp', 'en'],
      [null, 'me cortó la sierra en el taller y el dueño no tiene seguro de compensación', 'es'],
      ['workersComp', 'no, la empresa no cuenta con seguro para los trabajadores', 'es'],
    ] as const) {
      const record = await read(question, text, language);
      expect(record.employerHasComp, text).toBe(false);
      expect(record.caseType, text).toBe('workplace');
    }
  });

  it('does not take the employer’s insurance for whether the visitor was working', async () => {
    const record = await read(
      null,
      'my supervisor does not carry workers comp and I broke my ankle on the job site',
    );
    expect(record.workersComp).not.toBe(false);
  });

  it('is not read from a claim the visitor has not filed, nor from comp that is paying', async () => {
    for (const text of [
      'no, I have not filed a comp claim yet',
      "yes, workers' comp is paying my medical bills",
      'I did not know I could file for comp',
    ])
      expect((await read('workersComp', text)).employerHasComp, text).toBeUndefined();
  });
});
